/** The logging a module or a page needs; the server passes its structured logger, which fits. */
export interface Log {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
