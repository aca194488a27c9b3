import { describe, expect, it } from "vitest";
import { promiseChanges } from "./promise-changes.ts";
import { buildShipOptions, type ShipOptionsInput } from "./shipping-options.ts";

const NEW_YORK = { countryCode: "US", stateOrRegion: "NY" };
/** Monday 2026-12-07, 10 am in New York: ships today. */
const MONDAY_MORNING = new Date("2026-12-07T10:00:00-05:00");

const build = (input: Partial<ShipOptionsInput> = {}) =>
  buildShipOptions({ address: NEW_YORK, benefitReason: "plain", orderDate: MONDAY_MORNING, ...input });

describe("promiseChanges", () => {
  const beforeCutoff = new Date("2026-12-07T13:00:00-05:00");
  const afterCutoff = new Date("2026-12-07T15:00:00-05:00");

  it("records each promise date that moved, as DEX_TO_DEX", () => {
    const previous = build({ orderDate: beforeCutoff }).options;
    const current = build({ orderDate: afterCutoff }).options;
    expect(promiseChanges(previous, current, "p-1")).toEqual(
      [
        ["Next Business Day", "1 business day", "2026-12-08", "2026-12-09"],
        ["Second Business Day", "2 business days", "2026-12-09", "2026-12-10"],
        ["Standard Shipping", "3-5 business days", "2026-12-14", "2026-12-15"],
      ].map(([name, duration, prevPromiseDate, promiseDate]) => ({
        name,
        duration,
        prevPromiseDate,
        promiseDate,
        purchaseId: "p-1",
        sameOtherThanType: false,
        type: "DEX_TO_DEX",
      })),
    );
  });

  it("records nothing when no date moved, nor for a speed new to the list", () => {
    const previous = build().options;
    expect(promiseChanges(previous, build().options, "p-1")).toEqual([]);
    expect(promiseChanges(previous, build({ benefitReason: "prime-linked" }).options, "p-1")).toEqual([]);
    expect(promiseChanges([], previous, "p-1")).toEqual([]);
  });

  it("matches a standard speed whose code changed with the address by its name", () => {
    const previous = build().options;
    const current = build({ address: { countryCode: "US", stateOrRegion: "HI" } }).options;
    expect(promiseChanges(previous, current, "p-2")).toEqual([
      {
        name: "Standard Shipping",
        duration: "5-7 business days",
        prevPromiseDate: "2026-12-14",
        promiseDate: "2026-12-16",
        purchaseId: "p-2",
        sameOtherThanType: true,
        type: "DEX_TO_DEX",
      },
    ]);
  });

  it("leaves out the options hidden now", () => {
    const previous = build({ benefitReason: "rewards-gold", orderDate: beforeCutoff }).options;
    const current = build({ benefitReason: "rewards-gold", orderDate: afterCutoff }).options;
    expect(promiseChanges(previous, current, "p-3").map((change) => change.name)).toEqual([
      "Next Day WOW",
      "Standard Shipping",
    ]);
  });
});
