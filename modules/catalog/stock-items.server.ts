import { eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../core/index.ts";
import { MAX_CATALOG_ID } from "./identifiers.ts";
import type { ProductLineSource } from "./product-line.ts";
import { brands, products, sizingValues, stocks, styles } from "./schema.server.ts";

/** What other modules (the bag, orders) know of one stock item: the catalogue's word, read now. */
export interface StockItem extends ProductLineSource {
  seoName: string;
  /** zc1: 'Shoes', 'Clothing', 'Accessories', 'Bags', 'Gift Cards'. */
  productType: string;
  /** LEFT or RIGHT for single shoes, else null. */
  shoeType: string | null;
  /** What one unit costs now; a gift card costs its amount. */
  priceCents: number;
  msrpCents: number;
  onHand: number;
  /** Units on hand across the whole style (colour): 0 means the style is sold out. */
  styleOnHand: number;
  isGiftCard: boolean;
  isEgc: boolean;
}

/** A gift card's amount is its size label ('$50'); its style price is only the lowest amount. */
export function giftCardAmountCents(sizeLabel: string): number | null {
  const match = /^\$(\d+)$/.exec(sizeLabel);
  return match ? Number(match[1]) * 100 : null;
}

/** The stock items with the given stock ids or ASINs, or of the given products (unknown ones are simply absent). */
export async function findStockItems(
  db: Db,
  ids: { stockIds?: readonly number[]; asins?: readonly string[]; productIds?: readonly number[] },
): Promise<StockItem[]> {
  const known = (list: readonly number[] | undefined) =>
    (list ?? []).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_CATALOG_ID);
  const stockIds = known(ids.stockIds);
  const productIds = known(ids.productIds);
  const asins = ids.asins ?? [];
  if (stockIds.length === 0 && asins.length === 0 && productIds.length === 0) return [];
  const width = alias(sizingValues, "width");
  const rows = await db
    .select({
      stockId: stocks.stockId,
      asin: stocks.asin,
      productId: stocks.productId,
      styleId: stocks.styleId,
      colorId: styles.colorId,
      productName: products.name,
      brandName: brands.name,
      seoName: products.seoName,
      color: styles.color,
      productType: products.productType,
      sizeLabel: sizingValues.label,
      widthLabel: width.label,
      shoeType: stocks.shoeType,
      styleCents: styles.priceCents,
      msrpCents: styles.msrpCents,
      onHand: stocks.onHand,
      styleOnHand: sql<number>`(select coalesce(sum(s2.on_hand), 0)::int from ${stocks} s2 where s2.style_id = ${stocks.styleId})`,
      isGiftCard: products.isGiftCard,
      isEgc: products.isEgc,
    })
    .from(stocks)
    .innerJoin(styles, eq(styles.styleId, stocks.styleId))
    .innerJoin(products, eq(products.productId, stocks.productId))
    .innerJoin(brands, eq(brands.brandId, products.brandId))
    .innerJoin(sizingValues, eq(sizingValues.valueId, stocks.sizeValueId))
    .leftJoin(width, eq(width.valueId, stocks.widthValueId))
    .where(
      or(
        stockIds.length > 0 ? inArray(stocks.stockId, [...stockIds]) : undefined,
        asins.length > 0 ? inArray(stocks.asin, [...asins]) : undefined,
        productIds.length > 0 ? inArray(stocks.productId, productIds) : undefined,
      ),
    );
  return rows.map(({ styleCents, ...row }) => {
    const amount = row.isGiftCard ? giftCardAmountCents(row.sizeLabel) : null;
    const shoeType = row.shoeType === "LEFT" || row.shoeType === "RIGHT" ? row.shoeType : null;
    return {
      ...row,
      shoeType,
      priceCents: amount ?? styleCents,
      msrpCents: amount ?? row.msrpCents,
      styleOnHand: Number(row.styleOnHand),
    };
  });
}

const GL_GROUPS: Record<string, string> = {
  Shoes: "Shoes",
  Clothing: "Apparel",
  Accessories: "Accessories",
  Bags: "Bags",
};

/** A stock item's product group as the bag and checkout name it ('Shoes', 'Apparel', ..., 'Gift Card'). */
export function glProductGroupOf(stock: Pick<StockItem, "isGiftCard" | "productType">): string {
  return stock.isGiftCard ? "Gift Card" : (GL_GROUPS[stock.productType] ?? stock.productType);
}
