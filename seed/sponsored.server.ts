import { sql } from "drizzle-orm";
import type { Db } from "../modules/core/index.ts";

/** One product in this many is sponsored in the demo catalogue. */
export const SPONSORED_SHARE = 10;

/**
 * The demo's sponsored products: every tenth product (gift cards aside), each with a fixed
 * priority from its id, so that every catalogue size has some and the order is deterministic.
 */
export async function seedSponsoredProducts(db: Db): Promise<void> {
  await db.execute(sql`delete from sponsored_products`);
  await db.execute(sql`insert into sponsored_products (product_id, priority)
    select product_id, (product_id::bigint * 7919 % 1000)::int
    from (select product_id, row_number() over (order by product_id) as n
      from products where product_type <> 'Gift Cards') numbered
    where n % ${SPONSORED_SHARE} = 0`);
}
