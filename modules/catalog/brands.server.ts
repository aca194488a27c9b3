import { eq } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { brands } from "./schema.server.ts";

/** One brand by id, or null when there is none (the search page answers 'not a valid brand id'). */
export async function findBrand(db: Db, brandId: number): Promise<{ brandId: number; name: string } | null> {
  const [brand] = await db
    .select({ brandId: brands.brandId, name: brands.name })
    .from(brands)
    .where(eq(brands.brandId, brandId))
    .limit(1);
  return brand ?? null;
}
