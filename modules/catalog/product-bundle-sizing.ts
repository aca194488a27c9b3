import { type DimensionType, isDimensionType, type ProductSizing, type StockDatum } from "../sizing/index.ts";
import type { productDimensions, sizingValues, stocks } from "./schema.server.ts";

/** The rows a product's sizing is built from. */
export interface SizingRows {
  dimensions: Pick<typeof productDimensions.$inferSelect, "dimensionId" | "dimension" | "name">[];
  stocks: Pick<
    typeof stocks.$inferSelect,
    | "stockId"
    | "asin"
    | "styleId"
    | "onHand"
    | "sizeValueId"
    | "widthValueId"
    | "ageGroup"
    | "gender"
    | "shoeType"
    | "sizeRange"
  >[];
  /** At least the values the stocks use; extra values are left out of allValues. */
  sizingValues: Pick<
    typeof sizingValues.$inferSelect,
    "valueId" | "dimension" | "label" | "rank" | "sizeType"
  >[];
}

type StockRow = SizingRows["stocks"][number];

/** The value id a stock has in a dimension: sizes and widths by id, the others by label. */
function stockValue(
  stock: StockRow,
  type: DimensionType,
  idOf: (label: string | null) => number | undefined,
) {
  switch (type) {
    case "size":
      return stock.sizeValueId;
    case "width":
      return stock.widthValueId ?? undefined;
    case "ageGroup":
      return idOf(stock.ageGroup);
    case "gender":
      return idOf(stock.gender);
    case "singleShoeSide":
      return idOf(stock.shoeType);
    case "sizeRange":
      return idOf(stock.sizeRange);
  }
}

/** The bundle's sizing (what modules/sizing consumes): dimensions, allValues and stockData with d{id} values. */
export function toSizing(
  rows: SizingRows,
  styles: readonly { styleId: number; colorId: number }[],
): ProductSizing {
  const dimensions = rows.dimensions
    .flatMap(({ dimensionId, dimension, name }) =>
      isDimensionType(dimension) ? [{ id: dimensionId, name, type: dimension }] : [],
    )
    .sort((a, b) => a.id - b.id);
  const styleOrder = new Map(styles.map((style, index) => [style.styleId, index]));
  const colorOf = new Map(styles.map((style) => [style.styleId, style.colorId]));
  const ordered = rows.stocks
    .filter((stock) => colorOf.has(stock.styleId))
    .sort(
      (a, b) => (styleOrder.get(a.styleId) ?? 0) - (styleOrder.get(b.styleId) ?? 0) || a.stockId - b.stockId,
    );
  const idByLabel = new Map(
    rows.sizingValues.map((value) => [`${value.dimension}|${value.label}`, value.valueId]),
  );
  const used = new Map(dimensions.map((dimension) => [dimension.id, new Set<number>()]));
  const stockData = ordered.map((stock) => {
    const color = colorOf.get(stock.styleId) ?? 0;
    const datum: StockDatum = { id: stock.stockId, asin: stock.asin, color, onHand: stock.onHand };
    for (const dimension of dimensions) {
      const valueId = stockValue(stock, dimension.type, (label) =>
        idByLabel.get(`${dimension.type}|${label}`),
      );
      if (valueId === undefined) continue;
      datum[`d${dimension.id}`] = valueId;
      used.get(dimension.id)?.add(valueId);
    }
    return datum;
  });
  const isUsed = (id: number) => [...used.values()].some((ids) => ids.has(id));
  const allValues = rows.sizingValues
    .filter((value) => isUsed(value.valueId))
    .map(({ valueId, rank, label, sizeType }) => ({ id: valueId, rank, label, sizeType }))
    .sort((a, b) => a.rank - b.rank || a.id - b.id);
  return {
    dimensions: dimensions.map((dimension) => ({
      ...dimension,
      values: allValues.filter((value) => used.get(dimension.id)?.has(value.id)).map((value) => value.id),
    })),
    allValues,
    stockData,
  };
}
