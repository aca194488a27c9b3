import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  DEFAULT_CUTOFF_HOUR,
  formatPromise,
  holidaysOf,
  isBusinessDay,
  STORE_TIME_ZONE,
  storeDateOf,
  US_HOLIDAYS,
} from "./business-days.ts";

/** Moments written with New York's own offset: -05:00 in winter (EST), -04:00 in summer (EDT). */
const at = (iso: string) => new Date(iso);

describe("US_HOLIDAYS", () => {
  it("lists the eleven federal holidays by rule", () => {
    expect(US_HOLIDAYS.map((holiday) => holiday.name)).toEqual([
      "New Year's Day",
      "Martin Luther King Jr. Day",
      "Presidents' Day",
      "Memorial Day",
      "Juneteenth",
      "Independence Day",
      "Labor Day",
      "Columbus Day",
      "Veterans Day",
      "Thanksgiving Day",
      "Christmas Day",
    ]);
    expect(STORE_TIME_ZONE).toBe("America/New_York");
    expect(DEFAULT_CUTOFF_HOUR).toBe(14);
  });
});

describe("holidaysOf", () => {
  it("gives 2026's days, Independence Day on a Saturday observed on Friday July 3", () => {
    expect(holidaysOf(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("gives 2027's days: Saturdays observed on Friday, a Sunday on Monday, and New Year's Day 2028 on Dec 31", () => {
    expect(holidaysOf(2027)).toEqual([
      "2027-01-01",
      "2027-01-18",
      "2027-02-15",
      "2027-05-31",
      "2027-06-18",
      "2027-07-05",
      "2027-09-06",
      "2027-10-11",
      "2027-11-11",
      "2027-11-25",
      "2027-12-24",
      "2027-12-31",
    ]);
  });

  it("leaves out New Year's Day of a year whose January 1 is a Saturday (observed the year before)", () => {
    expect(holidaysOf(2028)).toEqual([
      "2028-01-17",
      "2028-02-21",
      "2028-05-29",
      "2028-06-19",
      "2028-07-04",
      "2028-09-04",
      "2028-10-09",
      "2028-11-10",
      "2028-11-23",
      "2028-12-25",
    ]);
  });

  it("hands out a fresh list each time", () => {
    holidaysOf(2026).pop();
    expect(holidaysOf(2026)).toHaveLength(11);
  });

  it.each([2026.5, 999, 9999, Number.NaN])("refuses the year %s", (year) => {
    expect(() => holidaysOf(year)).toThrow(RangeError);
  });
});

describe("isBusinessDay", () => {
  it.each([
    ["2026-12-07", true],
    ["2026-12-11", true],
    ["2026-12-12", false],
    ["2026-12-13", false],
    ["2026-11-26", false],
    ["2026-11-27", true],
    ["2026-07-03", false],
    ["2026-07-04", false],
    ["2027-07-05", false],
    ["2027-12-24", false],
    ["2027-12-31", false],
    ["2028-01-03", true],
  ])("%s is a business day: %s", (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it.each(["2026-02-30", "2026-2-3", "2026-12-07T10:00", "tomorrow", ""])("refuses %j", (date) => {
    expect(() => isBusinessDay(date)).toThrow(RangeError);
  });
});

describe("storeDateOf", () => {
  it.each([
    ["2026-11-26T02:00:00Z", "2026-11-25"],
    ["2026-11-26T04:59:59Z", "2026-11-25"],
    ["2026-11-26T05:00:00Z", "2026-11-26"],
    ["2026-07-01T03:59:59Z", "2026-06-30"],
    ["2026-07-01T04:00:00Z", "2026-07-01"],
  ])("%s is %s in New York", (iso, date) => {
    expect(storeDateOf(at(iso))).toBe(date);
  });
});

describe("addBusinessDays", () => {
  it("counts from the order's day when it comes before the cutoff", () => {
    const monday = at("2026-12-07T10:00:00-05:00");
    expect([0, 1, 2, 5, 7, 10].map((days) => addBusinessDays(monday, days))).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-14",
      "2026-12-16",
      "2026-12-21",
    ]);
  });

  it("skips the weekend", () => {
    expect(addBusinessDays(at("2026-12-04T10:00:00-05:00"), 1)).toBe("2026-12-07");
    expect(addBusinessDays(at("2026-12-04T15:00:00-05:00"), 1)).toBe("2026-12-08");
    expect(addBusinessDays(at("2026-12-05T10:00:00-05:00"), 1)).toBe("2026-12-08");
    expect(addBusinessDays(at("2026-12-06T23:00:00-05:00"), 0)).toBe("2026-12-07");
  });

  it("ships the next business day from 2:00 pm store time, not at 1:59 pm", () => {
    expect(addBusinessDays(at("2026-12-07T13:59:59-05:00"), 1)).toBe("2026-12-08");
    expect(addBusinessDays(at("2026-12-07T14:00:00-05:00"), 1)).toBe("2026-12-09");
    expect(addBusinessDays(at("2026-12-07T14:00:00-05:00"), 0)).toBe("2026-12-08");
  });

  it("takes another cutoff hour", () => {
    const oneInTheAfternoon = at("2026-12-07T13:00:00-05:00");
    expect(addBusinessDays(oneInTheAfternoon, 1, 12)).toBe("2026-12-09");
    expect(addBusinessDays(at("2026-12-07T23:30:00-05:00"), 1, 24)).toBe("2026-12-08");
    expect(addBusinessDays(at("2026-12-07T00:00:00-05:00"), 0, 0)).toBe("2026-12-08");
  });

  it("reads the hour in New York: 2026-11-25 at 15:00 ships after Thanksgiving, at 13:00 the same day", () => {
    expect(addBusinessDays(at("2026-11-25T15:00:00-05:00"), 1)).toBe("2026-11-30");
    expect(addBusinessDays(at("2026-11-25T13:00:00-05:00"), 1)).toBe("2026-11-27");
    // 18:30 UTC is past 2 pm in UTC but 1:30 pm in New York.
    expect(addBusinessDays(at("2026-11-25T18:30:00Z"), 1)).toBe("2026-11-27");
    // 02:00 UTC on Thanksgiving is 9 pm the evening before in New York.
    expect(addBusinessDays(at("2026-11-26T02:00:00Z"), 1)).toBe("2026-11-30");
  });

  it("follows daylight saving time: 18:30 UTC in July is 2:30 pm in New York", () => {
    expect(addBusinessDays(at("2026-07-01T17:30:00Z"), 2)).toBe("2026-07-06");
    expect(addBusinessDays(at("2026-07-01T18:30:00Z"), 2)).toBe("2026-07-07");
  });

  it("steps over Thanksgiving week", () => {
    expect(addBusinessDays(at("2026-11-23T10:00:00-05:00"), 5)).toBe("2026-12-01");
    expect(addBusinessDays(at("2026-11-25T13:00:00-05:00"), 3)).toBe("2026-12-01");
    expect(addBusinessDays(at("2026-11-26T10:00:00-05:00"), 1)).toBe("2026-11-30");
    expect(addBusinessDays(at("2026-11-26T10:00:00-05:00"), 0)).toBe("2026-11-27");
  });

  it("steps over observed holidays and into the new year", () => {
    expect(addBusinessDays(at("2027-12-23T10:00:00-05:00"), 1)).toBe("2027-12-27");
    expect(addBusinessDays(at("2027-12-23T10:00:00-05:00"), 5)).toBe("2028-01-03");
    expect(addBusinessDays(at("2026-12-31T10:00:00-05:00"), 1)).toBe("2027-01-04");
    expect(addBusinessDays(at("2026-07-02T10:00:00-04:00"), 1)).toBe("2026-07-06");
  });

  it.each([
    [-1, 14],
    [1.5, 14],
    [367, 14],
    [1, -1],
    [1, 25],
    [1, 13.5],
  ])("refuses %s days with cutoff %s", (days, cutoff) => {
    expect(() => addBusinessDays(at("2026-12-07T10:00:00-05:00"), days, cutoff)).toThrow(RangeError);
  });

  it("refuses an invalid Date", () => {
    expect(() => addBusinessDays(new Date("not a date"), 1)).toThrow(RangeError);
  });
});

describe("formatPromise", () => {
  it.each([
    ["2026-12-03", "Thursday, Dec 3"],
    ["2026-11-30", "Monday, Nov 30"],
    ["2026-09-08", "Tuesday, Sep 8"],
    ["2026-05-04", "Monday, May 4"],
    ["2027-01-01", "Friday, Jan 1"],
  ])("shows %s as %j", (date, text) => {
    expect(formatPromise(date)).toBe(text);
  });

  it("refuses a date that does not exist", () => {
    expect(() => formatPromise("2026-13-01")).toThrow(RangeError);
  });
});
