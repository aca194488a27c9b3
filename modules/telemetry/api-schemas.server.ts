import { z } from "@hono/zod-openapi";
import {
  BEACON_TYPE,
  CLIENT_ERROR_TYPES,
  MAX_BEACON_COUNT,
  MAX_BEACON_MS,
  MAX_EVENTS_PER_BATCH,
  MAX_MESSAGE_LENGTH,
  MAX_PAGE_TYPE_LENGTH,
  MAX_TRACK_ID_LENGTH,
  NAVIGATION_TYPES,
  PAGE_VIEW_TYPES,
  TRACKED_ELEMENTS,
} from "./limits.ts";

/** The earliest and latest navigation start believed (ms since 1970): 2020 to 2100. */
const EARLIEST_NAVIGATION_MS = Date.UTC(2020, 0, 1);
const LATEST_NAVIGATION_MS = Date.UTC(2100, 0, 1);

/** A whole number of milliseconds (or a count) from the query: digits only, within the bounds. */
const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .max(13)
    .regex(/^\d{1,13}$/, `${name}: a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name}: at least ${min}`).max(max, `${name}: at most ${max}`));

/** A page type the store has (a route id), checked against the route table the server hands in. */
export function pageTypeSchema(isPageType: (value: string) => boolean) {
  return z
    .string()
    .max(MAX_PAGE_TYPE_LENGTH, "page: a page type of the store")
    .refine(isPageType, "page: a page type of the store");
}

/**
 * GET /martypixel's query (spec 1 section 7, spec 3): exactly the beacon's fields, nothing else.
 * Timings are milliseconds after navigationStart (itself ms since 1970); counts are the document's.
 */
export function beaconQuerySchema(isPageType: (value: string) => boolean) {
  const ms = (name: string) => wholeNumber(name, 0, MAX_BEACON_MS);
  const count = (name: string) => wholeNumber(name, 0, MAX_BEACON_COUNT);
  return z
    .object({
      navigationStart: wholeNumber("navigationStart", EARLIEST_NAVIGATION_MS, LATEST_NAVIGATION_MS),
      responseStart: ms("responseStart"),
      aboveTheFoldLoaded: ms("aboveTheFoldLoaded"),
      type: z.literal(BEACON_TYPE, { error: `type: ${BEACON_TYPE}` }),
      pageViewType: z.enum(PAGE_VIEW_TYPES, { error: `pageViewType: one of ${PAGE_VIEW_TYPES.join(", ")}` }),
      page: pageTypeSchema(isPageType),
      navigationType: z.enum(NAVIGATION_TYPES, {
        error: `navigationType: one of ${NAVIGATION_TYPES.join(", ")}`,
      }),
      elementCount: count("elementCount"),
      imgCount: count("imgCount"),
      scriptCount: count("scriptCount"),
    })
    .strict();
}

export type BeaconQuery = z.output<ReturnType<typeof beaconQuerySchema>>;

const trackIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, `id: at most ${MAX_TRACK_ID_LENGTH} letters, digits or . _ : -`);

/**
 * POST /martypixel's body: the tracker's batch of impressions and clicks (by the shared contract
 * of issue 15), and error reports (a failed exchange, spec 2; an error page reached in the browser).
 * With `?type=martyExchangesError` (spec 2) every event is an error of that type.
 */
export function pixelPostSchema(isPageType: (value: string) => boolean) {
  const pageType = pageTypeSchema(isPageType);
  const interaction = z
    .object({
      type: z.enum(["impression", "click"]),
      element: z.enum(TRACKED_ELEMENTS),
      id: trackIdSchema,
      pageType,
      /** A banner's impression by hovering it (2000 ms), rather than by seeing it. */
      hover: z.literal(true).optional(),
    })
    .strict();
  const errorReport = z
    .object({
      type: z.literal("error"),
      name: z.enum(CLIENT_ERROR_TYPES),
      pageType,
      status: z.number().int().min(400).max(599).optional(),
      message: z.string().max(MAX_MESSAGE_LENGTH).optional(),
    })
    .strict();
  const batch = z
    .object({
      events: z
        .array(z.discriminatedUnion("type", [interaction, errorReport]))
        .min(1, "events: at least one")
        .max(MAX_EVENTS_PER_BATCH, `events: at most ${MAX_EVENTS_PER_BATCH}`),
    })
    .strict()
    .openapi("MartyPixelEvents");
  // Spec 2's "POST /martypixel?type=martyExchangesError with error info": the error's own fields,
  // bounded as an error event's are; the query's type names it.
  const errorInfo = z
    .object({
      message: z.string().max(MAX_MESSAGE_LENGTH),
      status: z.number().int().min(400).max(599).optional(),
      pageType: pageType.optional(),
    })
    .strict()
    .openapi("MartyPixelErrorInfo");
  return z.union([batch, errorInfo]);
}

export type PixelBody = z.output<ReturnType<typeof pixelPostSchema>>;
export type PixelEvents = Extract<PixelBody, { events: unknown }>["events"];

export const pixelPostQuerySchema = z
  .object({
    type: z.enum(CLIENT_ERROR_TYPES, { error: `type: ${CLIENT_ERROR_TYPES.join(" or ")}` }).optional(),
  })
  .strict();
