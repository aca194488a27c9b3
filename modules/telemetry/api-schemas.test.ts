import { describe, expect, it } from "vitest";
import { beaconQuerySchema, pixelPostQuerySchema, pixelPostSchema } from "./api-schemas.server.ts";
import { MAX_EVENTS_PER_BATCH } from "./limits.ts";

const PAGE_TYPES = new Set(["home", "product-p", "exchange"]);
const isPageType = (value: string) => PAGE_TYPES.has(value);
const beacon = beaconQuerySchema(isPageType);
const post = pixelPostSchema(isPageType);

const fields = {
  navigationStart: "1767225600000",
  responseStart: "120",
  aboveTheFoldLoaded: "900",
  type: "pageLoad",
  pageViewType: "document",
  page: "product-p",
  navigationType: "navigate",
  elementCount: "1500",
  imgCount: "40",
  scriptCount: "12",
};

const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("GET /martypixel's query (spec 1 section 7)", () => {
  it("takes exactly the beacon's fields, as numbers where they are timings and counts", () => {
    expect(beacon.parse(fields)).toEqual({
      ...fields,
      navigationStart: 1767225600000,
      responseStart: 120,
      aboveTheFoldLoaded: 900,
      elementCount: 1500,
      imgCount: 40,
      scriptCount: 12,
    });
  });

  it.each(Object.keys(fields))("refuses a beacon without %s", (name) => {
    const { [name as keyof typeof fields]: _left, ...rest } = fields;
    expect(beacon.safeParse(rest).success).toBe(false);
  });

  it("refuses a field it does not know", () => {
    expect(beacon.safeParse({ ...fields, url: "/p/secret-token" }).success).toBe(false);
  });

  it.each([
    ["responseStart", "-1", "responseStart: a whole number"],
    ["responseStart", "1.5", "responseStart: a whole number"],
    ["responseStart", "3600001", "responseStart: at most 3600000"],
    ["aboveTheFoldLoaded", "99999999999999", "aboveTheFoldLoaded: a whole number"],
    ["navigationStart", "1000", "navigationStart: at least 1577836800000"],
    ["elementCount", "1000001", "elementCount: at most 1000000"],
    ["imgCount", "", "imgCount: a whole number"],
    ["page", "not-a-page", "page: a page type of the store"],
    ["type", "other", "type: pageLoad"],
    ["navigationType", "teleport", "navigationType: one of navigate, reload, back_forward, prerender"],
  ])("refuses %s=%s with '%s'", (name, value, message) => {
    expect(problems(beacon.safeParse({ ...fields, [name]: value }))).toContain(message);
  });
});

describe("POST /martypixel's body", () => {
  const impression = { type: "impression", element: "card", id: "1000022-3000001", pageType: "home" };

  it("takes impressions, clicks, a banner's hover impression and error reports", () => {
    const events = [
      impression,
      { ...impression, type: "click" },
      { type: "impression", element: "banner", id: "spring-sale", pageType: "home", hover: true },
      { type: "error", name: "martyExchangesError", pageType: "exchange", message: "Sorry." },
      { type: "error", name: "clientError", pageType: "product-p", status: 500 },
    ];
    expect(post.parse({ events })).toEqual({ events });
  });

  it("takes spec 2's error info on its own: a message, a status and a page type, no more", () => {
    const info = { message: "Sorry, that size is no longer available.", status: 409, pageType: "exchange" };
    expect(post.parse(info)).toEqual(info);
    expect(post.safeParse({ message: "x".repeat(501) }).success).toBe(false);
    expect(post.safeParse({ message: "Sorry.", stack: "at x" }).success).toBe(false);
    expect(post.safeParse({ message: "Sorry.", pageType: "admin" }).success).toBe(false);
  });

  it.each([
    ["no events", { events: [] }],
    ["too many events", { events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => impression) }],
    ["an unknown element kind", { events: [{ ...impression, element: "popup" }] }],
    ["an id with other characters", { events: [{ ...impression, id: "<script>" }] }],
    ["an id too long", { events: [{ ...impression, id: "x".repeat(101) }] }],
    ["an unknown page type", { events: [{ ...impression, pageType: "admin" }] }],
    ["an unknown key", { events: [{ ...impression, url: "/p/x" }] }],
    ["an unknown event type", { events: [{ ...impression, type: "beacon" }] }],
    ["an unknown error type", { events: [{ type: "error", name: "serverError", pageType: "home" }] }],
    [
      "an error status below 400",
      { events: [{ type: "error", name: "clientError", pageType: "home", status: 200 }] },
    ],
    [
      "an error message too long",
      { events: [{ type: "error", name: "clientError", pageType: "home", message: "x".repeat(501) }] },
    ],
    ["a body with other keys", { events: [impression], extra: 1 }],
  ])("refuses %s", (_, body) => {
    expect(post.safeParse(body).success).toBe(false);
  });

  it("takes ?type=martyExchangesError (spec 2) and no other type", () => {
    expect(pixelPostQuerySchema.parse({ type: "martyExchangesError" })).toEqual({
      type: "martyExchangesError",
    });
    expect(pixelPostQuerySchema.parse({})).toEqual({});
    expect(pixelPostQuerySchema.safeParse({ type: "pageError" }).success).toBe(false);
  });
});
