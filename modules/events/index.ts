export {
  EVENT_CONSUMERS,
  EVENT_TYPES,
  type EventConsumerName,
  type EventType,
  isEventType,
} from "./event-types.ts";
