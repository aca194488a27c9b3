import type { Db } from "../core/index.ts";
import type { SessionOwner } from "../identity/index.server.ts";
import { readCart } from "./cart.server.ts";
import { CART_ERRORS } from "./rules.ts";

/**
 * GET /v1/cart's answer: the bag priced now, rewards only when asked for, and the
 * asin.not.available notice when reading it removed sold-out items.
 */
export async function cartAnswer(db: Db, owner: SessionOwner | null, options: { displayRewards: boolean }) {
  const { cart, removed } = await readCart(db, owner);
  const { cartRewards, ...withoutRewards } = cart;
  const notices =
    removed > 0 ? [{ id: "asin.not.available", message: CART_ERRORS["asin.not.available"] }] : [];
  return { ...(options.displayRewards ? cart : withoutRewards), notices };
}
