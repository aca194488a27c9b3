/**
 * The shapes and bounds of telemetry (spec 1 section 7 and spec 3 "Tracking and telemetry"): plain
 * constants, shared by the server's schemas and the browser's tracker.
 */

/** What an event is: a page-performance beacon, an error report, a tracked event, an impression, a click. */
export const EVENT_TYPES = ["beacon", "error", "tracking", "impression", "click"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The elements the one tracker follows (`data-track`), by the shared contract of issue 15. */
export const TRACKED_ELEMENTS = ["card", "banner", "carousel"] as const;
export type TrackedElement = (typeof TRACKED_ELEMENTS)[number];

/** Errors the browser reports: spec 2's failed exchange, and an error page reached in the browser. */
export const CLIENT_ERROR_TYPES = ["martyExchangesError", "clientError"] as const;
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];

/** Spec 1 section 9: a banner hovered this long counts as an impression. */
export const BANNER_HOVER_IMPRESSION_MS = 2000;

/** An element counts as seen when this share of it is on screen (the usual ad-impression rule). */
export const IMPRESSION_VISIBLE_RATIO = 0.5;

/** The tracker sends at most this many events in one POST, and the API takes no more. */
export const MAX_EVENTS_PER_BATCH = 50;

/** The tracker sends what it holds after this long without a new event (and when the page is hidden). */
export const BATCH_DELAY_MS = 5000;

/** Longest event name, page type, element id and error message stored. */
export const MAX_NAME_LENGTH = 100;
export const MAX_PAGE_TYPE_LENGTH = 80;
export const MAX_TRACK_ID_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 500;

/** One event's properties, as JSON, at most this many bytes (larger ones are cut to a note). */
export const MAX_EVENT_PROPERTIES_BYTES = 2048;

/**
 * The table's own ceiling on properties (jsonb's text, which spaces its JSON out: at most twice the
 * compact form), so that no writer, whatever it sends, stores more.
 */
export const MAX_STORED_PROPERTIES_BYTES = 2 * MAX_EVENT_PROPERTIES_BYTES;

/** A POST to /martypixel reads no more than this. */
export const MAX_PIXEL_BODY_BYTES = 16_384;

/** A beacon's timings are milliseconds after the navigation started: an hour is beyond any real page. */
export const MAX_BEACON_MS = 3_600_000;

/** Document counts a beacon may report (a page of a million elements is no page of this store). */
export const MAX_BEACON_COUNT = 1_000_000;

/** The beacon's `type` (what is measured) and `pageViewType` (how the page came: a document load). */
export const BEACON_TYPE = "pageLoad";
export const PAGE_VIEW_TYPES = ["document"] as const;

/** PerformanceNavigationTiming.type. */
export const NAVIGATION_TYPES = ["navigate", "reload", "back_forward", "prerender"] as const;

/**
 * Events one client address may send to /martypixel a minute, per server process: a shopper's page
 * sends a beacon and a few batches, so only a flood reaches it (an office behind one address too
 * would have to browse hard); past it the events are answered 429 and not stored.
 */
export const MAX_EVENTS_PER_CLIENT_MINUTE = 1_200;

/**
 * Events one worker stores a minute from all clients together: a flood from rotating addresses
 * (190,000 events in 30 s were seen) passes every per-address allowance, so the total is bounded
 * too. A thousand a second is far above the store's real traffic per worker.
 */
export const MAX_EVENTS_PER_MINUTE = 60_000;
