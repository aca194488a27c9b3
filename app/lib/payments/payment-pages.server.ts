import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { listAddresses } from "../../../modules/addresses/index.server.ts";
import { addressOneLine, countryName } from "../../../modules/addresses/index.ts";
import { isAppError, isDatabaseUnavailable } from "../../../modules/core/index.ts";
import {
  addCard,
  CARD_ANSWERS,
  cardChangeOf,
  deleteCards,
  getCard,
  listCards,
  newCardOf,
  type SavedCard,
  setDefaultCard,
  updateCard,
} from "../../../modules/payments/index.server.ts";
import {
  CARD_ID,
  CardListForm,
  cardEditSchema,
  cardFormSchema,
  maskedNumber,
} from "../../../modules/payments/index.ts";
import { requireCustomer } from "../auth.server.ts";
import { type FormReply, refuseForm, refuseFormWith } from "../forms/forms.server.ts";

/** Where the card pages go back to. */
export const PAYMENTS_PATH = "/payments";

/** A saved card as the pages show it: its masked number, expiry, name and billing address in one line. */
export interface ShownCard {
  paymentInstrumentId: number;
  label: string;
  expires: string;
  isExpired: boolean;
  nameOnCard: string;
  isPrimary: boolean;
  billing: string | null;
  addressId: number | null;
  expirationMonth: number;
  expirationYear: number;
}

function shown(card: SavedCard): ShownCard {
  const address = card.billingAddress;
  return {
    paymentInstrumentId: card.paymentInstrumentId,
    label: maskedNumber(card.brand, card.last4),
    expires: `${String(card.expirationMonth).padStart(2, "0")}/${card.expirationYear}`,
    isExpired: card.isExpired,
    nameOnCard: card.nameOnCard,
    isPrimary: card.isPrimary,
    billing: address
      ? `${address.addressLine1}, ${address.city}, ${address.stateOrRegion} ${address.postalCode}, ${countryName(address.countryCode)}`
      : null,
    addressId: address?.addressId ?? null,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
  };
}

function notFound(): never {
  throw data({ message: CARD_ANSWERS.notFound }, { status: 404 });
}

/** /payments: the signed-in customer's cards, the default first. */
export async function loadPaymentsPage(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context);
  return { cards: (await listCards(context.db, customer.customerId, context.now())).map(shown) };
}

/** What the list page's forms answer: the words to show above the list. */
export interface CardListReply {
  message: string;
  failed: boolean;
}

/** POST /payments: make a card the default, or delete it ('Card was deleted!' / 'Unable to delete card'). */
export async function paymentsAction(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context);
  const submission = parseWithZod(await request.formData(), { schema: CardListForm });
  if (submission.status !== "success") {
    return data<CardListReply>({ message: CARD_ANSWERS.notFound, failed: true }, { status: 400 });
  }
  const { intent, paymentInstrumentId: id } = submission.value;
  try {
    if (intent === "default") {
      await setDefaultCard(context.db, customer.customerId, Number(id), context.now());
      return redirect(PAYMENTS_PATH, 303);
    }
    await deleteCards(context.db, customer.customerId, [Number(id)]);
    return { message: CARD_ANSWERS.deleted, failed: false } satisfies CardListReply;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (!isAppError(error)) context.log.error({ err: error }, "card change failed");
    const message = intent === "delete" ? CARD_ANSWERS.notDeleted : CARD_ANSWERS.notFound;
    return data<CardListReply>({ message, failed: true }, { status: isAppError(error) ? error.status : 500 });
  }
}

/** A billing address to choose in the card form. */
export interface AddressChoice {
  addressId: number;
  label: string;
}

/** /payments/new and /payments/{paymentId}/edit: the card to change (if any) and the addresses to bill. */
export async function loadCardForm(request: Request, context: AppLoadContext, paymentId: string | undefined) {
  const customer = await requireCustomer(request, context);
  const addresses = await billingAddressChoices(context, customer.customerId);
  if (paymentId === undefined) return { card: null, addresses };
  if (!CARD_ID.test(paymentId)) notFound();
  try {
    return {
      card: shown(await getCard(context.db, customer.customerId, Number(paymentId), context.now())),
      addresses,
    };
  } catch (error) {
    if (isAppError(error) && error.code === "payment.instrument.not.found") notFound();
    if (isAppError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

/** The customer's addresses a card may be billed to, as the card form lists them. */
export async function billingAddressChoices(
  context: AppLoadContext,
  customerId: number,
): Promise<AddressChoice[]> {
  return (await listAddresses(context.db, customerId)).map((address) => ({
    addressId: address.addressId,
    label: addressOneLine(address),
  }));
}

/** What a refused card form answers: Conform's result, the card number and CVV never sent back. */
export type CardFormReply = FormReply;

/** Never written back into a page: what was typed in them stays in the shopper's browser. */
export const CARD_SECRET_FIELDS = ["cc", "cvv"];

/**
 * POST /payments/new and /payments/{paymentId}/edit: the card checked by the same schema as the
 * browser, then verified by the payment gateway (a new card). Success goes to the list (303); a
 * refusal comes back with the words on their fields (a decline on the number), never the number.
 */
export async function cardFormAction(
  request: Request,
  context: AppLoadContext,
  paymentId: string | undefined,
) {
  const customer = await requireCustomer(request, context);
  if (paymentId === undefined) {
    return submitNewCardForm(request, context, customer.customerId, () => redirect(PAYMENTS_PATH, 303));
  }
  if (!CARD_ID.test(paymentId)) notFound();
  const now = context.now();
  const submission = parseWithZod(await request.formData(), { schema: cardEditSchema(now) });
  if (submission.status !== "success") return refuseForm(submission);
  try {
    await updateCard(context.db, customer.customerId, Number(paymentId), cardChangeOf(submission.value), now);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "payment.instrument.not.found") notFound();
    return refuseFormWith(submission, error);
  }
  return redirect(PAYMENTS_PATH, 303);
}

/**
 * Every new card's post (the account's /payments/new and checkout's payment step): checked by the
 * same schema as the browser, then verified by the payment gateway. A refusal is the form again
 * with the words on their fields (a decline on the number), never the number or the CVV; the saved
 * card goes to `saved`, whose answer (a redirect) is the page's.
 */
export async function submitNewCardForm<T>(
  request: Request,
  context: AppLoadContext,
  customerId: number,
  saved: (card: SavedCard) => T | Promise<T>,
) {
  const now = context.now();
  const submission = parseWithZod(await request.formData(), { schema: cardFormSchema(now) });
  if (submission.status !== "success") return refuseForm(submission, CARD_SECRET_FIELDS);
  let card: SavedCard;
  try {
    card = await addCard(context.db, context.paymentGateway, customerId, newCardOf(submission.value), now);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refuseFormWith(submission, error, CARD_SECRET_FIELDS);
  }
  return saved(card);
}
