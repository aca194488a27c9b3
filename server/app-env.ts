import type { SessionVariables } from "../modules/identity/index.ts";
import type { PageError } from "./input/refusal.ts";
import type { Logger } from "./logger.ts";

/** What the middleware puts on each request's context. */
export interface AppEnv {
  Variables: SessionVariables & {
    requestId: string;
    nonce: string;
    logger: Logger;
    /** The client's address (throttling): the socket's, or forwarded by a trusted proxy. */
    clientAddress: string;
    /** Whether the client came over HTTPS (directly or through a trusted proxy). */
    https: boolean;
    /** A request refused before the pages: they answer with this error page instead. */
    pageError?: PageError;
  };
}
