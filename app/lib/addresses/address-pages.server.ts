import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import {
  ADDRESS_ANSWERS,
  type AddressCheckAnswer,
  type AddressRefusal,
  deleteAddresses,
  getAddress,
  listAddresses,
  type SavedAddress,
  saveChosenAddress,
  setDefaultAddress,
} from "../../../modules/addresses/index.server.ts";
import {
  ADDRESS_CHECK_WORDS,
  ADDRESS_ID,
  type AddressInput,
  AddressListForm,
  AddressPageForm,
  formatPhone,
} from "../../../modules/addresses/index.ts";
import { isAppError, isDatabaseUnavailable } from "../../../modules/core/index.ts";
import { requireCustomer } from "../auth.server.ts";

/** Where the address pages go back to. */
export const ADDRESSES_PATH = "/addresses";

/** A saved address as the pages show it (the phone as spec 2 shows a US number). */
export interface ShownAddress extends AddressInput {
  addressId: number;
  isPrimary: boolean;
  phoneShown: string;
}

const shown = (address: SavedAddress): ShownAddress => ({
  ...address,
  phoneShown: formatPhone(address.primaryVoiceNumber, address.countryCode),
});

function notFound(): never {
  throw data({ message: ADDRESS_ANSWERS.notFound }, { status: 404 });
}

/** /addresses: the signed-in customer's addresses, the default first. */
export async function loadAddressesPage(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context);
  return { addresses: (await listAddresses(context.db, customer.customerId)).map(shown) };
}

/** What the list page's forms answer: the words to show above the list. */
export interface AddressListReply {
  message: string;
  failed: boolean;
}

/**
 * POST /addresses: make an address the default, or delete it ('Address was deleted!' / 'Unable to
 * delete address at this time.'). A default goes back to the list (303); a deletion answers its words.
 */
export async function addressesAction(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context);
  const submission = parseWithZod(await request.formData(), { schema: AddressListForm });
  if (submission.status !== "success") {
    return data<AddressListReply>({ message: ADDRESS_ANSWERS.notFound, failed: true }, { status: 400 });
  }
  const { intent, addressId } = submission.value;
  try {
    if (intent === "default") {
      await setDefaultAddress(context.db, customer.customerId, Number(addressId));
      return redirect(ADDRESSES_PATH, 303);
    }
    await deleteAddresses(context.db, customer.customerId, [Number(addressId)]);
    return { message: ADDRESS_ANSWERS.deleted, failed: false } satisfies AddressListReply;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (!isAppError(error)) context.log.error({ err: error }, "address change failed");
    const message = intent === "delete" ? ADDRESS_ANSWERS.notDeleted : ADDRESS_ANSWERS.notFound;
    return data<AddressListReply>(
      { message, failed: true },
      { status: isAppError(error) ? error.status : 500 },
    );
  }
}

/** /addresses/{addressId}/edit: the address to change (another customer's is not found). */
export async function loadAddressForm(
  request: Request,
  context: AppLoadContext,
  addressId: string | undefined,
) {
  const customer = await requireCustomer(request, context);
  return addressFormData(context, customer.customerId, addressId);
}

/**
 * What an address form shows: nothing to start a new address, else the customer's address to
 * change (an id that is not theirs, or an empty one, is not found).
 */
export async function addressFormData(
  context: AppLoadContext,
  customerId: number,
  addressId: string | undefined,
): Promise<{ address: ShownAddress | null }> {
  if (addressId === undefined) return { address: null };
  if (!ADDRESS_ID.test(addressId)) notFound();
  try {
    return { address: shown(await getAddress(context.db, customerId, Number(addressId))) };
  } catch (error) {
    if (isAppError(error) && error.code === "address.not.found") notFound();
    if (isAppError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

/** The address check's answer, for the form to offer its choices. */
export type AddressCheckReply = AddressCheckAnswer;

/** What the address form's post answers when it is refused: Conform's result, and the check's answer. */
export interface AddressFormReply {
  result: SubmissionResult<string[]>;
  check: AddressCheckReply | null;
}

/** The words beside a field the address check could not verify. */
export const UNVERIFIED_FIELD = ADDRESS_CHECK_WORDS.unverifiedField;

/** A refusal in Conform's words: the message above the form, each field's words beside it. */
export function refusalReply(refusal: AddressRefusal): {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
} {
  const fieldErrors = Object.fromEntries(
    Object.entries(refusal.fieldErrors).map(([field, message]) => [field, [message]]),
  );
  return { formErrors: [refusal.message], fieldErrors };
}

/** POST /addresses/new and /addresses/{addressId}/edit: success goes to the list (303). */
export async function addressFormAction(
  request: Request,
  context: AppLoadContext,
  addressId: string | undefined,
) {
  const customer = await requireCustomer(request, context);
  return submitAddressForm(request, context, customer.customerId, addressId, () =>
    redirect(ADDRESSES_PATH, 303),
  );
}

/**
 * Every address form's post (the account's pages and checkout's and the exchange's steps): the
 * address checked by the same schema as the browser, then saved as the shopper chose after the
 * address check (the addresses module's saveChosenAddress). A suggestion or unverified fields come
 * back to the form with the shopper's choices; a refusal is the form again with its words; the
 * saved address goes to `saved`, whose answer (a redirect) is the page's.
 */
export async function submitAddressForm<T>(
  request: Request,
  context: AppLoadContext,
  customerId: number,
  addressId: string | undefined,
  saved: (address: SavedAddress) => T | Promise<T>,
) {
  if (addressId !== undefined && !ADDRESS_ID.test(addressId)) notFound();
  const submission = parseWithZod(await request.formData(), { schema: AddressPageForm });
  if (submission.status !== "success") {
    return data<AddressFormReply>({ result: submission.reply(), check: null }, { status: 400 });
  }
  const { makeDefault, choice, ...typed } = submission.value;
  const answer = await saveChosenAddress(
    context.db,
    customerId,
    { typed, choice, makeDefault: makeDefault === "on" },
    addressId === undefined ? undefined : Number(addressId),
  ).catch(notFoundWhenNotTheirs);
  if ("refused" in answer) {
    const { check, status } = answer.refused;
    return data<AddressFormReply>(
      { result: submission.reply(refusalReply(answer.refused)), check },
      { status },
    );
  }
  return saved(answer.saved);
}

/** An address id that is not the customer's is the not-found page, whatever the form. */
function notFoundWhenNotTheirs(error: unknown): never {
  if (isAppError(error) && error.code === "address.not.found") notFound();
  throw error;
}
