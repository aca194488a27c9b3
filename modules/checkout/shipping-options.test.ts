import { describe, expect, it } from "vitest";
import { buildShipOptions, type ShipOptions, type ShipOptionsInput } from "./shipping-options.ts";

const NEW_YORK = { countryCode: "US", stateOrRegion: "NY" };
/** Monday 2026-12-07, 10 am in New York: ships today; 1 day is Dec 8, 2 Dec 9, 5 Dec 14, 7 Dec 16, 10 Dec 21. */
const MONDAY_MORNING = new Date("2026-12-07T10:00:00-05:00");

const build = (input: Partial<ShipOptionsInput> = {}) =>
  buildShipOptions({ address: NEW_YORK, benefitReason: "plain", orderDate: MONDAY_MORNING, ...input });

/** Each option as code, price, promise date, shown (not hidden) and selected. */
const summary = (result: ShipOptions) =>
  result.options.map((option) => [
    option.code,
    option.priceCents,
    option.promiseDate,
    option.isFiltered ? "hidden" : "shown",
    option.selected ? "selected" : "",
  ]);

const selectedCode = (result: ShipOptions) =>
  result.options.filter((option) => option.selected).map((o) => o.code);

describe("buildShipOptions", () => {
  it("gives a shopper without a benefit paid expedited speeds and free standard, standard selected", () => {
    expect(build()).toEqual({
      options: [
        {
          code: "next-business",
          name: "Next Business Day",
          priceCents: 2500,
          promiseDate: "2026-12-08",
          deliveryPromise: { displayString: "Tuesday, Dec 8", isBusinessUnknown: false },
          deliveryDuration: { displayString: "1 business day" },
          description: "Expedited shipping",
          badge: null,
          selected: false,
          isFiltered: false,
        },
        {
          code: "second",
          name: "Second Business Day",
          priceCents: 1500,
          promiseDate: "2026-12-09",
          deliveryPromise: { displayString: "Wednesday, Dec 9", isBusinessUnknown: false },
          deliveryDuration: { displayString: "2 business days" },
          description: "Expedited shipping",
          badge: null,
          selected: false,
          isFiltered: false,
        },
        {
          code: "std-us",
          name: "Standard Shipping",
          priceCents: 0,
          promiseDate: "2026-12-14",
          deliveryPromise: { displayString: "Monday, Dec 14", isBusinessUnknown: false },
          deliveryDuration: { displayString: "3-5 business days" },
          description: "FREE standard shipping",
          badge: null,
          selected: true,
          isFiltered: false,
        },
      ],
      filteredShipSpeeds: [],
      autoSelected: true,
    });
  });

  it("keeps second-day when the faster option costs more", () => {
    expect(summary(build({ selectedCode: "second" }))).toEqual([
      ["next-business", 2500, "2026-12-08", "shown", ""],
      ["second", 1500, "2026-12-09", "shown", "selected"],
      ["std-us", 0, "2026-12-14", "shown", ""],
    ]);
    expect(build({ selectedCode: "second" }).autoSelected).toBe(false);
  });

  it("makes every speed free for a VIP and hides next-day and second-day behind Next Day WOW", () => {
    const vip = build({ benefitReason: "rewards-gold" });
    expect(summary(vip)).toEqual([
      ["next-wow", 0, "2026-12-08", "shown", "selected"],
      ["next-business", 0, "2026-12-08", "hidden", ""],
      ["second", 0, "2026-12-09", "hidden", ""],
      ["std-us", 0, "2026-12-14", "shown", ""],
    ]);
    expect(vip.filteredShipSpeeds).toEqual(["next-business", "second"]);
    expect(vip.options.map((option) => [option.name, option.description, option.badge])).toEqual([
      ["Next Day WOW", "A VIP exclusive, delivered the next business day", "VIP"],
      ["Next Business Day", "FREE for VIPs: you save $25.00", "VIP"],
      ["Second Business Day", "FREE for VIPs: you save $15.00", "VIP"],
      ["Standard Shipping", "FREE standard shipping", null],
    ]);
  });

  it("gives a Prime member free second-day, shown, and selected as the fastest free option", () => {
    expect(summary(build({ benefitReason: "prime-linked" }))).toEqual([
      ["next-business", 2500, "2026-12-08", "shown", ""],
      ["second", 0, "2026-12-09", "shown", "selected"],
      ["std-us", 0, "2026-12-14", "shown", ""],
    ]);
    const second = build({ benefitReason: "prime-linked" }).options[1];
    expect([second?.description, second?.badge]).toEqual(["FREE with Prime", "Prime"]);
  });

  it("selects the speed asked for when shown, else the cheapest, then the fastest", () => {
    expect(selectedCode(build({ selectedCode: "next-business" }))).toEqual(["next-business"]);
    expect(selectedCode(build({ selectedCode: "next" }))).toEqual(["next-business"]);
    expect(build({ selectedCode: "next" }).autoSelected).toBe(false);
    expect(selectedCode(build({ selectedCode: "next-wow" }))).toEqual(["std-us"]);
    expect(selectedCode(build({ selectedCode: "overnight" }))).toEqual(["std-us"]);
    const vip = { benefitReason: "rewards-gold" } as const;
    expect(selectedCode(build({ ...vip, selectedCode: "std-us" }))).toEqual(["std-us"]);
    expect(selectedCode(build({ ...vip, selectedCode: "second" }))).toEqual(["next-wow"]);
    expect(build({ ...vip, selectedCode: "second" }).autoSelected).toBe(true);
  });

  it("removes options above the original charge for a capped benefit", () => {
    const codes = (input: Partial<ShipOptionsInput>) => build(input).options.map((option) => option.code);
    const holiday = { benefitReason: "free-holiday-shipping" } as const;
    expect(codes({ ...holiday, originalShippingChargeCents: 0 })).toEqual(["second", "std-us"]);
    expect(codes({ ...holiday, originalShippingChargeCents: 2499 })).toEqual(["second", "std-us"]);
    expect(codes({ ...holiday, originalShippingChargeCents: 2500 })).toEqual([
      "next-business",
      "second",
      "std-us",
    ]);
    expect(codes(holiday)).toEqual(["next-business", "second", "std-us"]);
    expect(codes({ benefitReason: "mobile-promo", originalShippingChargeCents: 0 })).toEqual([
      "second",
      "std-us",
    ]);
    expect(codes({ benefitReason: "plain", originalShippingChargeCents: 0 })).toEqual([
      "next-business",
      "second",
      "std-us",
    ]);
    const capped = build({ ...holiday, originalShippingChargeCents: 0 });
    expect(capped.filteredShipSpeeds).toEqual([]);
    expect(selectedCode(capped)).toEqual(["second"]);
  });

  it.each([-1, 1.5, Number.NaN])("refuses an original charge of %s cents", (cents) => {
    expect(() => build({ originalShippingChargeCents: cents })).toThrow(RangeError);
  });

  it("offers a digital-only bag email delivery alone, free, dated the order's day, never hidden", () => {
    const saturday = new Date("2026-12-12T20:00:00-05:00");
    const digital = build({
      address: null,
      digitalOnly: true,
      benefitReason: "rewards-gold",
      orderDate: saturday,
    });
    expect(digital).toEqual({
      options: [
        {
          code: "digital",
          name: "Email Delivery",
          priceCents: 0,
          promiseDate: "2026-12-12",
          deliveryPromise: { displayString: "Saturday, Dec 12", isBusinessUnknown: true },
          deliveryDuration: { displayString: "Sent by email" },
          description: "FREE email delivery",
          badge: null,
          selected: true,
          isFiltered: false,
        },
      ],
      filteredShipSpeeds: [],
      autoSelected: true,
    });
    expect(selectedCode(build({ digitalOnly: true, selectedCode: "digital" }))).toEqual(["digital"]);
  });

  it.each([
    [{ countryCode: "US", stateOrRegion: "AK" }, "std-us-non48", "2026-12-16"],
    [{ countryCode: "US", stateOrRegion: "AP" }, "std-us-military", "2026-12-21"],
    [{ countryCode: "PR", stateOrRegion: "San Juan" }, "std-n-us", "2026-12-21"],
  ])("ships %j by %s alone, by %s, even for a VIP", (address, code, promiseDate) => {
    for (const benefitReason of ["plain", "rewards-elite"] as const) {
      expect(summary(build({ address, benefitReason }))).toEqual([
        [code, 0, promiseDate, "shown", "selected"],
      ]);
    }
  });

  it("sends a hazardous bag by ground, 3-7 days", () => {
    const hazmat = build({ hazmat: true, benefitReason: "rewards-gold", selectedCode: "next-wow" });
    expect(summary(hazmat)).toEqual([["std-us-protect", 0, "2026-12-16", "shown", "selected"]]);
    expect(hazmat.options[0]?.deliveryDuration.displayString).toBe("3-7 business days");
  });

  it("offers nothing, and selects nothing, without an address we ship to", () => {
    const none = { options: [], filteredShipSpeeds: [], autoSelected: false };
    expect(build({ address: null })).toEqual(none);
    expect(build({ address: { countryCode: "CA", stateOrRegion: "ON" } })).toEqual(none);
  });

  it("dates promises from the cutoff and around Thanksgiving", () => {
    const promises = (iso: string) =>
      build({ orderDate: new Date(iso) }).options.map((o) => o.deliveryPromise);
    expect(promises("2026-12-07T14:00:00-05:00").map((p) => p.displayString)).toEqual([
      "Wednesday, Dec 9",
      "Thursday, Dec 10",
      "Tuesday, Dec 15",
    ]);
    expect(promises("2026-11-25T13:00:00-05:00").map((p) => p.displayString)).toEqual([
      "Friday, Nov 27",
      "Monday, Nov 30",
      "Thursday, Dec 3",
    ]);
    expect(promises("2026-11-25T15:00:00-05:00").map((p) => p.displayString)).toEqual([
      "Monday, Nov 30",
      "Tuesday, Dec 1",
      "Friday, Dec 4",
    ]);
  });

  it("is the same for the same input", () => {
    expect(build({ benefitReason: "prime-linked" })).toEqual(build({ benefitReason: "prime-linked" }));
  });
});
