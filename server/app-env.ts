import type { SessionVariables } from "../modules/identity/index.ts";
import type { Logger } from "./logger.ts";

/** A request the pages answer with their error page: the status and the words above it. */
export interface PageError {
  status: 400 | 404 | 413 | 415;
  message?: string;
}

/** What the middleware puts on each request's context. */
export interface AppEnv {
  Variables: SessionVariables & {
    requestId: string;
    nonce: string;
    logger: Logger;
    /** The client's address as throttling counts it (IPv6 by its /64): the socket's, or forwarded by a trusted proxy. */
    clientAddress: string;
    /** The client's own address (the socket's, or forwarded by a trusted proxy); "unknown" in process. */
    clientIp: string;
    /** Whether the client came over HTTPS (directly or through a trusted proxy). */
    https: boolean;
    /** A request refused before the pages: they answer with this error page instead. */
    pageError?: PageError;
  };
}
