import { sql } from "drizzle-orm";
import type { Db } from "../../modules/core/index.ts";

/** From now on the database refuses every list write of this kind: the failure a shopper would meet in an outage. */
async function refuseListWrites(db: Db, write: "insert" | "delete"): Promise<void> {
  await db.execute(
    sql.raw(`create function refuse_list_${write}() returns trigger language plpgsql as $$
      begin raise exception 'list ${write}s refused by the test'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_list_${write} before ${write} on list_items
      for each row execute function refuse_list_${write}()`),
  );
}

/** From now on the database refuses every removal from a list. */
export const refuseListRemovals = (db: Db) => refuseListWrites(db, "delete");

/** From now on the database refuses every new list entry: a heart that fails after the bag changed. */
export const refuseListAdditions = (db: Db) => refuseListWrites(db, "insert");
