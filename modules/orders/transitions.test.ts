import { describe, expect, it } from "vitest";
import { ITEM_STATUSES, TRACKING_STATUSES } from "./statuses.ts";
import { LINE_MOVES, lineMayMove, SHIPMENT_MOVES, shipmentMayMove } from "./transitions.ts";

/** Every move the store makes, as the journeys make them (issue 29's table, read whole). */
const LINE_JOURNEYS: readonly [string, string][] = [
  ["SUBMITTED", "PROCESSING"], // the warehouse processes
  ["SUBMITTED", "SHIPPED"], // an operator ships before processing
  ["SUBMITTED", "CUSTOMER_ACTION_REQUIRED"], // its capture is refused
  ["SUBMITTED", "CANCELLED"],
  ["PROCESSING", "SHIPPED"],
  ["PROCESSING", "CUSTOMER_ACTION_REQUIRED"],
  ["PROCESSING", "CANCELLED"],
  ["CUSTOMER_ACTION_REQUIRED", "PROCESSING"], // another card
  ["CUSTOMER_ACTION_REQUIRED", "DECLINED_CANCELLED"],
  ["DECLINED", "PROCESSING"],
  ["DECLINED", "DECLINED_CANCELLED"],
  ["SHIPPED", "DELIVERY_MISTAKE"],
  ["SHIPPED", "RETURN_IN_PROGRESS"],
  ["DELIVERY_MISTAKE", "RETURN_IN_PROGRESS"],
  ["RETURN_IN_PROGRESS", "RETURNING"], // the carrier scans the box
  ["RETURN_IN_PROGRESS", "SHIPPED"], // the return is cancelled
  ["RETURN_IN_PROGRESS", "DELIVERY_MISTAKE"],
  ["RETURNING", "RETURNED"],
];

describe("the order's transition table", () => {
  it("allows exactly the moves of the journeys, and refuses every other pair of line statuses", () => {
    const allowed = new Set(LINE_JOURNEYS.map(([from, to]) => `${from}>${to}`));
    for (const from of ITEM_STATUSES) {
      for (const to of ITEM_STATUSES) {
        expect(lineMayMove(from, to), `${from} to ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it("has no way out of a final status, and no line moves to where it stands", () => {
    for (const final of ["COMPLETED", "RETURNED", "CANCELLED", "DECLINED_CANCELLED"] as const) {
      expect(LINE_MOVES[final]).toEqual([]);
    }
    for (const status of ITEM_STATUSES) expect(lineMayMove(status, status)).toBe(false);
  });

  it("moves a shipment from in transit to out for delivery to delivered, and refuses every other pair", () => {
    const allowed = new Set([
      "IN_TRANSIT>OUT_FOR_DELIVERY",
      "IN_TRANSIT>DELIVERED",
      "OUT_FOR_DELIVERY>DELIVERED",
      "SHIPPING_SOON>IN_TRANSIT",
    ]);
    for (const from of TRACKING_STATUSES) {
      for (const to of TRACKING_STATUSES) {
        expect(shipmentMayMove(from, to), `${from} to ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(SHIPMENT_MOVES.DELIVERED).toEqual([]);
  });
});
