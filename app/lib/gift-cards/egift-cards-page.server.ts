import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, redirect } from "react-router";
import { EgiftCardForm } from "../../../modules/cart/forms.ts";
import { addEgiftCardToBag, readCart } from "../../../modules/cart/index.server.ts";
import { CART_ERRORS } from "../../../modules/cart/index.ts";
import { findEgiftCardAmounts } from "../../../modules/catalog/index.server.ts";
import { isAppError, isDatabaseUnavailable } from "../../../modules/core/index.ts";
import { claimSession } from "../../../modules/identity/index.server.ts";
import { currentCustomer } from "../auth.server.ts";
import { EGIFT_CARD_REPLACED_NOTICE } from "../cart/cart-page.server.ts";
import { refuseForm, refuseFormWith } from "../forms/forms.server.ts";

/** An e-Gift Card the bag holds, as the gift card page recalls it (adding its amount again replaces it). */
export interface EgiftCardInBag {
  stockId: number;
  amount: string;
  recipientName: string;
  quantity: number;
}

/**
 * /c/e-gift-cards: the amounts in stock (one stock item each), the bag's e-Gift Cards, the bag's
 * rule when it holds other items (in the spec's words, before the shopper fills in the form), and
 * the signed-in customer's name as the sender's.
 */
export async function loadEgiftCardsPage(context: AppLoadContext) {
  const [amounts, owner, customer] = await Promise.all([
    findEgiftCardAmounts(context.db),
    context.sessionOwner(),
    currentCustomer(context),
  ]);
  const { cart } = await readCart(context.db, owner);
  const inBag: EgiftCardInBag[] = cart.activeItems.flatMap((item) =>
    item.egc && item.gcCustomization
      ? [
          {
            stockId: item.stockId,
            amount: item.size,
            recipientName: item.gcCustomization.recipientName,
            quantity: item.quantity,
          },
        ]
      : [],
  );
  return {
    amounts: amounts.map(({ stockId, label }) => ({ stockId, label })),
    inBag,
    mixRule: cart.activeItems.some((item) => !item.egc) ? CART_ERRORS.cannotAddMixedRetailAndEgc : null,
    senderName: customer?.name ?? "",
  };
}

/**
 * POST /c/e-gift-cards ('Add to Bag', a plain form): read by the form's schema, then added to the
 * bag by the cart module. A refusal comes back to the form (field errors, or the bag's rule above
 * it) with its status; success goes to the bag (303), saying so when it replaced a recipient.
 */
export async function egiftCardsAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: EgiftCardForm });
  if (submission.status !== "success") return refuseForm(submission);
  const { stockId, ...details } = submission.value;
  try {
    const owner = await claimSession(context.db, context.session);
    const { replaced } = await addEgiftCardToBag(context.db, owner, { stockId, details });
    return redirect(replaced ? `/cart?notice=${EGIFT_CARD_REPLACED_NOTICE}` : "/cart", 303);
  } catch (error) {
    // A database that cannot be reached answers 503 (the page's error answer), not a refused form.
    if (isDatabaseUnavailable(error)) throw error;
    if (!isAppError(error)) throw error;
    return refuseFormWith(submission, error);
  }
}
