/**
 * Business days for delivery promises, on the calendar of the store's time zone (America/New_York):
 * Monday to Friday, less the US federal holidays. Pure and browser-safe, with no date library:
 * dates are 'YYYY-MM-DD' strings, a moment becomes a store date through Intl.DateTimeFormat (so the
 * browser and the server agree whatever their own zones), and day arithmetic runs on UTC midnights,
 * where every day is 24 hours long (no daylight-saving jumps).
 */

export const STORE_TIME_ZONE = "America/New_York";

/** Orders placed before 2 pm store time ship the same business day; from 2:00 pm, the next one. */
export const DEFAULT_CUTOFF_HOUR = 14;

/** A promise further out than a year is a bug, not a shipping speed. */
const MAX_BUSINESS_DAYS = 366;

const DAY_MS = 86_400_000;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;

/** A fixed date, or the nth weekday of the month (weekday 0 is Sunday; nth -1 is the last one). */
export type HolidayRule =
  | { name: string; month: number; day: number }
  | { name: string; month: number; weekday: number; nth: number };

/**
 * The eleven US federal holidays (5 U.S.C. 6103), on which the Postal Service does not deliver and
 * the store's carriers ship nothing; taking every one keeps promises safe with any carrier. A
 * fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after,
 * as federal offices do (so New Year's Day 2028, a Saturday, is observed on 2027-12-31). The rules
 * are today's, applied to any year: fine for promises, not a history of past holidays.
 */
export const US_HOLIDAYS = [
  { name: "New Year's Day", month: 1, day: 1 },
  { name: "Martin Luther King Jr. Day", month: 1, weekday: MONDAY, nth: 3 },
  { name: "Presidents' Day", month: 2, weekday: MONDAY, nth: 3 },
  { name: "Memorial Day", month: 5, weekday: MONDAY, nth: -1 },
  { name: "Juneteenth", month: 6, day: 19 },
  { name: "Independence Day", month: 7, day: 4 },
  { name: "Labor Day", month: 9, weekday: MONDAY, nth: 1 },
  { name: "Columbus Day", month: 10, weekday: MONDAY, nth: 2 },
  { name: "Veterans Day", month: 11, day: 11 },
  { name: "Thanksgiving Day", month: 11, weekday: THURSDAY, nth: 4 },
  { name: "Christmas Day", month: 12, day: 25 },
] as const satisfies readonly HolidayRule[];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date; Date.UTC rolls day 0 back to the month before. */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;
const dateOf = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (days: number) => new Date(days * DAY_MS).getUTCDay();
const yearOf = (days: number) => new Date(days * DAY_MS).getUTCFullYear();

/** The day number of a 'YYYY-MM-DD' date; throws on any other text or a date that does not exist. */
function parseDate(date: string): number {
  const match = DATE.exec(date);
  const days = match ? dayNumber(Number(match[1]), Number(match[2]), Number(match[3])) : Number.NaN;
  if (!Number.isFinite(days) || dateOf(days) !== date) {
    throw new RangeError(`a date must be a real calendar date written YYYY-MM-DD: ${date}`);
  }
  return days;
}

/** The day a rule falls on in a year: the nth weekday counted from the month's first or last day. */
function ruleDay(rule: HolidayRule, year: number): number {
  if ("day" in rule) return dayNumber(year, rule.month, rule.day);
  if (rule.nth > 0) {
    const first = dayNumber(year, rule.month, 1);
    return first + ((rule.weekday - weekdayOf(first) + 7) % 7) + (rule.nth - 1) * 7;
  }
  const last = dayNumber(year, rule.month + 1, 0);
  return last - ((weekdayOf(last) - rule.weekday + 7) % 7);
}

/** The weekday a fixed-date holiday is observed on. */
function observed(days: number): number {
  const weekday = weekdayOf(days);
  if (weekday === SATURDAY) return days - 1;
  return weekday === SUNDAY ? days + 1 : days;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

function holidaySet(year: number): ReadonlySet<string> {
  let set = holidayCache.get(year);
  if (set === undefined) {
    const days: number[] = [];
    for (const rule of US_HOLIDAYS) {
      if (!("day" in rule)) days.push(ruleDay(rule, year));
      // Next year's New Year's Day may be observed on this year's December 31.
      else for (const y of [year, year + 1]) days.push(observed(ruleDay(rule, y)));
    }
    set = new Set(days.filter((day) => yearOf(day) === year).map(dateOf));
    holidayCache.set(year, set);
  }
  return set;
}

/** The days of a year on which no carrier delivers for the holidays, as observed, in date order. */
export function holidaysOf(year: number): string[] {
  if (!Number.isInteger(year) || year < 1000 || year > 9998) {
    throw new RangeError(`a year must be a whole number from 1000 to 9998: ${year}`);
  }
  return [...holidaySet(year)].sort();
}

function isBusinessDayNumber(days: number): boolean {
  const weekday = weekdayOf(days);
  return weekday !== SATURDAY && weekday !== SUNDAY && !holidaySet(yearOf(days)).has(dateOf(days));
}

/** Whether a carrier delivers on the date: a weekday that is not an observed federal holiday. */
export function isBusinessDay(date: string): boolean {
  return isBusinessDayNumber(parseDate(date));
}

const STORE_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: STORE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The store's calendar date and hour (0-23) at a moment, daylight saving included. */
function storeClock(at: Date): { date: string; hour: number } {
  if (Number.isNaN(at.getTime())) throw new RangeError("an order date must be a valid Date");
  const parts = Object.fromEntries(STORE_CLOCK.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The calendar date (YYYY-MM-DD) in the store's time zone at a moment. */
export function storeDateOf(at: Date): string {
  return storeClock(at).date;
}

/**
 * The date (YYYY-MM-DD, store time) `days` business days after the shipping day. The shipping
 * day is the order's own store date when that is a business day and the order came before the
 * cutoff hour (14 is before 2:00 pm; 13:59 still ships that day), else the next business day.
 * 0 days is the shipping day itself.
 */
export function addBusinessDays(from: Date, days: number, cutoffHour = DEFAULT_CUTOFF_HOUR): string {
  if (!Number.isInteger(days) || days < 0 || days > MAX_BUSINESS_DAYS) {
    throw new RangeError(`business days must be a whole number from 0 to ${MAX_BUSINESS_DAYS}: ${days}`);
  }
  if (!Number.isInteger(cutoffHour) || cutoffHour < 0 || cutoffHour > 24) {
    throw new RangeError(`the cutoff hour must be a whole hour from 0 to 24: ${cutoffHour}`);
  }
  const clock = storeClock(from);
  let day = parseDate(clock.date);
  const shipsToday = clock.hour < cutoffHour && isBusinessDayNumber(day);
  for (let left = shipsToday ? days : days + 1; left > 0; left -= 1) {
    do day += 1;
    while (!isBusinessDayNumber(day));
  }
  return dateOf(day);
}

const PROMISE_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "short",
  day: "numeric",
});

/** A promise date as the shopper reads it: '2026-12-03' is 'Thursday, Dec 3'. */
export function formatPromise(date: string): string {
  return PROMISE_FORMAT.format(new Date(parseDate(date) * DAY_MS));
}
