import { formatOrderDate, type TrackingStatus } from "./statuses.ts";

/**
 * When a parcel arrives (spec 2 section 9: "Delivery countdown in hours and minutes"): the time
 * left until the end of its estimated delivery day in the store's time zone, or when it was
 * delivered. Pure: the shipment page computes it on the server from the store's clock.
 */

/** The store's time zone (checkout's STORE_TIME_ZONE; orders may not import checkout). */
const STORE_TIME_ZONE = "America/New_York";
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;

const ZONE_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: STORE_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** How far the store's clock is ahead of UTC at a moment, in ms (negative in New York). */
function zoneOffset(at: number): number {
  const parts = Object.fromEntries(
    ZONE_PARTS.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The moment a store day ('YYYY-MM-DD') begins: its midnight in New York (never inside a
 * daylight-saving jump, which happens at 2 am). Null for text that is not a calendar date.
 */
export function storeDayStart(date: string): Date | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  if (year < 1970 || new Date(utcMidnight).toISOString().slice(0, 10) !== date) return null;
  const first = utcMidnight - zoneOffset(utcMidnight);
  // The offset at the guess may differ from the one at the real midnight (a jump in between).
  return new Date(utcMidnight - zoneOffset(first));
}

/** The moment a store day ends: the next day's midnight in New York (exclusive). */
export function storeDayEnd(date: string): Date | null {
  const start = storeDayStart(date);
  if (!start) return null;
  const next = new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + 1),
  );
  return storeDayStart(next.toISOString().slice(0, 10));
}

/** The last millisecond of a store day: the inclusive end of a date range of days. */
export function storeDayLastMoment(date: string): Date | null {
  const end = storeDayEnd(date);
  return end ? new Date(end.getTime() - 1) : null;
}

export interface Countdown {
  hours: number;
  minutes: number;
}

/** Whole hours and minutes from `now` to the end of the estimated delivery day; null once it is over. */
export function deliveryCountdown(estimatedDelivery: string, now: Date): Countdown | null {
  const end = storeDayEnd(estimatedDelivery);
  if (!end || end.getTime() <= now.getTime()) return null;
  const minutes = Math.floor((end.getTime() - now.getTime()) / MINUTE_MS);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** 'Arriving in 5 hours 12 minutes' (a zero part left out; under a minute, 'less than a minute'). */
export function countdownWords({ hours, minutes }: Countdown): string {
  const parts = [
    ...(hours > 0 ? [plural(hours, "hour")] : []),
    ...(minutes > 0 ? [plural(minutes, "minute")] : []),
  ];
  return `Arriving in ${parts.length > 0 ? parts.join(" ") : "less than a minute"}`;
}

/** Tracking statuses of a parcel still on its way to the shopper: the countdown applies. */
const ON_ITS_WAY: ReadonlySet<TrackingStatus> = new Set([
  "SHIPPING_SOON",
  "IN_TRANSIT",
  "DELAYED",
  "OUT_FOR_DELIVERY",
  "DELIVERY_ATTEMPTED",
]);

export interface ParcelFacts {
  status: TrackingStatus;
  /** 'YYYY-MM-DD', store time. */
  estimatedDelivery: string;
  deliveredAt: Date | null;
}

/** What the shipment page says of the parcel's arrival. */
export type Arrival =
  | { kind: "delivered"; words: "Delivered"; atText: string }
  | { kind: "arriving"; words: string; countdown: Countdown }
  | { kind: "late"; words: string }
  | { kind: "none" };

/** A shipment's arrival: delivered (when), arriving (the countdown), late (its day is over), or none (it is going back, or waits at a pickup point). */
export function shipmentArrival(parcel: ParcelFacts, now: Date): Arrival {
  if (parcel.status === "DELIVERED") {
    return {
      kind: "delivered",
      words: "Delivered",
      atText: parcel.deliveredAt ? formatOrderDate(parcel.deliveredAt) : "",
    };
  }
  if (!ON_ITS_WAY.has(parcel.status)) return { kind: "none" };
  const countdown = deliveryCountdown(parcel.estimatedDelivery, now);
  if (countdown) return { kind: "arriving", words: countdownWords(countdown), countdown };
  return { kind: "late", words: "Running late: it should arrive soon." };
}
