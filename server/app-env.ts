import type { Logger } from "./logger.ts";

/** What the middleware puts on each request's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    nonce: string;
    logger: Logger;
  };
}
