import type { Db, Log } from "../modules/core/index.ts";
import type { SessionCredentials } from "../modules/identity/index.ts";
import type { Marketplace } from "../modules/marketplace/index.ts";

/** What the server hands every loader and action: the database, the request's marketplace and ids. */
export interface StoreLoadContext {
  db: Db;
  marketplace: Marketplace;
  marketplaces: readonly Marketplace[];
  requestId: string;
  nonce: string;
  log: Log;
  /** The visitor's session cookies (handed out with the page when missing); null on a form posted without them. */
  session: SessionCredentials | null;
  /** Whether cookies this response sets carry Secure. */
  secureCookies: boolean;
  /** The client's network address (sign-in throttling). */
  clientAddress: string;
}

declare module "react-router" {
  interface AppLoadContext extends StoreLoadContext {}
}
