export {
  type ConsumedEvent,
  createEventConsumer,
  EVENT_DRAIN_INTERVAL_MS,
  EVENT_FIRST_RETRY_MS,
  EVENT_LONGEST_RETRY_MS,
  EVENT_MAX_ATTEMPTS,
  type EventConsumer,
  type EventConsumerOptions,
  type EventHandler,
  eventRetryDelayMs,
} from "./consumer.server.ts";
export {
  type BackgroundDrain,
  createDrainLoop,
  drainInTurn,
  drainUntilIdle,
} from "./drain-loop.server.ts";
export * from "./index.ts";
export { eventsOfStream, type RecordedEvent } from "./read.server.ts";
export { type NewEvent, newEventKey, recordEvent, recordEvents } from "./record.server.ts";
