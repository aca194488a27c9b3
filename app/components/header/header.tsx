import { useId } from "react";
import { Link, useLocation } from "react-router";
import { useBagCount } from "../../lib/cart/bag-context.tsx";
import { useDocumentOnly } from "../../lib/document-only.tsx";
import { HeaderBanners } from "../content/header-banners.tsx";
import { MenuIcon } from "../layout/icons.tsx";
import type { LayoutData } from "../layout/layout-data.ts";
import { decodeFirstName, type LayoutClass, searchPlaceholder, servicePhone } from "../layout/rules.ts";
import { useLayoutClass } from "../layout/use-layout-class.ts";
import { AccountLink, CartLink, FavoritesLink } from "./header-actions.tsx";
import { MainNav } from "./main-nav.tsx";
import { FULL_NAVIGATION, type NavItem } from "./nav-links-in-markup.ts";
import { SearchBox } from "./search-box.tsx";
import { PhoneLink, TopBar } from "./top-bar.tsx";
import { MOBILE_NAV, useHeaderMenus } from "./use-header-menus.ts";

export interface HeaderProps {
  data: LayoutData;
  /** Checkout-type pages: logo, phone and cart only (see isCheckoutTypePath). */
  minified?: boolean;
  /** Overrides the layout measured from the window (tests, or a server-side guess). */
  layout?: LayoutClass;
}

/** The site header: full on most pages, minified on checkout-type pages. */
export function Header({ data, minified = false, layout }: HeaderProps) {
  const measured = useLayoutClass();
  const current = layout ?? measured;
  const phone = servicePhone(data.marketplace, data.isVip);
  const cartCount = useBagCount(data.cartCount);
  if (minified) {
    return (
      <header className="header header-minified">
        <div className="header-main">
          <Logo name={data.marketplace.name} />
          <PhoneLink phone={phone} />
          <div className="header-actions">
            <CartLink cartName={data.marketplace.cartName} count={cartCount} />
          </div>
        </div>
      </header>
    );
  }
  return <FullHeader data={data} layout={current} phone={phone} cartCount={cartCount} />;
}

function FullHeader(props: { data: LayoutData; layout: LayoutClass; phone: string; cartCount: number }) {
  const { data, layout, phone, cartCount } = props;
  const location = useLocation();
  const menus = useHeaderMenus(`${location.pathname}${location.search}`);
  const navId = useId();
  // A document's render has the section links its hydration data leaves out (withLinksInMarkup).
  const navigation = useDocumentOnly<NavItem[]>(FULL_NAVIGATION) ?? data.navigation;
  const firstName = data.customer ? decodeFirstName(data.customer.firstName) : null;
  const { marketplace } = data;
  return (
    <header ref={menus.containerRef(MOBILE_NAV)} className="header" data-nav-expanded={menus.navExpanded}>
      <TopBar
        items={data.customerServiceMenu}
        liveChat={marketplace.features.liveChat}
        phone={phone}
        menus={menus}
      />
      <HeaderBanners banners={data.banners} />
      <div className="header-main">
        <button
          type="button"
          ref={menus.buttonRef(MOBILE_NAV)}
          className="header-menu-toggle"
          aria-expanded={menus.navExpanded}
          aria-controls={navId}
          aria-label="Menu"
          onClick={menus.toggleNav}
        >
          <MenuIcon />
        </button>
        <Logo name={marketplace.name} />
        <SearchBox placeholder={searchPlaceholder({ layout, firstName })} />
        <div className="header-actions">
          <AccountLink
            signedIn={data.customer !== null}
            authenticated={data.customer?.authenticated ?? false}
            firstName={firstName}
            menus={menus}
            federated={marketplace.features.federatedLogin}
            ordersReturnsKillswitch={marketplace.features.ordersReturnsKillswitch}
          />
          {data.favoritesCount !== null && <FavoritesLink count={data.favoritesCount} />}
          <CartLink cartName={marketplace.cartName} count={cartCount} />
        </div>
      </div>
      <MainNav id={navId} items={navigation} layout={layout} menus={menus} />
    </header>
  );
}

/** The marketplace's word mark, linking home. */
function Logo({ name }: { name: string }) {
  return (
    <Link to="/" className="header-logo">
      {name}
    </Link>
  );
}
