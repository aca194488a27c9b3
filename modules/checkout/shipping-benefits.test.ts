import { describe, expect, it } from "vitest";
import {
  BENEFIT_COPY,
  BENEFIT_REASONS,
  BENEFITS,
  type BenefitReason,
  benefitCopy,
  describeOption,
  priceUnder,
} from "./shipping-benefits.ts";
import type { ShipCode } from "./shipping-speeds.ts";

const VIP_REASONS: BenefitReason[] = [
  "legacy-vip",
  "rewards-gold",
  "rewards-platinum",
  "rewards-elite",
  "silver-as-gold",
  "new-vip",
  "vip-at-checkout",
];
const PRIME_REASONS: BenefitReason[] = ["prime-linked", "no-vip-prime"];
const EVERYONE_REASONS: BenefitReason[] = [
  "plain",
  "rewards-silver",
  "no-vip",
  "mobile-promo",
  "free-holiday-shipping",
];

describe("BENEFITS", () => {
  it("covers every reason once", () => {
    expect(BENEFIT_REASONS).toHaveLength(14);
    expect(new Set([...VIP_REASONS, ...PRIME_REASONS, ...EVERYONE_REASONS])).toEqual(
      new Set(BENEFIT_REASONS),
    );
    expect(Object.keys(BENEFITS).sort()).toEqual([...BENEFIT_REASONS].sort());
  });

  it.each([
    ["plain", "retailer", "standard", false],
    ["legacy-vip", "vip", "all", false],
    ["mobile-promo", "retailer", "second", true],
    ["rewards-silver", "retailer", "standard", false],
    ["rewards-gold", "vip", "all", false],
    ["rewards-platinum", "vip", "all", false],
    ["rewards-elite", "vip", "all", false],
    ["silver-as-gold", "vip", "all", false],
    ["prime-linked", "prime", "second", false],
    ["new-vip", "vip", "all", false],
    ["no-vip", "retailer", "standard", false],
    ["no-vip-prime", "prime", "second", false],
    ["vip-at-checkout", "vip", "all", true],
    ["free-holiday-shipping", "holiday", "second", true],
  ] as const)("%s: %s descriptions, free %s, capped %s", (reason, kind, free, capped) => {
    expect(BENEFITS[reason]).toEqual({ kind, free, capped });
  });
});

describe("benefitCopy", () => {
  it.each(VIP_REASONS)("gives %s the VIP words", (reason) => {
    expect(benefitCopy(reason)).toBe(
      "As a VIP member, all shipping options are FREE! Thanks for being a VIP!",
    );
  });

  it.each(PRIME_REASONS)("gives %s the Prime words", (reason) => {
    expect(benefitCopy(reason)).toBe(
      "As a Prime member, you have more FREE shipping options to choose from.",
    );
  });

  it.each(EVERYONE_REASONS)("gives %s everyone's free standard shipping", (reason) => {
    expect(benefitCopy(reason)).toBe(BENEFIT_COPY.everyone);
    expect(BENEFIT_COPY.everyone).toBe("Everyone gets FREE standard shipping!");
  });
});

describe("priceUnder", () => {
  const codes: ShipCode[] = ["next-wow", "next-business", "next", "second", "std-us", "std-n-us", "digital"];
  const prices = (reason: BenefitReason) => codes.map((code) => priceUnder(reason, code));

  it("charges a shopper without a benefit for the expedited speeds alone", () => {
    expect(prices("plain")).toEqual([0, 2500, 2500, 1500, 0, 0, 0]);
    expect(prices("rewards-silver")).toEqual(prices("plain"));
    expect(prices("no-vip")).toEqual(prices("plain"));
  });

  it.each(VIP_REASONS)("makes every speed free for %s", (reason) => {
    expect(prices(reason)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it.each([...PRIME_REASONS, "mobile-promo", "free-holiday-shipping"] as const)(
    "makes second-day free for %s",
    (reason) => {
      expect(prices(reason)).toEqual([0, 2500, 2500, 0, 0, 0, 0]);
    },
  );
});

describe("describeOption", () => {
  it.each([
    ["rewards-gold", "next-business", "FREE for VIPs: you save $25.00", "VIP"],
    ["rewards-gold", "next", "FREE for VIPs: you save $25.00", "VIP"],
    ["legacy-vip", "second", "FREE for VIPs: you save $15.00", "VIP"],
    ["new-vip", "next-wow", "A VIP exclusive, delivered the next business day", "VIP"],
    ["rewards-gold", "std-us", "FREE standard shipping", null],
    ["prime-linked", "second", "FREE with Prime", "Prime"],
    ["prime-linked", "next-business", "Expedited shipping", null],
    ["free-holiday-shipping", "second", "FREE holiday shipping", "Holiday"],
    ["free-holiday-shipping", "next-business", "Expedited shipping", null],
    ["mobile-promo", "second", "FREE shipping", null],
    ["plain", "second", "Expedited shipping", null],
    ["plain", "std-us-military", "FREE standard shipping", null],
    ["plain", "digital", "FREE email delivery", null],
    ["rewards-elite", "digital", "FREE email delivery", null],
  ] as const)("%s, %s: %j with badge %s", (reason, code, description, badge) => {
    expect(describeOption(reason, code)).toEqual({ description, badge });
  });

  it("shows the free-shipping words on every VIP speed but Next Day WOW", () => {
    const words = (code: ShipCode) => describeOption("rewards-platinum", code).description;
    expect(words("next-wow")).not.toMatch(/FREE/);
    for (const code of ["next-business", "next", "second"] as const)
      expect(words(code)).toMatch(/^FREE for VIPs/);
  });
});
