import pino from "pino";
import { redactLogArguments, redactLogValue } from "./log-redaction.ts";

export type Logger = pino.Logger;

/**
 * Structured JSON logs on stdout (or the given stream), one line an event. Every line's fields
 * pass through the redaction first (no query values, secrets, hashes or full emails), the lines
 * of child loggers included (their fixed bindings are not: keep those to ids).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "store" },
      timestamp: pino.stdTimeFunctions.isoTime,
      hooks: {
        logMethod(args, method) {
          // pino's own typing of the arguments is an overload set; they stay in the same order.
          return method.apply(this, redactLogArguments(args) as Parameters<pino.LogFn>);
        },
      },
      // Errors already made safe by the hook stay as they are; one logged as a binding is made safe here.
      serializers: { err: (value: unknown) => redactLogValue(value) },
    },
    destination,
  );
}
