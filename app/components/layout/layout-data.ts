import type { HeaderBanners, Menu, MenuItem } from "../../../modules/content/index.ts";
import type { Marketplace } from "../../../modules/marketplace/index.ts";
import type { Visitor } from "../../../modules/visitor/index.ts";
import type { NavItem } from "../header/nav-links-in-markup.ts";

/** What the header and footer show that is the same for every visitor of a marketplace. */
export interface SharedLayoutData {
  marketplace: Marketplace;
  /**
   * Top items; each item's children are sections; each section's children are links (in a
   * document's hydration data, left to the header's markup: see withLinksInMarkup).
   */
  navigation: NavItem[];
  customerServiceMenu: MenuItem[];
  /** Already in display order (footerColumns applied). */
  footerMenus: Menu[];
  /** The header's promo, rotating global and emergency banners (content slots of the 'global' page). */
  banners: HeaderBanners;
  /** For the copyright line. */
  year: number;
}

/**
 * What the root loader sends: the shared part, and the visitor's own parts on a personal page. On a
 * page shared by every guest (cached by the server) `visitor` is null and the browser reads it from
 * GET /v1/visitor (app/lib/visitor).
 */
export interface PageLayoutData extends SharedLayoutData {
  visitor: Visitor | null;
}

/** Everything the header and footer show: the shared part with the visitor's own. */
export type LayoutData = SharedLayoutData & Visitor;
