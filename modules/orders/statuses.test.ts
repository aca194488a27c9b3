import { describe, expect, it } from "vitest";
import {
  formatOrderDate,
  ITEM_STATUS_WORDS,
  insideReturnWindow,
  itemStatusWords,
  type LineFacts,
  lineFlags,
  TRACKING_LABELS,
} from "./statuses.ts";

const NOW = new Date("2026-03-10T14:00:00Z");
const line = (facts: Partial<LineFacts>): LineFacts => ({
  status: "SUBMITTED",
  tracking: null,
  isGiftCard: false,
  isEgc: false,
  placedAt: new Date("2026-03-01T12:00:00Z"),
  ...facts,
});

describe("order statuses and flags (spec 2 section 3)", () => {
  it("reads every status with the spec's words, 'delivered' for a shipped item its shipment delivered", () => {
    expect(ITEM_STATUS_WORDS.DECLINED_CANCELLED).toBe("cancelled - card declined");
    expect(ITEM_STATUS_WORDS.CUSTOMER_ACTION_REQUIRED).toBe("customer action required");
    expect(itemStatusWords("SHIPPED", "IN_TRANSIT")).toBe("shipped");
    expect(itemStatusWords("SHIPPED", "DELIVERED")).toBe("delivered");
    expect(itemStatusWords("RETURNING", "DELIVERED")).toBe("returning");
    expect(TRACKING_LABELS.OUT_FOR_DELIVERY).toBe("Out for delivery");
    expect(TRACKING_LABELS.SHIPPING_SOON).toBe("Shipping Soon");
  });

  it("lets an item be cancelled until it ships, never an e-Gift Card", () => {
    for (const status of ["SUBMITTED", "PROCESSING", "CUSTOMER_ACTION_REQUIRED", "DECLINED"] as const) {
      expect(lineFlags(line({ status }), NOW)).toMatchObject({
        cancellable: true,
        customerCancellable: true,
      });
    }
    for (const status of ["SHIPPED", "CANCELLED", "DECLINED_CANCELLED", "COMPLETED", "RETURNED"] as const) {
      expect(lineFlags(line({ status }), NOW).customerCancellable).toBe(false);
    }
    expect(lineFlags(line({ isEgc: true, isGiftCard: true, status: "COMPLETED" }), NOW).cancellable).toBe(
      false,
    );
  });

  it("lets a delivered item be returned; its customer only inside the window and never a gift card", () => {
    const delivered = line({ status: "SHIPPED", tracking: "DELIVERED" });
    expect(lineFlags(delivered, NOW)).toEqual({
      cancellable: false,
      customerCancellable: false,
      returnable: true,
      customerReturnable: true,
      exchangeable: true,
    });
    expect(lineFlags(line({ status: "SHIPPED", tracking: "IN_TRANSIT" }), NOW).returnable).toBe(false);
    const late = new Date(NOW.getTime() + 61 * 24 * 3600 * 1000);
    expect(lineFlags(delivered, late)).toMatchObject({ returnable: true, customerReturnable: false });
    const card = line({ status: "SHIPPED", tracking: "DELIVERED", isGiftCard: true });
    expect(lineFlags(card, NOW)).toMatchObject({
      returnable: true,
      customerReturnable: false,
      exchangeable: false,
    });
    expect(lineFlags(line({ status: "DELIVERY_MISTAKE" }), NOW).customerReturnable).toBe(true);
  });

  it("keeps the 365-day window for orders placed before 2025-06-01 and 60 days after", () => {
    const old = new Date("2025-05-20T12:00:00Z");
    expect(insideReturnWindow(old, new Date("2026-05-01T12:00:00Z"))).toBe(true);
    expect(insideReturnWindow(old, new Date("2026-06-01T12:00:00Z"))).toBe(false);
    const recent = new Date("2025-06-02T12:00:00Z");
    expect(insideReturnWindow(recent, new Date("2025-08-01T12:00:00Z"))).toBe(true);
    expect(insideReturnWindow(recent, new Date("2025-08-02T12:00:01Z"))).toBe(false);
  });

  it("formats dates as 'MMM D, YYYY hh:mm:ss A' in the store's time zone", () => {
    expect(formatOrderDate(new Date("2026-03-10T14:05:07Z"))).toBe("Mar 10, 2026 10:05:07 AM");
    expect(formatOrderDate(new Date("2026-01-02T05:00:00Z"))).toBe("Jan 2, 2026 12:00:00 AM");
    expect(formatOrderDate(new Date("2026-07-04T16:30:00Z"))).toBe("Jul 4, 2026 12:30:00 PM");
  });
});
