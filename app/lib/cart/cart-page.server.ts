import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { BAG_FORM_MESSAGES, BagLineForm } from "../../../modules/cart/forms.ts";
import {
  changeCartItems,
  moveCartItem,
  moveCartItemToFavorites,
  readCart,
  removeCartItem,
} from "../../../modules/cart/index.server.ts";
import {
  CART_ERRORS,
  type Cart,
  type CartItem,
  EGIFT_CARD_MESSAGES,
  isCartErrorId,
} from "../../../modules/cart/index.ts";
import { isAppError, isDatabaseUnavailable } from "../../../modules/core/index.ts";
import { claimSession } from "../../../modules/identity/index.server.ts";
import { findRecoSeed, getRecommendations } from "../../../modules/recos/index.server.ts";
import type { RecoWidget } from "../../../modules/recos/index.ts";
import { signInPrompt } from "../sign-in.ts";

/** Spec 1 section 9: cart recommendations 6. */
export const CART_RECOMMENDATIONS = 6;

/** The words for an error id a redirect carried (?error=): only known ids, never text from the URL. */
export function errorMessage(id: string | null): string | null {
  if (!id) return null;
  if (isCartErrorId(id)) return CART_ERRORS[id];
  if (id === "cart.validation.exception") return "Sorry, we could not add that many of this item.";
  return CART_ERRORS["cart.update.failed"];
}

/** The notice id of an e-Gift Card that replaced the bag's card of its amount for another recipient. */
export const EGIFT_CARD_REPLACED_NOTICE = "egc.replaced";

/** Notices a redirect to the bag may carry (?notice=): only known ids, never text from the URL. */
const BAG_NOTICES: ReadonlyMap<string, string> = new Map([
  [EGIFT_CARD_REPLACED_NOTICE, EGIFT_CARD_MESSAGES.replaced],
]);

function noticeMessage(id: string | null): string | null {
  return id === null ? null : (BAG_NOTICES.get(id) ?? null);
}

/** Best sellers like the bag's latest item, not already in the bag. */
async function cartRecommendations(
  context: AppLoadContext,
  cart: Cart,
  latest: CartItem,
): Promise<RecoWidget[]> {
  const seed = await findRecoSeed(context, latest.productId, latest.styleId);
  const inBag = new Set([...cart.activeItems, ...cart.savedItems].map((item) => item.productId));
  const widgets = await getRecommendations(context, {
    widgets: ["recommended-for-you"],
    limit: CART_RECOMMENDATIONS + inBag.size,
    seed,
  });
  return widgets.map((widget) => {
    const recos = widget.recos.filter((card) => !inBag.has(card.productId)).slice(0, CART_RECOMMENDATIONS);
    return {
      ...widget,
      recos,
      sims: widget.sims.filter((sim) => recos.some((card) => String(card.productId) === sim.logical_id)),
    };
  });
}

/** The bag page: the bag (sold-out items taken out, with the spec's notice), any error a redirect carried, and deferred recommendations. */
export async function loadCartPage(request: Request, context: AppLoadContext) {
  const owner = await context.sessionOwner();
  const { cart, removed } = await readCart(context.db, owner);
  const { searchParams } = new URL(request.url);
  const errorId = searchParams.get("error");
  // None for an empty bag, and then no room kept for them either (the footer would jump up).
  const latest: CartItem | undefined = cart.activeItems[0] ?? cart.savedItems[0];
  const recommendations = latest
    ? cartRecommendations(context, cart, latest).catch((error: unknown) => {
        context.log.warn({ err: error }, "cart recommendations failed");
        return [] as RecoWidget[];
      })
    : null;
  return {
    cart,
    cartName: context.marketplace.cartName,
    notice: removed > 0 ? CART_ERRORS["asin.not.available"] : noticeMessage(searchParams.get("notice")),
    error: errorMessage(errorId),
    recommendations,
  };
}

/** The words of a refused bag form: the first the schema gave. */
function refusal(submission: { error?: Record<string, string[] | null> | null }): string {
  const words = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
  return words ?? BAG_FORM_MESSAGES.notUnderstood;
}

/**
 * The bag page's forms (they work without JavaScript), parsed by one schema: change a quantity,
 * remove, save for later, move back to the bag, move to favorites. Success goes back to the bag
 * page (so a reload does not post again); a refusal answers the spec's words with the error's
 * status. A guest's 'Move to Favorites' goes to sign-in and comes back to the bag (decision 217).
 */
export async function cartPageAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: BagLineForm });
  if (submission.status !== "success") return data({ error: refusal(submission) }, { status: 400 });
  const change = submission.value;
  const { stockId } = change;
  try {
    const owner = await claimSession(context.db, context.session);
    if (change.intent === "favorite" && owner.customerId === null) {
      return redirect(signInPrompt("/cart", context.marketplace.features.federatedLogin), 303);
    }
    switch (change.intent) {
      case "quantity":
        await changeCartItems(context.db, owner, [{ stockId, quantity: change.quantity }]);
        break;
      case "remove":
        await removeCartItem(context.db, owner, stockId);
        break;
      case "save":
        await moveCartItem(context.db, owner, stockId, true);
        break;
      case "move":
        await moveCartItem(context.db, owner, stockId, false);
        break;
      case "favorite":
        await moveCartItemToFavorites(context.db, owner, stockId, context.marketplace.merchantId);
        break;
    }
  } catch (error) {
    // A database that cannot be reached answers 503 (the page or API error answer), not a failed change.
    if (isDatabaseUnavailable(error)) throw error;
    if (isAppError(error)) return data({ error: error.message }, { status: error.status });
    context.log.error({ err: error }, "cart update failed");
    return data({ error: CART_ERRORS["cart.update.failed"] }, { status: 500 });
  }
  return redirect("/cart", 303);
}
