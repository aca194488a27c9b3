import type { Db, Log } from "../modules/core/index.ts";
import type { FederatedProvider, SessionOwner } from "../modules/identity/index.server.ts";
import type { SessionCredentials } from "../modules/identity/index.ts";
import type { Mailer } from "../modules/mail/index.server.ts";
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
  /** Whose session this is (signed in or recognised), read once per request. */
  sessionOwner: () => Promise<SessionOwner | null>;
  /** Whether cookies this response sets carry Secure. */
  secureCookies: boolean;
  /** The client's network address (sign-in throttling). */
  clientAddress: string;
  /** The store's mail (password reset links): SMTP or the local outbox. */
  mailer: Mailer;
  /** The federated sign-in providers configured, in the modal's order. */
  federatedProviders: readonly FederatedProvider[];
  /** A request the server refused (bad input, no form here): the page answers with this error page. */
  pageError?: { status: number; message?: string };
}

declare module "react-router" {
  interface AppLoadContext extends StoreLoadContext {}
}
