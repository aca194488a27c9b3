import { describe, expect, it } from "vitest";
import {
  countdownWords,
  deliveryCountdown,
  shipmentArrival,
  storeDayEnd,
  storeDayStart,
} from "./delivery-countdown.ts";

describe("store days in America/New_York", () => {
  it("begin at New York's midnight, in winter and in summer time", () => {
    expect(storeDayStart("2026-03-10")?.toISOString()).toBe("2026-03-10T04:00:00.000Z");
    expect(storeDayStart("2026-01-15")?.toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(storeDayEnd("2026-03-10")?.toISOString()).toBe("2026-03-11T04:00:00.000Z");
  });

  it("span 23 or 25 hours on the days the clocks change", () => {
    const hours = (date: string) =>
      ((storeDayEnd(date)?.getTime() ?? 0) - (storeDayStart(date)?.getTime() ?? 0)) / 3_600_000;
    expect(hours("2026-03-08")).toBe(23);
    expect(hours("2026-11-01")).toBe(25);
    expect(hours("2026-12-31")).toBe(24);
    expect(storeDayEnd("2026-12-31")?.toISOString()).toBe("2027-01-01T05:00:00.000Z");
  });

  it("are null for text that is not a calendar date", () => {
    for (const text of [
      "2026-02-30",
      "2026-13-01",
      "26-03-10",
      "2026-3-10",
      "",
      "1969-12-31",
      "2026-03-10x",
    ]) {
      expect(storeDayStart(text)).toBeNull();
      expect(storeDayEnd(text)).toBeNull();
    }
    expect(storeDayStart("2028-02-29")).not.toBeNull();
  });

  it("read long hostile text at once (the pattern is anchored and linear)", () => {
    expect(storeDayStart(`${"1".repeat(200_000)}-01-01`)).toBeNull();
  });
});

describe("the delivery countdown (spec 2: in hours and minutes)", () => {
  it("counts to the end of the estimated delivery day in New York", () => {
    // 6:48 pm in New York on the day: 5 hours 12 minutes to midnight.
    expect(deliveryCountdown("2026-03-10", new Date("2026-03-10T22:48:00Z"))).toEqual({
      hours: 5,
      minutes: 12,
    });
    // From 10:00:30 am to the end of the day after next: 62 hours less 30 seconds, seconds dropped.
    expect(deliveryCountdown("2026-03-12", new Date("2026-03-10T14:00:30Z"))).toEqual({
      hours: 61,
      minutes: 59,
    });
  });

  it("is over at the day's end", () => {
    expect(deliveryCountdown("2026-03-10", new Date("2026-03-11T04:00:00Z"))).toBeNull();
    expect(deliveryCountdown("2026-03-10", new Date("2026-03-11T03:59:00Z"))).toEqual({
      hours: 0,
      minutes: 1,
    });
    expect(deliveryCountdown("not a date", new Date())).toBeNull();
  });

  it("says it in words, a zero part left out", () => {
    expect(countdownWords({ hours: 5, minutes: 12 })).toBe("Arriving in 5 hours 12 minutes");
    expect(countdownWords({ hours: 1, minutes: 1 })).toBe("Arriving in 1 hour 1 minute");
    expect(countdownWords({ hours: 0, minutes: 45 })).toBe("Arriving in 45 minutes");
    expect(countdownWords({ hours: 3, minutes: 0 })).toBe("Arriving in 3 hours");
    expect(countdownWords({ hours: 0, minutes: 0 })).toBe("Arriving in less than a minute");
  });
});

describe("a shipment's arrival", () => {
  const now = new Date("2026-03-10T22:48:00Z");
  it("is 'Delivered' with the date once delivered", () => {
    expect(
      shipmentArrival(
        {
          status: "DELIVERED",
          estimatedDelivery: "2026-03-10",
          deliveredAt: new Date("2026-03-10T19:05:07Z"),
        },
        now,
      ),
    ).toEqual({ kind: "delivered", words: "Delivered", atText: "Mar 10, 2026 03:05:07 PM" });
  });

  it("counts down while the parcel is on its way, and is late once its day is over", () => {
    for (const status of ["SHIPPING_SOON", "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELAYED"] as const) {
      expect(
        shipmentArrival({ status, estimatedDelivery: "2026-03-10", deliveredAt: null }, now),
      ).toMatchObject({
        kind: "arriving",
        words: "Arriving in 5 hours 12 minutes",
      });
    }
    expect(
      shipmentArrival({ status: "IN_TRANSIT", estimatedDelivery: "2026-03-09", deliveredAt: null }, now),
    ).toMatchObject({ kind: "late" });
  });

  it("has no countdown for a parcel going back or waiting at a pickup point", () => {
    for (const status of [
      "RETURNING_TO_SELLER",
      "RETURNED_TO_SELLER",
      "UNDELIVERABLE",
      "AVAILABLE_FOR_PICKUP",
    ] as const) {
      expect(shipmentArrival({ status, estimatedDelivery: "2026-03-10", deliveredAt: null }, now)).toEqual({
        kind: "none",
      });
    }
  });
});
