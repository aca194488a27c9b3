import { asc } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import type { Menu } from "./menus.ts";
import { menus } from "./schema.server.ts";

/** How long menus read once serve every page: they change only when content is loaded. */
export const MENU_CACHE_MS = 60_000;

const cache = new WeakMap<Db, { readAt: number; menus: Promise<Menu[]> }>();

/** One read, as a settled promise (a Drizzle query would run again each time it is awaited). */
async function readMenus(db: Db): Promise<Menu[]> {
  return await db
    .select({ menuId: menus.menuId, heading: menus.heading, items: menus.items })
    .from(menus)
    .orderBy(asc(menus.sortOrder));
}

/**
 * Every header and footer menu, in their configured order. Every page needs them, so they are
 * kept in memory for MENU_CACHE_MS per database (a failed read is not kept).
 */
export function listMenus(db: Db, now = Date.now()): Promise<Menu[]> {
  const hit = cache.get(db);
  if (hit && now - hit.readAt < MENU_CACHE_MS) return hit.menus;
  const read = readMenus(db);
  cache.set(db, { readAt: now, menus: read });
  read.catch(() => cache.delete(db));
  return read;
}
