import { unitOf } from "./labels.ts";
import {
  CONSTRAINT_TYPES,
  type DimensionKey,
  type DimensionType,
  type ProductSizing,
  type SizingDimension,
  type SizingValue,
  type StockDatum,
} from "./types.ts";

/** A product's sizing with its lookups built once per engine call. */
export interface SizingContext {
  sizing: ProductSizing;
  valueById: ReadonlyMap<number, SizingValue>;
  /** The constraint dimensions (age group, gender, shoe side, size range), in display order. */
  constraintDimensions: SizingDimension[];
  /** Size and width, in display order. */
  finalDimensions: SizingDimension[];
  sizeDimension: SizingDimension | undefined;
  /** Colour ids in display order (first appearance in stockData). */
  colorIds: number[];
}

/** Which stocks to look at: a colour, some dimension values and, optionally, the size type of the size. */
export interface Criteria {
  colorId: number;
  values: ReadonlyMap<number, number>;
  countryOrUnit: string | null;
}

/** The key of a dimension's value on a stock. */
export function keyOf(dimensionId: number): DimensionKey {
  return `d${dimensionId}`;
}

/** The value a stock has in a dimension, if any. */
export function valueIn(stock: StockDatum, dimensionId: number): number | undefined {
  return stock[keyOf(dimensionId)];
}

function isConstraint(type: DimensionType): boolean {
  return CONSTRAINT_TYPES.some((constraint) => constraint === type);
}

/** Builds the lookups of a product's sizing. */
export function contextOf(sizing: ProductSizing): SizingContext {
  const colorIds = [...new Set(sizing.stockData.map((stock) => stock.color))];
  return {
    sizing,
    valueById: new Map(sizing.allValues.map((value) => [value.id, value])),
    constraintDimensions: sizing.dimensions.filter((dimension) => isConstraint(dimension.type)),
    finalDimensions: sizing.dimensions.filter((dimension) => !isConstraint(dimension.type)),
    sizeDimension: sizing.dimensions.find((dimension) => dimension.type === "size"),
    colorIds,
  };
}

/** The size type of a stock's size, or null when the product has no size dimension. */
export function unitOfStock(context: SizingContext, stock: StockDatum): string | null {
  const size = context.sizeDimension;
  if (!size) return null;
  const valueId = valueIn(stock, size.id);
  return valueId === undefined ? null : unitOf(context.valueById.get(valueId));
}

/** True when the stock is of the criteria's colour, values and size type. */
export function matches(context: SizingContext, stock: StockDatum, criteria: Criteria): boolean {
  if (stock.color !== criteria.colorId) return false;
  for (const [dimensionId, valueId] of criteria.values) {
    if (valueIn(stock, dimensionId) !== valueId) return false;
  }
  return criteria.countryOrUnit === null || unitOfStock(context, stock) === criteria.countryOrUnit;
}

/** The stocks that match the criteria. */
export function stocksMatching(context: SizingContext, criteria: Criteria): StockDatum[] {
  return context.sizing.stockData.filter((stock) => matches(context, stock, criteria));
}

/** True when some matching stock is on hand: stock counts only where onHand is above 0. */
export function hasStock(context: SizingContext, criteria: Criteria): boolean {
  return context.sizing.stockData.some((stock) => stock.onHand > 0 && matches(context, stock, criteria));
}

/** Rank of a value, unknown values last. */
export function rankOf(context: SizingContext, valueId: number): number {
  return context.valueById.get(valueId)?.rank ?? Number.MAX_SAFE_INTEGER;
}

/** The distinct values a dimension takes among the matching stocks, in rank order (then by id). */
export function optionIds(context: SizingContext, criteria: Criteria, dimension: SizingDimension): number[] {
  const ids = new Set<number>();
  for (const stock of stocksMatching(context, criteria)) {
    const valueId = valueIn(stock, dimension.id);
    if (valueId !== undefined) ids.add(valueId);
  }
  return [...ids].sort((a, b) => rankOf(context, a) - rankOf(context, b) || a - b);
}

/** The size types of a colour's sizes, in the rank order of their first sizes. */
export function unitOptions(context: SizingContext, colorId: number): string[] {
  const size = context.sizeDimension;
  if (!size) return [];
  const ids = optionIds(context, { colorId, values: new Map(), countryOrUnit: null }, size);
  return [...new Set(ids.map((id) => unitOf(context.valueById.get(id))))];
}

/** Criteria of a colour with some of the chosen values. */
export function criteriaOf(
  colorId: number,
  values: Record<number, number>,
  dimensions: readonly SizingDimension[],
  countryOrUnit: string | null,
): Criteria {
  const chosen = new Map<number, number>();
  for (const dimension of dimensions) {
    const valueId = values[dimension.id];
    if (valueId !== undefined) chosen.set(dimension.id, valueId);
  }
  return { colorId, values: chosen, countryOrUnit };
}
