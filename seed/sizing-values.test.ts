import { describe, expect, it } from "vitest";
import { buildSizingValues, sizeRun } from "./sizing-values.ts";

const values = buildSizingValues();
const rankOf = (dimension: string, label: string, sizeType?: string) =>
  values.find((v) => v.dimension === dimension && v.label === label && (!sizeType || v.sizeType === sizeType))
    ?.rank;
const sizes = (sizeType: string) => values.filter((v) => v.dimension === "size" && v.sizeType === sizeType);

describe("sizing values (spec 3, 'Sizing ranks')", () => {
  it("ranks age groups from infant 11000 up to adult 16000", () => {
    expect(rankOf("ageGroup", "infant")).toBe(11000);
    expect(rankOf("ageGroup", "toddler")).toBeLessThan(rankOf("ageGroup", "little-kids") ?? 0);
    expect(rankOf("ageGroup", "little-kids")).toBeLessThan(rankOf("ageGroup", "big-kids") ?? 0);
    expect(rankOf("ageGroup", "adult")).toBe(16000);
  });

  it("ranks genders womens 31000, mens 31100 and shoe types LEFT 41000, RIGHT 41100, pair 42000", () => {
    expect(rankOf("gender", "womens")).toBe(31000);
    expect(rankOf("gender", "mens")).toBe(31100);
    expect(rankOf("singleShoeSide", "LEFT")).toBe(41000);
    expect(rankOf("singleShoeSide", "RIGHT")).toBe(41100);
    expect(rankOf("singleShoeSide", "pair")).toBe(42000);
  });

  it("ranks sizes in the range of their type: clothing 10000, US 11000, EU 12000, standard 13000, inch 14000", () => {
    expect(rankOf("size", "XS")).toBeGreaterThanOrEqual(10000);
    expect(rankOf("size", "XS")).toBeLessThan(11000);
    for (const value of sizes("US")) expect(Math.floor(value.rank / 1000)).toBe(11);
    for (const value of sizes("EU")) expect(Math.floor(value.rank / 1000)).toBe(12);
    expect(rankOf("size", "One Size")).toBe(13000);
    for (const value of sizes("inch")) expect(Math.floor(value.rank / 1000)).toBe(14);
  });

  it("orders sizes so that a larger size has a higher rank", () => {
    expect(rankOf("size", "S")).toBeLessThan(rankOf("size", "M") ?? 0);
    expect(rankOf("size", "XL")).toBeLessThan(rankOf("size", "XXL") ?? 0);
    expect(rankOf("size", "7.5", "US")).toBeLessThan(rankOf("size", "8", "US") ?? 0);
    expect(rankOf("size", "10 Toddler")).toBeLessThan(rankOf("size", "10.5 Little Kid") ?? 0);
    expect(rankOf("size", "13.5 Little Kid")).toBeLessThan(rankOf("size", "1 Little Kid") ?? 0);
    expect(rankOf("size", "7 Big Kid")).toBeLessThan(rankOf("size", "4", "US") ?? 0);
  });

  it("gives each value a unique id and each (dimension, size type, label) one value", () => {
    expect(new Set(values.map((v) => v.valueId)).size).toBe(values.length);
    const keys = values.map((v) => `${v.dimension}|${v.sizeType}|${v.label}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("runs half sizes then whole sizes", () => {
    expect(sizeRun(7, 8, 10)).toEqual(["7", "7.5", "8", "9", "10"]);
  });
});
