import { eq } from "drizzle-orm";
import type { MenuItem } from "../../modules/content/index.ts";
import { contentPages, menus } from "../../modules/content/schema.server.ts";
import type { Db } from "../../modules/core/index.ts";

/** Writes a content page's fields straight into its row, as a change made outside the store would. */
export async function rewriteContentPage(
  db: Db,
  pageName: string,
  fields: Partial<Pick<typeof contentPages.$inferInsert, "title" | "bodyHtml">>,
): Promise<void> {
  await db.update(contentPages).set(fields).where(eq(contentPages.pageName, pageName));
}

/** Adds an item at the end of a menu, straight into its row, as a change made outside the store would. */
export async function appendMenuItem(db: Db, menuId: string, item: MenuItem): Promise<void> {
  const [menu] = await db.select({ items: menus.items }).from(menus).where(eq(menus.menuId, menuId));
  if (!menu) throw new Error(`no menu ${menuId}`);
  await db
    .update(menus)
    .set({ items: [...menu.items, item] })
    .where(eq(menus.menuId, menuId));
}
