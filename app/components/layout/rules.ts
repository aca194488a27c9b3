import { withoutMarty } from "../../../modules/core/index.ts";
import type { Marketplace } from "../../../modules/marketplace/index.ts";

/** The three layouts of spec 1, "Layout". */
export type LayoutClass = "mobile" | "tablet" | "desktop";

export const MOBILE_MAX_WIDTH = 650;
export const TABLET_MAX_WIDTH = 1024;
/** Layout resize debounce (spec 1, section 9). */
export const LAYOUT_RESIZE_DEBOUNCE_MS = 200;
/** Menu item type that marks the live chat entry of the customer-service menu. */
export const LIVE_CHAT_TYPE = "live-chat";

/** Layout class of a viewport width: mobile at 650 px or less, desktop above 1024 px, else tablet. */
export function layoutClass(width: number): LayoutClass {
  if (width <= MOBILE_MAX_WIDTH) return "mobile";
  if (width > TABLET_MAX_WIDTH) return "desktop";
  return "tablet";
}

/** Icon badge text: the number up to 1000, above that whole thousands floored ('1k', '2k'). */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return "0";
  const whole = Math.floor(n);
  return whole > 1000 ? `${Math.floor(whole / 1000)}k` : String(whole);
}

/**
 * Accessible name of an icon link with a count: 'Bag, 3 items', 'Favorites, 1 item', 'Favorites, 2k items'.
 * The count reads as shown (formatCount), so the visible text stays part of the name.
 */
export function itemCountLabel(word: string, n: number): string {
  const count = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  return `${word}, ${formatCount(count)} ${count === 1 ? "item" : "items"}`;
}

/** Search box placeholder; a known first name wins over the mobile variant. */
export function searchPlaceholder(input: { layout: LayoutClass; firstName?: string | null }): string {
  const name = input.firstName?.trim();
  if (name) return `${name}, search for shoes, clothes, etc`;
  return input.layout === "mobile" ? "Shoes, clothing, etc." : "Search for shoes, clothes, etc.";
}

const checkoutTypePaths = [
  /^\/checkout(\/.*)?$/,
  /^\/initiate\/loading\/?$/,
  /^\/confirmation(\/.*)?$/,
  /^\/exchange\/address(\/.*)?$/,
];

/** Whether a path shows the minified header: the checkout family, confirmation and exchange address pages. */
export function isCheckoutTypePath(pathname: string): boolean {
  const path = withoutMarty(pathname).toLowerCase();
  return checkoutTypePaths.some((pattern) => pattern.test(path));
}

/** Whether the query (disableHf=true) hides the header and footer. */
export function isHeaderFooterDisabled(searchParams: URLSearchParams | string): boolean {
  const params = typeof searchParams === "string" ? new URLSearchParams(searchParams) : searchParams;
  return params.get("disableHf")?.toLowerCase() === "true";
}

/** Display form of a possibly URL-encoded first name ('+' as space); null when empty. */
export function decodeFirstName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let decoded = raw.replace(/\+/g, " ");
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A stray '%' is not an encoding: show the name as given.
  }
  const trimmed = decoded.trim();
  return trimmed === "" ? null : trimmed;
}

/** The customer-service phone number: VIP members get their own line. */
export function servicePhone(
  marketplace: Pick<Marketplace, "phoneNumber" | "phoneNumberVip">,
  isVip: boolean,
): string {
  return isVip ? marketplace.phoneNumberVip : marketplace.phoneNumber;
}

/** tel: link of a displayed phone number (digits and a leading + kept). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Whether a menu item is the live chat entry (type 'live-chat', spelling tolerant). */
export function isLiveChatItem(item: { type?: string }): boolean {
  return item.type?.toLowerCase().replace(/[^a-z]/g, "") === LIVE_CHAT_TYPE.replace("-", "");
}

/** The customer-service items to show: the live chat item only when live chat is enabled. */
export function customerServiceItems<T extends { type?: string }>(
  items: readonly T[],
  liveChat: boolean,
): T[] {
  return liveChat ? [...items] : items.filter((item) => !isLiveChatItem(item));
}

/** Whether a menu link leaves the single-page app (other origin, mail, phone). */
export function isExternalLink(link: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(link);
}
