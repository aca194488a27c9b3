import { describe, expect, it } from "vitest";
import {
  availableSpeeds,
  DIGITAL_DELIVERY,
  isStandardSpeed,
  type ShipAddress,
  SPEED_CODES,
  SPEEDS,
  type SpeedCode,
  standardSpeedFor,
  VIP_SAVED_PRICE_CENTS,
} from "./shipping-speeds.ts";

const us = (stateOrRegion: string) => ({ countryCode: "US", stateOrRegion });
const country = (countryCode: string) => ({ countryCode, stateOrRegion: "" });

describe("SPEEDS", () => {
  it("has spec 9's nine speed codes, fastest first", () => {
    expect(SPEED_CODES).toEqual([
      "next-wow",
      "next-business",
      "next",
      "second",
      "std-us",
      "std-us-protect",
      "std-us-non48",
      "std-us-military",
      "std-n-us",
    ]);
  });

  it.each([
    ["next-wow", "Next Day WOW", 1, 1, "1 business day", 0],
    ["next-business", "Next Business Day", 1, 1, "1 business day", 2500],
    ["next", "Next Day", 1, 1, "1 business day", 2500],
    ["second", "Second Business Day", 2, 2, "2 business days", 1500],
    ["std-us", "Standard Shipping", 3, 5, "3-5 business days", 0],
    ["std-us-protect", "Standard Shipping", 3, 7, "3-7 business days", 0],
    ["std-us-non48", "Standard Shipping", 5, 7, "5-7 business days", 0],
    ["std-us-military", "Standard Shipping", 5, 10, "5-10 business days", 0],
    ["std-n-us", "Standard Shipping", 5, 10, "5-10 business days", 0],
  ] as const)("%s is %s, %i-%i days (%s), %i cents", (code, name, minDays, maxDays, duration, priceCents) => {
    expect(SPEEDS[code]).toEqual({
      name,
      minDays,
      maxDays,
      duration,
      priceCents,
      isFreeStandard: priceCents === 0,
    });
  });

  it("uses exactly spec 9's six delivery durations", () => {
    expect(new Set(SPEED_CODES.map((code) => SPEEDS[code].duration))).toEqual(
      new Set([
        "1 business day",
        "2 business days",
        "3-5 business days",
        "3-7 business days",
        "5-7 business days",
        "5-10 business days",
      ]),
    );
  });

  it("has spec 9's free/standard set", () => {
    expect(SPEED_CODES.filter((code) => SPEEDS[code].isFreeStandard)).toEqual([
      "next-wow",
      "std-us",
      "std-us-protect",
      "std-us-non48",
      "std-us-military",
      "std-n-us",
    ]);
    expect(SPEED_CODES.filter(isStandardSpeed)).toEqual(
      SPEED_CODES.filter((code) => code.startsWith("std-")),
    );
  });

  it("keeps spec 9's saved VIP prices, which are what a shopper without a benefit pays", () => {
    expect(VIP_SAVED_PRICE_CENTS).toEqual({ "next-business": 2500, next: 2500, second: 1500, "next-wow": 0 });
    for (const code of ["next-business", "next", "second"] as const) {
      expect(VIP_SAVED_PRICE_CENTS[code]).toBe(SPEEDS[code].priceCents);
    }
  });

  it("delivers e-gift cards by email, free", () => {
    expect(DIGITAL_DELIVERY).toEqual({
      code: "digital",
      name: "Email Delivery",
      duration: "Sent by email",
      priceCents: 0,
    });
  });
});

describe("standardSpeedFor", () => {
  const cases: [ShipAddress, SpeedCode | null][] = [
    [us("NY"), "std-us"],
    [us("CA"), "std-us"],
    [us("DC"), "std-us"],
    [{ countryCode: " us ", stateOrRegion: " tx " }, "std-us"],
    [us("AK"), "std-us-non48"],
    [us("hi"), "std-us-non48"],
    [us("AA"), "std-us-military"],
    [us("AE"), "std-us-military"],
    [us("ap"), "std-us-military"],
    [us("PR"), "std-n-us"],
    [us("GU"), "std-n-us"],
    ...["AS", "MH", "MP", "FM", "PW", "GU", "UM", "PR", "VI"].map((code): [ShipAddress, SpeedCode] => [
      country(code),
      "std-n-us",
    ]),
    [country("pr"), "std-n-us"],
    [country("CA"), null],
    [country("CU"), null],
    [country(""), null],
  ];

  it.each(cases)("%j ships %s", (address, code) => {
    expect(standardSpeedFor(address)).toBe(code);
  });
});

describe("availableSpeeds", () => {
  it("offers the 48 contiguous states next-day, second-day and standard", () => {
    expect(availableSpeeds(us("NY"))).toEqual(["next-business", "second", "std-us"]);
    expect(availableSpeeds(us("DC"), { vip: false })).toEqual(["next-business", "second", "std-us"]);
  });

  it("adds Next Day WOW for a VIP alone", () => {
    expect(availableSpeeds(us("NY"), { vip: true })).toEqual([
      "next-wow",
      "next-business",
      "second",
      "std-us",
    ]);
  });

  it("sends a hazardous bag by ground only, VIP or not", () => {
    expect(availableSpeeds(us("NY"), { hazmat: true })).toEqual(["std-us-protect"]);
    expect(availableSpeeds(us("NY"), { hazmat: true, vip: true })).toEqual(["std-us-protect"]);
    expect(availableSpeeds(us("AK"), { hazmat: true })).toEqual(["std-us-non48"]);
  });

  it.each([
    [us("AK"), "std-us-non48"],
    [us("HI"), "std-us-non48"],
    [us("AE"), "std-us-military"],
    [country("PR"), "std-n-us"],
    [country("GU"), "std-n-us"],
  ])("offers %j its standard speed alone, even to a VIP", (address, code) => {
    expect(availableSpeeds(address)).toEqual([code]);
    expect(availableSpeeds(address, { vip: true })).toEqual([code]);
  });

  it("offers a digital-only bag email delivery alone, with or without an address", () => {
    expect(availableSpeeds(null, { digitalOnly: true })).toEqual(["digital"]);
    expect(availableSpeeds(us("NY"), { digitalOnly: true, vip: true })).toEqual(["digital"]);
  });

  it("offers nothing without an address we ship to", () => {
    expect(availableSpeeds(null)).toEqual([]);
    expect(availableSpeeds(country("CA"), { vip: true })).toEqual([]);
  });

  it("never offers the older 'next' code", () => {
    const addresses = [us("NY"), us("AK"), us("AP"), country("PR")];
    for (const address of addresses) {
      for (const vip of [false, true]) expect(availableSpeeds(address, { vip })).not.toContain("next");
    }
  });
});
