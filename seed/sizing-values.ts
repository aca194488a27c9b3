import type { sizingValues } from "../modules/catalog/schema.server.ts";

export type SizingValueRow = typeof sizingValues.$inferInsert;
export type SizingDimension = "size" | "width" | "ageGroup" | "gender" | "singleShoeSide" | "sizeRange";
/** The size types stored on sizing values (spec 3: US, EU, inch, standard among others). */
export type SizeType = "US" | "EU" | "inch" | "standard";
export type AgeGroup = "infant" | "toddler" | "little-kids" | "kids" | "big-kids" | "adult";

/** Half sizes from `from` to `to`, then whole sizes up to `wholeTo` (e.g. 7-12 by halves, then 13, 14, 15). */
export function sizeRun(from: number, to: number, wholeTo = to): string[] {
  const sizes: string[] = [];
  for (let size = from; size <= to; size += 0.5) sizes.push(String(size));
  for (let size = Math.floor(to) + 1; size <= wholeTo; size++) sizes.push(String(size));
  return sizes;
}

export const INFANT_SIZES = ["1 Infant", "2 Infant", "3 Infant", "4 Infant"];
export const TODDLER_SIZES = sizeRun(4, 10).map((size) => `${size} Toddler`);
export const LITTLE_KID_SIZES = [...sizeRun(10.5, 13.5), ...sizeRun(1, 3)].map(
  (size) => `${size} Little Kid`,
);
export const BIG_KID_SIZES = sizeRun(3.5, 7).map((size) => `${size} Big Kid`);
export const ADULT_US_SIZES = sizeRun(4, 16);
export const EU_SIZES = sizeRun(35, 47).filter((size) => !size.includes("."));
export const BELT_INCHES = ["28", "30", "32", "34", "36", "38", "40", "42", "44", "46"];
export const CLOTHING_SIZES = [
  "XXS",
  "XS",
  "S",
  "S/M",
  "M",
  "L",
  "L/XL",
  "XL",
  "XXL",
  "1X",
  "2X",
  "3X",
  "4X",
];
export const KIDS_CLOTHING_SIZES = ["2T", "3T", "4T", "5T", "4", "5", "6", "7", "8", "10", "12", "14", "16"];
export const GIFT_CARD_AMOUNTS = [10, 25, 50, 75, 100, 150, 200, 250, 500];
export const ONE_SIZE = "One Size";

/** The label of a gift card amount used as its size, e.g. '$50'. */
export function giftCardAmountLabel(dollars: number): string {
  return `$${dollars}`;
}

/** Widths by audience: women 2A/B/D/2E, men D/2E/4E, kids and unisex plain Medium/Wide. */
export const WIDTH_RANKS: Record<string, number> = {
  "Narrow (2A)": 21000,
  "Medium (B)": 21100,
  "Wide (D)": 21200,
  "X-Wide (2E)": 21300,
  Medium: 21105,
  Wide: 21205,
  "Medium (D)": 21210,
  "Wide (2E)": 21310,
  "X-Wide (4E)": 21410,
};

/** Spec 3, "Sizing ranks": age groups infant 11000 up to adult 16000. */
export const AGE_GROUP_RANKS: Record<AgeGroup, number> = {
  infant: 11000,
  toddler: 12000,
  "little-kids": 13000,
  kids: 14000,
  "big-kids": 15000,
  adult: 16000,
};

/** Spec 3, "Sizing ranks": genders womens 31000, mens 31100. */
export const GENDER_RANKS: Record<string, number> = { womens: 31000, mens: 31100 };

/** Spec 3, "Sizing ranks": shoe types LEFT 41000, RIGHT 41100, pair 42000. */
export const SHOE_TYPE_RANKS: Record<string, number> = { LEFT: 41000, RIGHT: 41100, pair: 42000 };

/** Spec 3, "Body-size ranges": regular 1000, single ranges from 2000. */
export const SIZE_RANGE_RANKS: Record<string, number> = {
  Regular: 1000,
  Petite: 2000,
  Plus: 2100,
  Tall: 2200,
};

/** Spec 3, "Size rank ranges": clothing standard 10000, US 11000, EU 12000, standard 13000, inch 14000. */
const RANK_BASE = { clothingStandard: 10000, US: 11000, EU: 12000, standard: 13000, inch: 14000 };

/** The key a sizing value is found by: dimension, size type (sizes only) and label. */
export function sizingKey(dimension: string, label: string, sizeType?: string | null): string {
  return `${dimension}|${sizeType ?? ""}|${label}`;
}

/** Every sizing value of the catalogue with its id and rank, in a fixed order; ids start at 1. */
export function buildSizingValues(): SizingValueRow[] {
  const rows: SizingValueRow[] = [];
  const add = (dimension: SizingDimension, label: string, rank: number, sizeType: string | null) =>
    rows.push({ valueId: rows.length + 1, dimension, label, rank, sizeType });
  const addSizes = (base: number, sizeType: SizeType, labels: readonly string[]) => {
    labels.forEach((label, i) => {
      add("size", label, base + i, sizeType);
    });
  };

  addSizes(RANK_BASE.clothingStandard, "standard", [...CLOTHING_SIZES, ...KIDS_CLOTHING_SIZES]);
  const kidsUs = [...INFANT_SIZES, ...TODDLER_SIZES, ...LITTLE_KID_SIZES, ...BIG_KID_SIZES];
  addSizes(RANK_BASE.US, "US", [...kidsUs, ...ADULT_US_SIZES]);
  addSizes(RANK_BASE.EU, "EU", EU_SIZES);
  addSizes(RANK_BASE.standard, "standard", [ONE_SIZE, ...GIFT_CARD_AMOUNTS.map(giftCardAmountLabel)]);
  addSizes(RANK_BASE.inch, "inch", BELT_INCHES);
  for (const [label, rank] of Object.entries(WIDTH_RANKS)) add("width", label, rank, null);
  for (const [label, rank] of Object.entries(AGE_GROUP_RANKS)) add("ageGroup", label, rank, null);
  for (const [label, rank] of Object.entries(GENDER_RANKS)) add("gender", label, rank, null);
  for (const [label, rank] of Object.entries(SHOE_TYPE_RANKS)) add("singleShoeSide", label, rank, null);
  for (const [label, rank] of Object.entries(SIZE_RANGE_RANKS)) add("sizeRange", label, rank, null);
  return rows;
}
