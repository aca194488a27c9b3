import type { Menu, MenuItem } from "../../../modules/content/index.ts";
import type { Marketplace } from "../../../modules/marketplace/index.ts";

/** Everything the header and footer show, gathered by the root loader. */
export interface LayoutData {
  marketplace: Marketplace;
  /** Top items; each item's children are sections; each section's children are links. */
  navigation: MenuItem[];
  customerServiceMenu: MenuItem[];
  /** Already in display order (footerColumns applied). */
  footerMenus: Menu[];
  cartCount: number;
  /** The session id, for the local bag backup (the cookie itself is HttpOnly); null when the page has none. */
  sessionId: string | null;
  /** null when the visitor is not signed in (then no favorites icon). */
  favoritesCount: number | null;
  /** firstName may be URL-encoded: decode it for display. */
  customer: {
    firstName: string;
    /**
     * Signed in (a valid at-main); false for a customer only recognised by x-main (spec 3:
     * soft-authenticated), whose pages need a fresh sign-in.
     */
    authenticated: boolean;
  } | null;
  /** Which customer the bag belongs to, for the local bag backup (xMain); null for a guest. */
  customerKey: string | null;
  /** VIP members see marketplace.phoneNumberVip instead of phoneNumber. */
  isVip: boolean;
  /** For the copyright line. */
  year: number;
}
