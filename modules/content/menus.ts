/** A menu entry as the spec names its fields: text, link, gae (analytics label), type. */
export interface MenuItem {
  text: string;
  link: string;
  gae?: string;
  type?: string;
  children?: MenuItem[];
}

export interface Menu {
  menuId: string;
  heading: string;
  items: MenuItem[];
}

export const SUBMENU_COLUMN_SIZE = 5;
export const SUBMENU_MAX_ITEMS = 30;

/** Splits a submenu into columns of 5, keeping at most 30 items (spec 1, "Header"). */
export function groupIntoColumns<T>(
  items: readonly T[],
  perColumn = SUBMENU_COLUMN_SIZE,
  max = SUBMENU_MAX_ITEMS,
): T[][] {
  const kept = items.slice(0, max);
  const columns: T[][] = [];
  for (let i = 0; i < kept.length; i += perColumn) columns.push(kept.slice(i, i + perColumn));
  return columns;
}

/** The footer's menus in slot order 1, 3, 4, 5, 6, with the items of menu 4 merged into menu 6. */
export function footerColumns(menus: readonly Menu[]): Menu[] {
  const byId = new Map(menus.map((menu) => [menu.menuId, menu]));
  const fourth = byId.get("footer-4");
  const columns: Menu[] = [];
  for (const id of ["footer-1", "footer-3", "footer-5", "footer-6"]) {
    const menu = byId.get(id);
    if (!menu) continue;
    columns.push(id === "footer-6" && fourth ? { ...menu, items: [...menu.items, ...fourth.items] } : menu);
  }
  return columns;
}
