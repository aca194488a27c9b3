import { asc } from "drizzle-orm";
import { readPageGeneration } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import type { Menu } from "./menus.ts";
import { menus } from "./schema.server.ts";

const cache = new WeakMap<Db, { generation: string; menus: Promise<Menu[]> }>();

/** One read, as a settled promise (a Drizzle query would run again each time it is awaited). */
async function readMenus(db: Db): Promise<Menu[]> {
  return await db
    .select({ menuId: menus.menuId, heading: menus.heading, items: menus.items })
    .from(menus)
    .orderBy(asc(menus.sortOrder));
}

/**
 * Every header and footer menu, in their configured order. Every page needs them, so they are kept
 * in memory per database until the page generation moves (any change to the menus moves it, so a
 * change shows at once; a failed read is not kept).
 */
export async function listMenus(db: Db): Promise<Menu[]> {
  const generation = await readPageGeneration(db);
  const hit = cache.get(db);
  if (hit && hit.generation === generation) return hit.menus;
  const read = readMenus(db);
  cache.set(db, { generation, menus: read });
  read.catch(() => cache.delete(db));
  return read;
}
