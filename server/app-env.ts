import type { SessionVariables } from "../modules/identity/index.ts";
import type { Logger } from "./logger.ts";

/** What the middleware puts on each request's context. */
export interface AppEnv {
  Variables: SessionVariables & {
    requestId: string;
    nonce: string;
    logger: Logger;
  };
}
