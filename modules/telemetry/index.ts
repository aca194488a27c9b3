export {
  BANNER_HOVER_IMPRESSION_MS,
  BATCH_DELAY_MS,
  BEACON_TYPE,
  type ClientErrorType,
  EVENT_TYPES,
  type EventType,
  IMPRESSION_VISIBLE_RATIO,
  MAX_EVENTS_PER_BATCH,
  MAX_MESSAGE_LENGTH,
  TRACKED_ELEMENTS,
  type TrackedElement,
} from "./limits.ts";
export { pageTypeOf } from "./page-type.ts";
export type { Track, TrackedEvent } from "./track.ts";
