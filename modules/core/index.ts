export type { Db } from "../../db/client.ts";
export { AppError, type AppErrorKind, isAppError } from "./errors.ts";
export type { Log } from "./log.ts";
export { hasUnacceptableCharacter, unacceptableCharacterIn } from "./text.ts";
