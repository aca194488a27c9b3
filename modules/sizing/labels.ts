import type { DimensionType, LengthClass, SizingValue } from "./types.ts";

const DISPLAY_LABELS: Partial<Record<DimensionType, Record<string, string>>> = {
  ageGroup: {
    adult: "Adult",
    "big-kids": "Big Kid",
    infant: "Infant",
    kids: "Kids",
    "little-kids": "Little Kid",
    toddler: "Toddler",
  },
  gender: { womens: "Women's", mens: "Men's" },
  singleShoeSide: { LEFT: "Left", RIGHT: "Right", pair: "Pair" },
};

const UNIT_LABELS: Record<string, string> = { centimeter: "CM", inch: "Inches", standard: "Standard" };

/** The size type of a size value; values without one count as 'standard'. */
export function unitOf(value: SizingValue | undefined): string {
  return value?.sizeType ?? "standard";
}

/** Display text of a value: age groups, genders and shoe sides are spelled out, sizes and widths kept. */
export function displayLabel(type: DimensionType, constraintValue: string): string {
  return DISPLAY_LABELS[type]?.[constraintValue] ?? constraintValue;
}

/** Display text of a country or unit: 'US', 'EU', 'CM', 'Inches'. */
export function unitLabel(unit: string): string {
  return UNIT_LABELS[unit] ?? unit;
}

/** Spec 3 section 9: SHORT up to 6 characters, MEDIUM over 6, LONG over 12. */
export function lengthClass(label: string): LengthClass {
  if (label.length > 12) return "LONG";
  return label.length > 6 ? "MEDIUM" : "SHORT";
}

/** Spec 3 section 9: a label of 6 or more characters disables narrow buttons for its dimension. */
export function disablesNarrowButtons(labels: readonly string[]): boolean {
  return labels.some((label) => label.length >= 6);
}

/**
 * The preferred default of a constraint (spec 1 section 4): gender 'womens', shoe type 'LEFT'.
 * Size range 'LEFT' is read as the leftmost option, the first by rank, which is also the rule for
 * every other constraint, so only gender and shoe type name a value.
 */
export const PREFERRED_DEFAULTS: Partial<Record<DimensionType, string>> = {
  gender: "womens",
  singleShoeSide: "LEFT",
};
