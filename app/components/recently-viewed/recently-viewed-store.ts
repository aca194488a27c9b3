import { withoutMarty } from "../../../modules/core/index.ts";
import type { ProductCard } from "../../../modules/search/index.ts";

/** Spec 1 section 9: recently viewed 25. */
export const RECENTLY_VIEWED_LIMIT = 25;
/** Where the browser keeps them (localStorage), newest first, as product cards. */
export const RECENTLY_VIEWED_KEY = "recentlyViewed";
/** Sent on the window when this page changes the list (the storage event only reaches other tabs). */
const CHANGED_EVENT = "recently-viewed-changed";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** Whether a stored item is a card the footer can show: it has a (non-null) styleId and the card's parts. */
function isShowableCard(value: unknown): value is ProductCard {
  if (!isObject(value)) return false;
  return (
    typeof value.styleId === "number" &&
    typeof value.productId === "number" &&
    typeof value.productUrl === "string" &&
    typeof value.brandName === "string" &&
    typeof value.productName === "string" &&
    Array.isArray(value.relatedStyles) &&
    Array.isArray(value.badges) &&
    isObject(value.media) &&
    isObject(value.price) &&
    isObject(value.msrp) &&
    isObject(value.reviews)
  );
}

/** The stored list: only items with a styleId (spec 1 "Footer"), at most 25; nothing for bad or missing data. */
export function parseRecentlyViewed(text: string | null): ProductCard[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isShowableCard).slice(0, RECENTLY_VIEWED_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The list after viewing a product: it goes first (once, in the colour last seen), the oldest beyond 25 dropped. */
export function addRecentlyViewed(list: readonly ProductCard[], card: ProductCard): ProductCard[] {
  return [card, ...list.filter((item) => item.productId !== card.productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The raw stored text; null when storage is unavailable. */
export function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null;
  }
}

/** Puts a viewed product first in the browser's list and tells this page's footer. */
export function rememberViewed(card: ProductCard): void {
  try {
    const next = addRecentlyViewed(parseRecentlyViewed(readStoredText()), card);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    return; // Storage full or disabled (private mode): nothing is remembered.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Calls back when the list changes, in this tab or another. */
export function subscribeToRecentlyViewed(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) callback();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED_EVENT, callback);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED_EVENT, callback);
  };
}

const HIDDEN_SECTIONS = ["returnlabel", "checkout", "create-label", "about", "support"];

/**
 * Spec 1 "Layout": footer recommendations are hidden on returnLabel, checkout, create-label and
 * about/support paths (also as /c/ pages), except the thank-you page.
 */
export function showsFooterRecommendations(pathname: string): boolean {
  const segments = withoutMarty(pathname).toLowerCase().split("/").filter(Boolean);
  if (segments.some((segment) => segment === "thank-you" || segment === "thankyou")) return true;
  const [first = "", second = ""] = segments;
  const section = first === "c" ? second : first;
  return !HIDDEN_SECTIONS.some((hidden) => section === hidden || section.startsWith(`${hidden}-`));
}
