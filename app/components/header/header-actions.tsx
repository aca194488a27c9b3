import { type MouseEvent, useEffect, useId, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useFavoritesCount } from "../../lib/favorites/favorites-context.tsx";
import { signInPrompt } from "../../lib/sign-in.ts";
import { BagIcon, ChevronIcon, HeartIcon, PersonIcon } from "../layout/icons.tsx";
import { formatCount, itemCountLabel } from "../layout/rules.ts";
import type { HeaderMenus } from "./use-header-menus.ts";

/**
 * Cart link with its count; the accessible name spells the count out ('Bag, 3 items'). The space
 * between word and count keeps the visible text ('Bag 3') inside that name (WCAG 2.5.3, label in name).
 */
export function CartLink({ cartName, count }: { cartName: string; count: number }) {
  return (
    <Link to="/cart" className="header-action header-cart" aria-label={itemCountLabel(cartName, count)}>
      <BagIcon />
      <span className="header-action-label">{cartName}</span>{" "}
      <span className="header-count" data-empty={count <= 0}>
        {formatCount(count)}
      </span>
    </Link>
  );
}

/** Favorites link with its count (signed-in visitors only). */
export function FavoritesLink(props: { count: number }) {
  const count = useFavoritesCount(props.count);
  return (
    <Link
      to="/account/favorites"
      className="header-action header-favorites"
      aria-label={itemCountLabel("Favorites", count)}
    >
      <HeartIcon />
      <span className="header-action-label">Favorites</span>{" "}
      <span className="header-count" data-empty={count <= 0}>
        {formatCount(count)}
      </span>
    </Link>
  );
}

export const ACCOUNT_MENU = "account";
/** Spec 1 section 9: the account menu's sign-in modal opens 250 ms after the menu closes. */
export const SIGN_IN_PROMPT_DELAY_MS = 250;

/** The account menu's items (spec 1 "Header"; VIP items arrive with rewards). */
export const ACCOUNT_MENU_ITEMS = [
  { text: "Account Overview", link: "/account" },
  { text: "Order History", link: "/orders" },
  { text: "Sign Out", link: "/logout" },
] as const;

/** The menu's items, Order History named 'View Orders/Return' while the marketplace's killswitch is set (spec 1). */
export function accountMenuItems(ordersReturnsKillswitch: boolean): { text: string; link: string }[] {
  return ACCOUNT_MENU_ITEMS.map((item) =>
    item.link === "/orders" && ordersReturnsKillswitch ? { ...item, text: "View Orders/Return" } : item,
  );
}

/**
 * 'Sign In' for guests; for customers 'My Account' with the (decoded) first name, linking to
 * /account, and a menu button beside it with the account's pages and Sign Out.
 */
export function AccountLink(props: {
  firstName: string | null;
  signedIn: boolean;
  /** Signed in now; false for a customer only recognised (their pages need a fresh sign-in). */
  authenticated?: boolean;
  menus?: HeaderMenus;
  /** Whether the marketplace signs in through the federated modal. */
  federated?: boolean;
  /** The marketplace's orders killswitch: Order History reads 'View Orders/Return'. */
  ordersReturnsKillswitch?: boolean;
}) {
  const {
    firstName,
    signedIn,
    authenticated = true,
    menus,
    federated = false,
    ordersReturnsKillswitch = false,
  } = props;
  const listId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const pendingPrompt = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pendingPrompt.current), []);
  /**
   * A recognised customer choosing a page that needs sign-in: the menu closes, and the sign-in
   * prompt for that page opens SIGN_IN_PROMPT_DELAY_MS later (spec 1 section 9), once the menu is gone.
   */
  const promptFor = (link: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (authenticated || link === "/logout") return;
    event.preventDefault();
    menus?.closeAll();
    clearTimeout(pendingPrompt.current);
    pendingPrompt.current = setTimeout(
      () => navigate(signInPrompt(link, federated)),
      SIGN_IN_PROMPT_DELAY_MS,
    );
  };
  if (!signedIn) {
    return (
      <Link
        to={signInPrompt(`${location.pathname}${location.search}`, federated)}
        className="header-action header-account"
      >
        <PersonIcon />
        <span className="header-action-label">Sign In</span>
      </Link>
    );
  }
  const open = menus?.openMenu === ACCOUNT_MENU;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus-out only tracks where focus went, the button is the control
    <div
      ref={menus?.containerRef(ACCOUNT_MENU)}
      className="header-cs header-account-menu"
      data-open={open}
      onBlur={menus?.closeOnFocusOut(ACCOUNT_MENU)}
    >
      <Link to="/account" className="header-action header-account">
        <PersonIcon />
        <span className="header-action-label">
          {firstName && <span className="header-account-name">Hi, {firstName}</span>} <span>My Account</span>
        </span>
      </Link>
      {menus && (
        <button
          type="button"
          ref={menus.buttonRef(ACCOUNT_MENU)}
          className="header-cs-toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label="Account menu"
          onClick={() => menus.toggleMenu(ACCOUNT_MENU)}
        >
          <ChevronIcon />
        </button>
      )}
      <ul id={listId} className="header-cs-menu" aria-label="Account">
        {accountMenuItems(ordersReturnsKillswitch).map((item) => (
          <li key={item.link}>
            <Link
              to={item.link}
              className="header-cs-link"
              reloadDocument={item.link === "/logout"}
              onClick={promptFor(item.link)}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
