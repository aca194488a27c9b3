import type { Log } from "../modules/core/index.ts";
import type { SessionOwner } from "../modules/identity/index.server.ts";
import type { SessionCredentials } from "../modules/identity/index.ts";
import type { Marketplace } from "../modules/marketplace/index.ts";
import type { Services } from "../modules/services/index.server.ts";

/**
 * What the server hands every loader and action: the services built once at start (database,
 * marketplaces, mailer, search engine, clock, federated providers, logger) and the request's own
 * parts (its marketplace, ids, session).
 */
export interface StoreLoadContext extends Services {
  /** The marketplace this request's host (or the MARKETPLACE setting) selects. */
  marketplace: Marketplace;
  requestId: string;
  nonce: string;
  /** The request's logger (carries its request id). */
  log: Log;
  /** The visitor's session cookies (handed out with the page when missing); null on a form posted without them. */
  session: SessionCredentials | null;
  /**
   * The page generation (modules/core readPageGeneration) as this request sees it: read at the first
   * ask, after the request arrived, and shared by all its readers (the menus, the search engine).
   */
  pageGeneration: () => Promise<string>;
  /** Whose session this is (signed in or recognised), read once per request. */
  sessionOwner: () => Promise<SessionOwner | null>;
  /** Whether cookies this response sets carry Secure. */
  secureCookies: boolean;
  /** The client's network address (sign-in throttling), forwarded by a trusted proxy or the socket's. */
  clientAddress: string;
  /**
   * A page the same for every guest, rendered to be cached (server/page-cache): no session, no visitor
   * data; the browser reads the visitor's own parts beside it.
   */
  sharedPage: boolean;
  /**
   * The request asks for the page's document (HTML), not its data (a `.data` navigation): markup
   * the document carries can stay out of its hydration data (app/lib/document-only.server.ts).
   */
  documentRequest: boolean;
  /** A request the server refused (bad input, no form here): the page answers with this error page. */
  pageError?: { status: number; message?: string };
}

declare module "react-router" {
  interface AppLoadContext extends StoreLoadContext {}
}
