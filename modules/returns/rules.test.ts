import { describe, expect, it } from "vitest";
import {
  cancellableReturn,
  firstTrackingStatus,
  LABEL_TYPES,
  RETURN_TRACKING_STATUSES,
  type ReturnableFacts,
  returnIneligibility,
  returnStatusOf,
  returnStatusWords,
  transportOptionsFor,
} from "./rules.ts";

const DAY = 24 * 60 * 60 * 1000;
const placed = new Date("2026-03-10T14:00:00Z");
const daysLater = (days: number) => new Date(placed.getTime() + days * DAY);

const delivered: ReturnableFacts = {
  status: "SHIPPED",
  tracking: "DELIVERED",
  isGiftCard: false,
  isEgc: false,
  placedAt: placed,
  returnAttempts: 0,
  inOpenReturn: false,
};

describe("return eligibility (spec 2 sections 3 and 9)", () => {
  it("lets a delivered item go back inside 60 days of the order from 2025-06-01, not a day more", () => {
    expect(returnIneligibility(delivered, daysLater(1))).toBeNull();
    expect(returnIneligibility(delivered, daysLater(60))).toBeNull();
    expect(returnIneligibility(delivered, new Date(daysLater(60).getTime() + 1000))).toBe("outside-window");
  });

  it("gives orders placed before 2025-06-01 the bag's 365-day window", () => {
    const old = { ...delivered, placedAt: new Date("2025-05-20T12:00:00Z") };
    expect(returnIneligibility(old, new Date("2026-03-01T12:00:00Z"))).toBeNull();
    expect(returnIneligibility(old, new Date("2026-05-21T12:00:00Z"))).toBe("outside-window");
  });

  it("needs the item delivered (or delivered by mistake)", () => {
    expect(returnIneligibility({ ...delivered, tracking: "IN_TRANSIT" }, daysLater(1))).toBe("not-delivered");
    expect(returnIneligibility({ ...delivered, status: "PROCESSING", tracking: null }, daysLater(1))).toBe(
      "not-delivered",
    );
    expect(returnIneligibility({ ...delivered, status: "DELIVERY_MISTAKE" }, daysLater(1))).toBeNull();
  });

  it("never takes gift cards back", () => {
    expect(returnIneligibility({ ...delivered, isGiftCard: true }, daysLater(1))).toBe("gift-card");
    expect(returnIneligibility({ ...delivered, isGiftCard: true, isEgc: true }, daysLater(1))).toBe(
      "not-delivered",
    );
  });

  it("counts attempts from 0 and stops at 10", () => {
    expect(returnIneligibility({ ...delivered, returnAttempts: 9 }, daysLater(1))).toBeNull();
    expect(returnIneligibility({ ...delivered, returnAttempts: 10 }, daysLater(1))).toBe("attempts-used");
  });

  it("refuses an item in an open return before anything else, and one returned already", () => {
    expect(returnIneligibility({ ...delivered, inOpenReturn: true, returnAttempts: 10 }, daysLater(90))).toBe(
      "return-open",
    );
    expect(returnIneligibility({ ...delivered, status: "RETURNED" }, daysLater(1))).toBe("already-returned");
    expect(returnIneligibility({ ...delivered, status: "RETURNING" }, daysLater(1))).toBe("already-returned");
  });
});

describe("return statuses and their words", () => {
  it("maps every tracking status to a return status with spec 2's words, as a sentence with the carrier's proper name", () => {
    expect(
      Object.fromEntries(
        RETURN_TRACKING_STATUSES.map((s) => [s, returnStatusWords(returnStatusOf(s), "Fleetfoot", "UPS")]),
      ),
    ).toEqual({
      DROPOFF_PENDING: "Return via UPS drop-off",
      PICKUP_SCHEDULED: "Return scheduled for pick-up",
      PICKUP_FAILED: "Return scheduled for pick-up",
      NO_TRACKING_DATA: "Return via UPS drop-off",
      RETURNING: "Returning to Fleetfoot",
      PROCESSING: "Processing return",
      PROCESSED: "Returned to Fleetfoot",
      REFUNDED: "Returned to Fleetfoot",
      CANCELLED: "Return cancelled",
    });
    expect(returnStatusWords("DROPOFF_PENDING", "Fleetfoot", "USPS")).toBe("Return via USPS drop-off");
  });

  it("starts a pick-up as scheduled and anything else as waiting for its drop-off; cancellable until the carrier has it", () => {
    expect(LABEL_TYPES.map((type) => [type, firstTrackingStatus(type)])).toContainEqual([
      "UPS_PICKUP",
      "PICKUP_SCHEDULED",
    ]);
    expect(firstTrackingStatus("PRINT")).toBe("DROPOFF_PENDING");
    expect(RETURN_TRACKING_STATUSES.filter(cancellableReturn)).toEqual([
      "DROPOFF_PENDING",
      "PICKUP_SCHEDULED",
      "PICKUP_FAILED",
    ]);
  });

  it("offers packageless drop-offs for up to 5 items only", () => {
    expect(transportOptionsFor(5).map((o) => o.labelType)).toEqual([...LABEL_TYPES]);
    expect(transportOptionsFor(6).map((o) => o.labelType)).toEqual([
      "PRINT",
      "EMAIL",
      "UPS_LABELLESS",
      "MAIL",
      "UPS_PICKUP",
      "ANY_CARRIER",
    ]);
    expect(transportOptionsFor(1).find((o) => o.labelType === "ANY_CARRIER")?.carrier).toBe("USPS");
  });
});
