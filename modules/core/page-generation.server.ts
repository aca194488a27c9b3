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

/**
 * One request's page generation: read at its first ask and shared by every later one (its layout,
 * its page's searches), so all of the request sees one generation, read after it arrived (a change
 * committed before the request is seen by all of it), in one statement rather than one per reader.
 */
export function requestGeneration(read: () => Promise<string>): () => Promise<string> {
  let generation: Promise<string> | null = null;
  return () => {
    generation ??= read();
    return generation;
  };
}
