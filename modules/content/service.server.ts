import { asc } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import type { Menu } from "./menus.ts";
import { menus } from "./schema.server.ts";

/** Every header and footer menu, in their configured order. */
export async function listMenus(db: Db): Promise<Menu[]> {
  return db
    .select({ menuId: menus.menuId, heading: menus.heading, items: menus.items })
    .from(menus)
    .orderBy(asc(menus.sortOrder));
}
