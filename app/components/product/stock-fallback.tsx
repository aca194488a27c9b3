import type { ProductSizing } from "../../../modules/sizing/index.ts";
import { displayLabel } from "../../../modules/sizing/index.ts";

/** The label of a stock: its value in every dimension ('Women's / 8 / Wide (D)'). */
function stockLabel(sizing: ProductSizing, stock: ProductSizing["stockData"][number]): string {
  return sizing.dimensions
    .map((dimension) => {
      const valueId = stock[`d${dimension.id}`];
      const value = sizing.allValues.find((candidate) => candidate.id === valueId);
      return value ? displayLabel(dimension.type, value.label) : "";
    })
    .filter(Boolean)
    .join(" / ");
}

/**
 * Without JavaScript the sizing engine cannot run: the colour's stocks as one select named stockId,
 * sold-out ones disabled, so a shopper can still choose and post the form. A stock already chosen
 * (the one a /p/asin or /product/stockId link named) starts selected.
 */
export function StockFallback(props: { sizing: ProductSizing; colorId: number; stockId?: number }) {
  const { sizing, colorId, stockId } = props;
  const stocks = sizing.stockData.filter((stock) => stock.color === colorId);
  return (
    <noscript>
      <label className="stock-fallback">
        Size{" "}
        <select name="stockId" required defaultValue={stockId ?? ""}>
          <option value="">Please select a size</option>
          {stocks.map((stock) => (
            <option key={stock.id} value={stock.id} disabled={stock.onHand <= 0}>
              {stockLabel(sizing, stock) || "One size"}
              {stock.onHand <= 0 ? " (out of stock)" : ""}
            </option>
          ))}
        </select>
      </label>
    </noscript>
  );
}
