export * from "./index.ts";
export { type NewEvent, newEventKey, recordEvent, recordEvents } from "./record.server.ts";
