import type { brands, categories } from "../modules/catalog/schema.server.ts";
import { defaultMarketplaces } from "../modules/marketplace/index.ts";
import { DEPARTMENTS, SUBCATEGORIES, slugify } from "./catalogue-plan.ts";
import { buildMenus, type MenuRow } from "./menus.ts";
import { BRAND_PLANS } from "./names.ts";
import { generateProduct, type ProductBundle, type ProductContext } from "./products.ts";
import { buildSizingValues, type SizingValueRow, sizingKey } from "./sizing-values.ts";

export type BrandRow = typeof brands.$inferInsert;
export type CategoryRow = typeof categories.$inferInsert;

/** The seed used when none is given; change it to get a different but equally fixed catalogue. */
export const DEFAULT_SEED = 20_251_101;
export const DEFAULT_PRODUCT_COUNT = 2000;

export interface CatalogueOptions {
  products: number;
  seed?: number;
}

/** The small shared tables in full, and the products as a stream generated one at a time. */
export interface Catalogue {
  brands: BrandRow[];
  categories: CategoryRow[];
  sizingValues: SizingValueRow[];
  menus: MenuRow[];
  /** Each call starts the stream again from the first product, with the same rows. */
  products(): Generator<ProductBundle>;
}

function buildCategories() {
  const rows: CategoryRow[] = [];
  const withIds = SUBCATEGORIES.map((plan) => {
    const parentId = DEPARTMENTS.indexOf(plan.department) + 1;
    const siblings = rows.filter((row) => row.parentId === parentId).length;
    const categoryId = parentId * 100 + siblings + 1;
    rows.push({
      categoryId,
      parentId,
      name: plan.name,
      slug: slugify(plan.name),
      depth: 2,
      sortOrder: siblings,
    });
    return { ...plan, categoryId };
  });
  const departments = DEPARTMENTS.map((name, i) => ({
    categoryId: i + 1,
    parentId: null,
    name,
    slug: slugify(name),
    depth: 1,
    sortOrder: i,
  }));
  return { rows: [...departments, ...rows], subcategories: withIds };
}

function buildBrands(): BrandRow[] {
  const house = defaultMarketplaces[0]?.name ?? "House";
  const names = [...BRAND_PLANS.map((plan) => plan.name), house];
  return names.map((name, i) => ({ brandId: 1001 + i * 3, name, slug: slugify(name) }));
}

/** Builds the deterministic demo catalogue: the same options always give the same rows, in the same order. */
export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const total = options.products;
  if (!Number.isInteger(total) || total < 1)
    throw new Error(`products must be a positive integer, got ${total}`);
  const seed = options.seed ?? DEFAULT_SEED;
  const brandRows = buildBrands();
  const { rows: categoryRows, subcategories } = buildCategories();
  const sizingValues = buildSizingValues();
  const brandsByDepartment = new Map<string, { brandId: number; name: string }[]>();
  brandRows.forEach((brand, i) => {
    const departments = BRAND_PLANS[i]?.departments ?? ["Gift Cards"];
    for (const department of departments) {
      brandsByDepartment.set(department, [...(brandsByDepartment.get(department) ?? []), brand]);
    }
  });
  const sizingValueIds = new Map(
    sizingValues.map((row) => [sizingKey(row.dimension, row.label, row.sizeType), row.valueId]),
  );
  return {
    brands: brandRows,
    categories: categoryRows,
    sizingValues,
    menus: buildMenus(BRAND_PLANS.map((plan) => plan.name)),
    *products() {
      const context: ProductContext = {
        seed,
        total,
        subcategories,
        brandsByDepartment,
        sizingValueIds,
        sisterSubsite: defaultMarketplaces[1]?.subsiteId ?? "9am",
        counters: { style: 3_000_000, stock: 10_000_000 },
      };
      for (let index = 0; index < total; index++) yield generateProduct(context, index);
    },
  };
}
