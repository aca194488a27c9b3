/**
 * What differs per visitor on a page that is otherwise the same for every guest: the header's bag
 * and favorites counts, the name it greets, the local bag backup's keys, and whether the search
 * page offers Best For You. Shared pages are cached without it; the browser reads it beside them.
 */
export interface Visitor {
  cartCount: number;
  /** The session id, for the local bag backup (the cookie itself is HttpOnly); null without a session. */
  sessionId: string | null;
  /** null when the visitor is not signed in (then no favorites icon). */
  favoritesCount: number | null;
  /** firstName may be URL-encoded: decode it for display. */
  customer: {
    firstName: string;
    /** Signed in (a valid at-main); false for a customer only recognised by x-main (spec 3: soft-authenticated). */
    authenticated: boolean;
  } | null;
  /** Which customer the bag belongs to, for the local bag backup (xMain); null for a guest. */
  customerKey: string | null;
  /** VIP members see marketplace.phoneNumberVip instead of phoneNumber. */
  isVip: boolean;
  /** Signed in with favorites or orders: the search page offers 'Best For You'. */
  bestForYouEligible: boolean;
}

/** A visitor the page knows nothing of yet: what a shared page is rendered with. */
export const GUEST_VISITOR: Visitor = {
  cartCount: 0,
  sessionId: null,
  favoritesCount: null,
  customer: null,
  customerKey: null,
  isVip: false,
  bestForYouEligible: false,
};
