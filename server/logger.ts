import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs on stdout, one line an event. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "store" }, timestamp: pino.stdTimeFunctions.isoTime });
}
