/** Test helpers: sizing data built from the demo catalogue's real values, ranks and dimension ids. */
import { DIMENSIONS } from "../../seed/sizing-models.ts";
import { buildSizingValues, sizingKey } from "../../seed/sizing-values.ts";
import { unitOf } from "./labels.ts";
import { initialSelection, select, selectColor, selectCountryOrUnit } from "./selection.ts";
import type { DimensionType, ProductSizing, SizingSelection, SizingValue, StockDatum } from "./types.ts";
import { view } from "./view.ts";

/** One stock to build: its colour, its value label per dimension and its on-hand count. */
export interface StockSpec {
  color: number;
  onHand: number;
  size?: string;
  /** Size type of the size: 'US' unless given ('standard' for clothing, 'EU', 'inch'). */
  sizeType?: string;
  width?: string;
  ageGroup?: string;
  gender?: string;
  singleShoeSide?: string;
  sizeRange?: string;
}

const catalogueValues = buildSizingValues();

function valueFor(type: DimensionType, label: string, sizeType: string | undefined): SizingValue {
  const key = sizingKey(type, label, type === "size" ? (sizeType ?? "US") : null);
  const row = catalogueValues.find(
    (value) => sizingKey(value.dimension, value.label, value.sizeType) === key,
  );
  if (row?.valueId === undefined) throw new Error(`no sizing value ${key}`);
  return { id: row.valueId, rank: row.rank, label: row.label, sizeType: row.sizeType ?? null };
}

/** The catalogue id of a value, e.g. valueId("size", "9.5") or valueId("gender", "mens"). */
export function valueId(type: DimensionType, label: string, sizeType?: string): number {
  return valueFor(type, label, sizeType).id;
}

/** Sizing data of a product sized by `types` (display order follows the dimension ids) with these stocks. */
export function sizingOf(
  types: DimensionType[],
  stocks: StockSpec[],
  overrides: SizingValue[] = [],
): ProductSizing {
  const dimensions = [...types].sort((a, b) => DIMENSIONS[a].id - DIMENSIONS[b].id);
  const used = new Map<number, SizingValue>();
  const stockData = stocks.map((spec, index) => {
    const stock: StockDatum = {
      id: 1000 + index,
      asin: `B0TEST${String(index).padStart(4, "0")}`,
      color: spec.color,
      onHand: spec.onHand,
    };
    for (const type of dimensions) {
      const label = spec[type];
      if (label === undefined) throw new Error(`stock ${index} has no ${type}`);
      const value = valueFor(type, label, spec.sizeType);
      used.set(value.id, overrides.find((override) => override.id === value.id) ?? value);
      stock[`d${DIMENSIONS[type].id}`] = value.id;
    }
    return stock;
  });
  const allValues = [...used.values()].sort((a, b) => a.rank - b.rank || a.id - b.id);
  return {
    dimensions: dimensions.map((type) => ({
      id: DIMENSIONS[type].id,
      name: DIMENSIONS[type].name,
      type,
      values: allValues
        .filter((value) => stockData.some((stock) => stock[`d${DIMENSIONS[type].id}`] === value.id))
        .map((value) => value.id),
    })),
    allValues,
    stockData,
  };
}

/** Every combination of sizes and widths of one colour, with on-hand counts from `onHand`. */
export function grid(
  color: number,
  sizes: readonly string[],
  widths: readonly (string | undefined)[],
  extra: Omit<StockSpec, "color" | "onHand" | "size" | "width">,
  onHand: (size: string, width: string | undefined) => number = () => 5,
): StockSpec[] {
  return sizes.flatMap((size) =>
    widths.map((width) => ({ color, size, width, ...extra, onHand: onHand(size, width) })),
  );
}

/** The option labels of a dimension of the view, by dimension type. */
export function labelsOf(sizing: ProductSizing, selection: SizingSelection, type: DimensionType): string[] {
  return optionsOf(sizing, selection, type).map((option) => option.label);
}

/** The options of a dimension of the view, by dimension type. */
export function optionsOf(sizing: ProductSizing, selection: SizingSelection, type: DimensionType) {
  return view(sizing, selection).dimensions.find((dimension) => dimension.type === type)?.options ?? [];
}

/** The chosen value label of a dimension, or null. */
export function chosenLabel(sizing: ProductSizing, selection: SizingSelection, type: DimensionType) {
  const dimension = view(sizing, selection).dimensions.find((candidate) => candidate.type === type);
  return dimension?.options.find((option) => option.selected)?.constraintValue ?? null;
}

/** The dimension id of a type in the catalogue. */
export function dimensionId(type: DimensionType): number {
  return DIMENSIONS[type].id;
}

/**
 * The shopper's way to a stock: load the product in any colour, choose the stock's colour, each
 * constraint in display order, the unit of its size, then its size and width.
 */
export function reachStock(sizing: ProductSizing, stock: StockDatum, startColor: number): SizingSelection {
  let selection = selectColor(sizing, initialSelection(sizing, startColor), stock.color);
  const size = sizing.dimensions.find((dimension) => dimension.type === "size");
  const sizeValue = size ? stock[`d${size.id}`] : undefined;
  const ordered = [...sizing.dimensions].sort((a, b) => Number(isFinal(a.type)) - Number(isFinal(b.type)));
  for (const dimension of ordered) {
    if (dimension === size && sizeValue !== undefined) {
      const unit = unitOf(sizing.allValues.find((value) => value.id === sizeValue));
      selection = selectCountryOrUnit(sizing, selection, unit);
    }
    const valueId = stock[`d${dimension.id}`];
    if (valueId !== undefined) selection = select(sizing, selection, dimension.id, valueId);
  }
  return selection;
}

function isFinal(type: DimensionType): boolean {
  return type === "size" || type === "width";
}
