import type { productDimensions, products, stocks, styles } from "../modules/catalog/schema.server.ts";
import type { SubcategoryPlan } from "./catalogue-plan.ts";

// The rows the generator makes, apart from the code that makes them, so the product and style
// generators can share them without importing each other.

export type ProductRow = typeof products.$inferInsert;
export type StyleRow = typeof styles.$inferInsert;
export type ProductDimensionRow = typeof productDimensions.$inferInsert;
export type StockRow = typeof stocks.$inferInsert;

/** One product with everything that hangs off it; the unit the generator streams. */
export interface ProductBundle {
  product: ProductRow;
  styles: StyleRow[];
  dimensions: ProductDimensionRow[];
  stocks: StockRow[];
}

/** What every product draws on: the shared rows, and the running style and stock counters. */
export interface ProductContext {
  seed: number;
  total: number;
  subcategories: readonly (SubcategoryPlan & { categoryId: number })[];
  brandsByDepartment: Map<string, { brandId: number; name: string }[]>;
  sizingValueIds: Map<string, number>;
  /** The subsite a few products belong to instead of the main store. */
  sisterSubsite: string;
  counters: { style: number; stock: number };
}
