export type { Db } from "../../db/client.ts";
export { acceptsEncoding, chooseEncoding } from "./accept-encoding.ts";
export {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE,
} from "./database-unavailable.ts";
export { AppError, type AppErrorKind, isAppError } from "./errors.ts";
export type { Log } from "./log.ts";
export { MARTY_PREFIX, martyPrefixOf, withoutMarty } from "./marty-prefix.ts";
export { assertCents, centsFromDollars, divideHalfUp, formatPrice, MAX_AMOUNT_CENTS } from "./money.ts";
export { hasUnacceptableCharacter, unacceptableCharacterIn } from "./text.ts";
