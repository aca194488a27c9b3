import { describe, expect, it } from "vitest";
import { footerColumns, groupIntoColumns, type Menu } from "./menus.ts";

describe("groupIntoColumns", () => {
  it("groups a submenu five to a column", () => {
    const columns = groupIntoColumns(Array.from({ length: 12 }, (_, i) => i));
    expect(columns.map((c) => c.length)).toEqual([5, 5, 2]);
  });

  it("keeps at most 30 items", () => {
    const columns = groupIntoColumns(Array.from({ length: 41 }, (_, i) => i));
    expect(columns.flat()).toHaveLength(30);
    expect(columns).toHaveLength(6);
  });
});

describe("footerColumns", () => {
  const menu = (n: number): Menu => ({
    menuId: `footer-${n}`,
    heading: `Menu ${n}`,
    items: [{ text: `item ${n}`, link: `/c/${n}` }],
  });

  it("shows menus 1, 3, 5 and 6, with menu 4 merged into menu 6", () => {
    const columns = footerColumns([1, 2, 3, 4, 5, 6].map(menu));
    expect(columns.map((c) => c.menuId)).toEqual(["footer-1", "footer-3", "footer-5", "footer-6"]);
    expect(columns.at(-1)?.items.map((i) => i.text)).toEqual(["item 6", "item 4"]);
  });
});
