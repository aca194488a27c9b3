import { sql } from "drizzle-orm";
import type { Db } from "../../modules/core/index.ts";

/** From now on the database refuses every removal from a list: the failure a shopper would meet in an outage. */
export async function refuseListRemovals(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`create function refuse_list_removal() returns trigger language plpgsql as $$
      begin raise exception 'removals refused by the test'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_list_removal before delete on list_items
      for each row execute function refuse_list_removal()`),
  );
}
