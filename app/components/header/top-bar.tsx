import { useId } from "react";
import type { MenuItem } from "../../../modules/content/index.ts";
import { ChevronIcon, PhoneIcon } from "../layout/icons.tsx";
import { MenuLink } from "../layout/menu-link.tsx";
import { customerServiceItems, phoneHref } from "../layout/rules.ts";
import type { HeaderMenus } from "./use-header-menus.ts";

export const CUSTOMER_SERVICE_MENU = "customer-service";

interface TopBarProps {
  items: MenuItem[];
  liveChat: boolean;
  phone: string;
  menus: HeaderMenus;
}

/** The header's top bar: customer-service dropdown and the phone number. */
export function TopBar({ items, liveChat, phone, menus }: TopBarProps) {
  const listId = useId();
  const shown = customerServiceItems(items, liveChat);
  const open = menus.openMenu === CUSTOMER_SERVICE_MENU;
  return (
    <div className="header-top-bar">
      <div className="header-top-bar-inner">
        {shown.length > 0 && (
          // biome-ignore lint/a11y/noStaticElementInteractions: focus-out only tracks where focus went, the button is the control
          <div
            ref={menus.containerRef(CUSTOMER_SERVICE_MENU)}
            className="header-cs"
            data-open={open}
            onBlur={menus.closeOnFocusOut(CUSTOMER_SERVICE_MENU)}
          >
            <button
              type="button"
              ref={menus.buttonRef(CUSTOMER_SERVICE_MENU)}
              className="header-cs-toggle"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => menus.toggleMenu(CUSTOMER_SERVICE_MENU)}
            >
              Customer Service
              <ChevronIcon />
            </button>
            <ul id={listId} className="header-cs-menu" aria-label="Customer Service">
              {shown.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: menu items may repeat a text or a link
                <li key={index}>
                  <MenuLink item={item} className="header-cs-link" />
                </li>
              ))}
            </ul>
          </div>
        )}
        <PhoneLink phone={phone} />
      </div>
    </div>
  );
}

/** The customer-service phone number as a tel: link. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="header-phone" href={phoneHref(phone)}>
      <PhoneIcon />
      <span>{phone}</span>
    </a>
  );
}
