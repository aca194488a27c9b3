/** Spec 2 section 5: an order id is ddd-ddddddd-ddddddd, or digits only. */
export const ORDER_ID_PATTERN = /^(\d{3}-\d{7}-\d{7}|\d{1,19})$/;

/**
 * An order id as stored: the digits-only form of an id (its 17 digits) read as ddd-ddddddd-ddddddd;
 * anything else as given (no order has it, so it is not found).
 */
export function normaliseOrderId(value: string): string {
  return /^\d{17}$/.test(value) ? `${value.slice(0, 3)}-${value.slice(3, 10)}-${value.slice(10)}` : value;
}

export function isOrderId(value: string): boolean {
  return ORDER_ID_PATTERN.test(value);
}

/**
 * A new order id, ddd-ddddddd-ddddddd, from 17 random digits (the caller's random source: the
 * server passes node:crypto's). The first digit is never 0, so the id reads as the spec's form.
 */
export function orderIdFrom(randomDigit: () => number): string {
  const digits = Array.from({ length: 17 }, (_, index) => {
    const digit = randomDigit();
    if (!Number.isInteger(digit) || digit < 0 || digit > 9) throw new Error(`not a digit: ${digit}`);
    return index === 0 ? (digit % 9) + 1 : digit;
  }).join("");
  return `${digits.slice(0, 3)}-${digits.slice(3, 10)}-${digits.slice(10)}`;
}

/** An order line's itemUniqueId in a path or a form: the order's digits and the line's number. */
export const ITEM_UNIQUE_ID_PATTERN = /^\d{1,30}$/;

/**
 * The order an item's unique id belongs to: an item's id is its order's 17 digits and the line's
 * number (orders.server.ts itemUniqueId). Null for an id too short to hold an order's digits.
 */
export function orderIdOfItem(itemUniqueId: string): string | null {
  return /^\d{18,30}$/.test(itemUniqueId) ? normaliseOrderId(itemUniqueId.slice(0, 17)) : null;
}

/** A shipment's id in a path: its order's id and its number ('123-4567890-1234567-S1'). */
export const SHIPMENT_ID_PATTERN = /^(\d{3}-\d{7}-\d{7}|\d{1,19})-S\d{1,4}$/;
