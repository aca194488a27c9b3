import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/**
 * The change counter of what shared pages show (migration 0010: moved by every change to the
 * catalogue, its search tables, content menus, sponsored products, and by stock changes a page shows).
 * A cached page rendered at another value is out of date.
 */
export async function readPageGeneration(db: Db): Promise<string> {
  const [row] = await queryRows<{ generation: string }>(
    db,
    sql`select (case when is_called then last_value else 0 end)::text as generation from page_cache_generation`,
  );
  return row?.generation ?? "0";
}
