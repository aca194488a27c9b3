import { describe, expect, it } from "vitest";
import { RETURN_TRACKING_STATUSES } from "./rules.ts";
import { CONTRACT_STATES, contractMayMove, returnMayMove } from "./transitions.ts";

/** Every move a return makes: the carrier's scan, the warehouse's receipt and settlement, the customer's cancel. */
const RETURN_JOURNEYS = new Set([
  "DROPOFF_PENDING>RETURNING",
  "DROPOFF_PENDING>CANCELLED",
  "PICKUP_SCHEDULED>RETURNING",
  "PICKUP_SCHEDULED>CANCELLED",
  "PICKUP_FAILED>RETURNING",
  "PICKUP_FAILED>CANCELLED",
  "NO_TRACKING_DATA>RETURNING",
  "NO_TRACKING_DATA>CANCELLED",
  "RETURNING>PROCESSED",
  "PROCESSING>PROCESSED",
  "PROCESSING>REFUNDED",
  "PROCESSED>REFUNDED",
]);

describe("the return's transition table", () => {
  it("allows exactly the moves of the journeys, and refuses every other pair of tracking statuses", () => {
    for (const from of RETURN_TRACKING_STATUSES) {
      for (const to of RETURN_TRACKING_STATUSES) {
        expect(returnMayMove(from, to), `${from} to ${to}`).toBe(RETURN_JOURNEYS.has(`${from}>${to}`));
      }
    }
  });

  it("closes or cancels an open contract, and moves no other", () => {
    for (const from of CONTRACT_STATES) {
      for (const to of CONTRACT_STATES) {
        expect(contractMayMove(from, to), `${from} to ${to}`).toBe(from === "open" && to !== "open");
      }
    }
  });
});
