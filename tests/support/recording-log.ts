import type { Log } from "../../modules/core/index.ts";

/** A logged line as a test reads it back. */
export interface LoggedLine {
  level: "info" | "warn" | "error";
  fields: object;
  message?: string;
}

/** A Log that keeps its lines, so a test can say what was logged (and that no secret was). */
export function recordingLog(): Log & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const at = (level: LoggedLine["level"]) => (fields: object, message?: string) => {
    lines.push({ level, fields, ...(message !== undefined && { message }) });
  };
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}
