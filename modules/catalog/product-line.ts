/**
 * One stock item as a line names it, wherever a line is kept or shown: the bag, the purchase, the
 * order. The catalogue's words for the item (its size and width labels as the line's size and
 * width); the line's own facts (quantity, price, gift message) sit beside them. Pure.
 */
export interface ProductLine {
  stockId: number;
  asin: string;
  productId: number;
  styleId: number;
  colorId: number;
  productName: string;
  brandName: string;
  color: string;
  size: string;
  width: string | null;
}

/** What the catalogue says of a stock item that a line takes (a StockItem is one). */
export type ProductLineSource = Omit<ProductLine, "size" | "width"> & {
  sizeLabel: string;
  widthLabel: string | null;
};

/** A stock item's words as a line's: read from the catalogue when the line is priced. */
export function productLineOfStock(stock: ProductLineSource): ProductLine {
  return productLineOf({ ...stock, size: stock.sizeLabel, width: stock.widthLabel });
}

/** Only the product line's fields of a wider line (a purchase's line becoming an order's). */
export function productLineOf(line: ProductLine): ProductLine {
  return {
    stockId: line.stockId,
    asin: line.asin,
    productId: line.productId,
    styleId: line.styleId,
    colorId: line.colorId,
    productName: line.productName,
    brandName: line.brandName,
    color: line.color,
    size: line.size,
    width: line.width,
  };
}
