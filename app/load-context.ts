import type { Db, Log } from "../modules/core/index.ts";
import type { Marketplace } from "../modules/marketplace/index.ts";

/** What the server hands every loader and action: the database, the request's marketplace and ids. */
export interface StoreLoadContext {
  db: Db;
  marketplace: Marketplace;
  marketplaces: readonly Marketplace[];
  requestId: string;
  nonce: string;
  log: Log;
}

declare module "react-router" {
  interface AppLoadContext extends StoreLoadContext {}
}
