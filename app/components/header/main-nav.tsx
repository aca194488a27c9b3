import { memo, useId } from "react";
import { ChevronIcon } from "../layout/icons.tsx";
import { MenuLink } from "../layout/menu-link.tsx";
import type { LayoutClass } from "../layout/rules.ts";
import type { NavItem } from "./nav-links-in-markup.ts";
import { NavPanel } from "./nav-panel.tsx";
import type { HeaderMenus } from "./use-header-menus.ts";

interface MainNavProps {
  id: string;
  items: NavItem[];
  layout: LayoutClass;
  menus: HeaderMenus;
}

/**
 * The main navigation: each top item is a link (works without JS) plus a disclosure button
 * that opens its panel. Without JS the panels open on :hover and :focus-within (CSS).
 */
export const MainNav = memo(function MainNav({ id, items, layout, menus }: MainNavProps) {
  const baseId = useId();
  return (
    <nav id={id} className="header-nav" aria-label="Main" data-expanded={menus.navExpanded}>
      <ul className="header-nav-list">
        {items.map((item, index) => {
          const menuId = `nav-${index}`;
          const panelId = `${baseId}-panel-${index}`;
          const open = menus.openMenu === menuId;
          const hasPanel = (item.children?.length ?? 0) > 0;
          const hover = hasPanel && layout !== "mobile";
          return (
            <li
              key={menuId}
              ref={menus.containerRef(menuId)}
              className="header-nav-item"
              data-open={open}
              onBlur={menus.closeOnFocusOut(menuId)}
              onMouseEnter={hover ? () => menus.hoverMenu(menuId) : undefined}
              onMouseLeave={hover ? () => menus.leaveMenu(menuId) : undefined}
            >
              <MenuLink item={item} className="header-nav-link" />
              {hasPanel && (
                <>
                  <button
                    type="button"
                    ref={menus.buttonRef(menuId)}
                    className="header-nav-toggle"
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={`${item.text} menu`}
                    onClick={() => menus.toggleMenu(menuId)}
                  >
                    <ChevronIcon />
                  </button>
                  <NavPanel id={panelId} menuId={menuId} item={item} open={open} menus={menus} />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
