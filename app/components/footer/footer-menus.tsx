import { memo, useId, useState } from "react";
import type { Menu } from "../../../modules/content/index.ts";
import { ChevronIcon } from "../layout/icons.tsx";
import { MenuLink } from "../layout/menu-link.tsx";
import type { LayoutClass } from "../layout/rules.ts";

/**
 * Footer menus: columns on tablet and desktop, accordions on mobile. Closed lists are hidden by
 * CSS only once `html.js` is set, so before hydration (or without JS) every list shows. Memoised:
 * the visitor and the hydration flag change the footer, not its menus.
 */
export const FooterMenus = memo(function FooterMenus({
  menus,
  layout,
}: {
  menus: Menu[];
  layout: LayoutClass;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (menuId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(menuId)) next.add(menuId);
      return next;
    });
  const accordion = layout === "mobile";
  return (
    <nav className="footer-menus" aria-label="Footer" data-layout={accordion ? "accordion" : "columns"}>
      {menus.map((menu) => {
        const listId = `${baseId}-${menu.menuId}`;
        const expanded = open.has(menu.menuId);
        return (
          <div key={menu.menuId} className="footer-menu" data-expanded={accordion ? expanded : undefined}>
            <h2 className="footer-menu-heading">
              {accordion ? (
                <button
                  type="button"
                  className="footer-menu-toggle"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => toggle(menu.menuId)}
                >
                  {menu.heading}
                  <ChevronIcon />
                </button>
              ) : (
                menu.heading
              )}
            </h2>
            <ul id={listId} className="footer-menu-list">
              {menu.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: menu items may repeat a text or a link
                <li key={index}>
                  <MenuLink item={item} className="footer-link" />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
});
