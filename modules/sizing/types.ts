/**
 * The sizing contract (spec 1 section 3 "Sizing", spec 3 "Product sizing"): what a product bundle
 * carries and what the engine answers. Plain data, so it crosses the wire and sits in React state.
 */

/** Dimension types, in the order a product page shows them (dimension ids 1 to 6 in the catalogue). */
export const DIMENSION_TYPES = [
  "ageGroup",
  "gender",
  "singleShoeSide",
  "sizeRange",
  "size",
  "width",
] as const;
export type DimensionType = (typeof DIMENSION_TYPES)[number];

/** True for the name of a dimension type. */
export function isDimensionType(value: string): value is DimensionType {
  return DIMENSION_TYPES.some((type) => type === value);
}

/** Choosing one of these (or a colour, or a country/unit) recomputes the options and clears size and width. */
export const CONSTRAINT_TYPES = ["ageGroup", "gender", "singleShoeSide", "sizeRange"] as const;
export type ConstraintType = (typeof CONSTRAINT_TYPES)[number];

/** The message shown in place of a dimension's options when none fits the selection above it. */
export const NO_OPTIONS_MESSAGE = "No options available. Please modify the selection above.";

/** One dimension a product is sized by; `values` are the ids (into allValues) it offers, in rank order. */
export interface SizingDimension {
  id: number;
  name: string;
  type: DimensionType;
  values: number[];
}

/** A sizing value: rank orders the options; sizeType is the country or unit of a size (US, EU, inch...). */
export interface SizingValue {
  id: number;
  rank: number;
  /** The raw value: '9.5', 'Medium (B)', 'little-kids', 'womens', 'LEFT', 'Regular'. */
  label: string;
  sizeType: string | null;
}

/** The key of a dimension's value on a stock: d{dimensionId}. */
export type DimensionKey = `d${number}`;

/** One sellable item: its stock id, ASIN, colour (colorId), on-hand count and one value per dimension. */
export interface StockDatum {
  id: number;
  asin: string;
  color: number;
  onHand: number;
  [key: DimensionKey]: number | undefined;
}

/** Everything the engine needs about a product; the `sizing` field of the product bundle. */
export interface ProductSizing {
  /** In display order. */
  dimensions: SizingDimension[];
  /** The values the product uses, with their ranks. */
  allValues: SizingValue[];
  /** Every stock of every colour, in colour display order. */
  stockData: StockDatum[];
}

/** A size prediction: applied when in stock, otherwise marked 'oos'. */
export interface Prediction {
  sizeValueId: number;
  status: "applied" | "oos";
}

/** The shopper's choices: the state a buy area keeps and passes back to the engine. */
export interface SizingSelection {
  colorId: number;
  /** The chosen value id per dimension id. */
  values: Record<number, number>;
  /** The size type the sizes are shown in ('US', 'EU'...); null when the product has no sizes. */
  countryOrUnit: string | null;
  prediction: Prediction | null;
  /** Set by an add-to-bag attempt: from then on missing choices are flagged. */
  validationRequested: boolean;
}

/** Dimension value length classes (spec 3 section 9): SHORT up to 6 characters, MEDIUM over 6, LONG over 12. */
export type LengthClass = "SHORT" | "MEDIUM" | "LONG";

/** One option of a dimension as a chooser shows it. */
export interface SizingOption {
  id: number;
  /** Display text: 'Little Kid', "Women's", 'Left', '9.5', 'Medium (B)'. */
  label: string;
  /** The value as the constraints name it: 'little-kids', 'womens', 'LEFT', '9.5'. */
  constraintValue: string;
  /** Sizes of products sized by age group: the age group the size belongs to. */
  ageGroup: string | null;
  /** Sizes only: the size type ('US', 'EU', 'inch', 'standard'). */
  countryOrUnit: string | null;
  rank: number;
  /** In stock (onHand > 0) with the other choices; otherwise shown as out of stock. */
  available: boolean;
  selected: boolean;
  lengthClass: LengthClass;
}

/** One dimension as the buy area shows it. */
export interface DimensionView {
  id: number;
  key: DimensionKey;
  name: string;
  type: DimensionType;
  options: SizingOption[];
  selectedId: number | null;
  /** True once validation was requested and nothing is chosen here. */
  missing: boolean;
  /** NO_OPTIONS_MESSAGE when no option fits the choices above, else null. */
  noOptionsMessage: string | null;
  /** Some label has 6 or more characters: narrow buttons would not fit it. */
  disableNarrowButtons: boolean;
  /** Choosing here clears size and width. */
  resetsSizeAndWidth: boolean;
}

/** The country/unit chooser: only when the colour's sizes come in more than one size type. */
export interface CountryOrUnitView {
  options: { value: string; label: string; available: boolean; selected: boolean }[];
  selected: string | null;
}

/** The current constraints, by the spec's names, as constraint values (null when not chosen). */
export interface SizingConstraints {
  ageGroup: string | null;
  gender: string | null;
  shoeType: string | null;
  sizeRange: string | null;
  countryOrUnit: string | null;
  sizeDimensionValue: string | null;
}

/** What the engine answers for a selection. */
export interface SizingView {
  colorId: number;
  /** Every colour of the product, in display order, with whether any of its stock is on hand. */
  colors: { colorId: number; available: boolean }[];
  dimensions: DimensionView[];
  countryOrUnit: CountryOrUnitView | null;
  constraints: SizingConstraints;
  /** Every dimension has a choice. */
  isComplete: boolean;
  /** The stock of the complete selection, whatever its on-hand count (for 'Notify Me'). */
  matchingStock: StockDatum | null;
  /** The stock to add to the bag: only when the selection is complete and it is on hand. */
  selectedStock: StockDatum | null;
  status: "incomplete" | "inStock" | "outOfStock";
  /** Ids of the dimensions flagged missing (empty until validation is requested). */
  missingDimensionIds: number[];
  prediction: Prediction | null;
  /** The prediction was out of stock: do not open the out-of-stock modal for it. */
  suppressOutOfStockModal: boolean;
  /** Size recommendation message: a prompt, the choice matches the prediction, or it was ignored. */
  recommendation: "prompt" | "matches" | "ignored";
}
