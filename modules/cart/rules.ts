/**
 * The bag's rules that need no database (spec 1 "Cart", sections 5 and 8; spec 2 "Cart type
 * derivation"): limits, the spec's error ids and words, the cart type and the add checks.
 * Pure, so the browser applies the same rules before it asks.
 */

/** At most this many different items in the bag, and as many saved for later. */
export const MAX_CART_LINES = 50;
/** At most this many of one item: the quantity selector offers 1 to this (or fewer in stock). */
export const MAX_ITEM_QUANTITY = 10;
/** At most this many items in one request to POST /v1/cart. */
export const MAX_ITEMS_PER_REQUEST = 100;
/** Rewards points per dollar of the bag's subtotal (spec 3, "Rewards": multiplier 0.35). */
export const REWARDS_MULTIPLIER = 0.35;

export const CART_ERRORS = {
  "cart.update.failed": "Oops, something went wrong while updating your cart.",
  "cart.no.stock": "Sorry, this product is out of stock.",
  "cart.no.style": "Sorry, this style is out of stock.",
  "asin.not.available": "Sorry, one of the products in your cart is out of stock, and has been removed.",
  cannotAddMixedRetailAndEgc:
    "Sorry, but e-Gift Cards may not be combined with other retail items. Please complete your purchase before adding to cart.",
  "max.cart.size.exceeded": "Oops! Your cart is too full. Please remove some items and try again.",
} as const;

export type CartErrorId =
  | keyof typeof CART_ERRORS
  | "cart.validation.exception"
  | "cart.invalid.input"
  | "session.required";

export function isCartErrorId(value: string): value is keyof typeof CART_ERRORS {
  return Object.hasOwn(CART_ERRORS, value);
}

/** 'Sorry, we only have 3 of this item.' (cart.validation.exception: the spec leaves the words to us). */
export function onlyAvailableMessage(onHand: number): string {
  return `Sorry, we only have ${onHand} of this item.`;
}

/**
 * Spec 2 section 8's per-item words when a line holds more than is left (stock sold since it was
 * added): the bag and checkout show them on the line, which keeps the quantity the shopper chose.
 */
export const QUANTITY_UNAVAILABLE_MESSAGE =
  "Item quantity is not available. Please remove one or more of this item.";

/** A bag line holding more than is left, though some is (none left: the line is removed instead). */
export const quantityUnavailable = (line: { quantity: number; onHand: number }): boolean =>
  line.onHand > 0 && line.quantity > line.onHand;

export const MAX_QUANTITY_MESSAGE = `Sorry, you can buy at most ${MAX_ITEM_QUANTITY} of one item.`;

export type CartType =
  | "MIXED_WITH_EGC"
  | "MIXED_WITH_PHYSICAL"
  | "MIXED_WITH_BOTH_GC"
  | "NON_MIXED_WITH_BOTH_GC"
  | "RETAIL_ONLY_CART"
  | "DIGITAL_GC_ONLY_CART"
  | "PHYSICAL_GC_ONLY_CART";

/** What the cart type needs to know of an item. */
export interface ItemKind {
  isGiftCard: boolean;
  isEgc: boolean;
}

/**
 * Spec 2, "Cart type derivation": only e-Gift Cards, only physical gift cards, only gift cards of
 * both kinds, gift cards mixed with other items (by which kinds), otherwise a regular (retail)
 * cart. An empty bag is a retail cart.
 */
export function cartType(items: readonly ItemKind[]): CartType {
  const digital = items.some((item) => item.isEgc);
  const physical = items.some((item) => item.isGiftCard && !item.isEgc);
  const retail = items.some((item) => !item.isGiftCard && !item.isEgc);
  if (!digital && !physical) return "RETAIL_ONLY_CART";
  if (retail) {
    if (digital && physical) return "MIXED_WITH_BOTH_GC";
    return digital ? "MIXED_WITH_EGC" : "MIXED_WITH_PHYSICAL";
  }
  if (digital && physical) return "NON_MIXED_WITH_BOTH_GC";
  return digital ? "DIGITAL_GC_ONLY_CART" : "PHYSICAL_GC_ONLY_CART";
}

/**
 * Whether an item may join the bag's active items: e-Gift Cards (delivered by email, bought on
 * their own) share the bag only with other e-Gift Cards; physical gift cards ship like any item.
 */
export function canMix(active: readonly ItemKind[], added: ItemKind): boolean {
  return active.every((item) => item.isEgc === added.isEgc);
}

/** One item's change as the rules see it. */
export interface QuantityCheck {
  /** Units in the bag now (0 when not there). */
  current: number;
  /** Units the bag would hold after the change. */
  next: number;
  onHand: number;
  styleOnHand: number;
}

export interface CartRuleError {
  id: CartErrorId;
  message: string;
}

/**
 * Why a quantity cannot be held, or null when it can. Lowering a quantity is always allowed
 * (even past what is left in stock: the shopper is giving units back); raising it needs stock.
 */
export function quantityError(check: QuantityCheck): CartRuleError | null {
  if (check.next <= check.current || check.next === 0) return null;
  if (check.next > MAX_ITEM_QUANTITY)
    return { id: "cart.validation.exception", message: MAX_QUANTITY_MESSAGE };
  if (check.styleOnHand <= 0) return { id: "cart.no.style", message: CART_ERRORS["cart.no.style"] };
  if (check.onHand <= 0) return { id: "cart.no.stock", message: CART_ERRORS["cart.no.stock"] };
  if (check.next > check.onHand)
    return { id: "cart.validation.exception", message: onlyAvailableMessage(check.onHand) };
  return null;
}

/** Whether the browser should refuse to add: the bag already holds every unit in stock (spec 1 section 5). */
export function bagHoldsAllStock(inBag: number, onHand: number): boolean {
  return inBag >= onHand;
}

/** The choices of a bag line's quantity selector: 1 to the most it may hold, and at least what it holds. */
export function quantityChoices(quantity: number, onHand: number): number[] {
  const most = Math.max(quantity, Math.min(MAX_ITEM_QUANTITY, onHand));
  return Array.from({ length: most }, (_, i) => i + 1);
}

/** Rewards points a subtotal would earn: whole points, rounded down. */
export function rewardsPoints(subtotalCents: number): number {
  return Math.floor((Math.max(0, subtotalCents) / 100) * REWARDS_MULTIPLIER);
}
