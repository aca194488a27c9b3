import { type Db, isAppError, isDatabaseUnavailable } from "../core/index.ts";
import {
  ADDRESS_CHECK_WORDS,
  type AddressProblem,
  addressProblemError,
  judgeAddress,
} from "./address-check.ts";
import { ADDRESS_FIELDS, type AddressField, type AddressInput } from "./address-rules.ts";
import { type SaveAddressRequest, type SavedAddress, saveAddress } from "./addresses.server.ts";
import { ADDRESS_CHOICES } from "./forms.ts";
import { validateAddress } from "./us-address.ts";

/**
 * The shopper's choice after the address check (every address form: the account's pages,
 * checkout's and the exchange's steps, express checkout): the check's suggestion, the address as
 * typed, or the address as is although unverified. A refusal is an answer for the form, not a throw.
 */

/** What the shopper chose after the address check answered (the buttons of ADDRESS_CHOICES). */
export type AddressChoice = (typeof ADDRESS_CHOICES)[keyof typeof ADDRESS_CHOICES];

/** An address form's checked values: the address typed, the choice made (none at first), the default box. */
export interface ChosenAddress {
  typed: AddressInput;
  choice: AddressChoice | undefined;
  makeDefault: boolean;
}

/** The address check's answer, for the form to offer its choices. */
export interface AddressCheckAnswer {
  /** The standard form the check suggests (the shopper picks it or keeps theirs). */
  suggested: AddressInput | null;
  /** The fields the check could not verify (the shopper corrects them or saves as is). */
  invalidFields: AddressField[];
}

/** Why an address was not saved: the words above the form, each field's words, the check's choices, the status. */
export interface AddressRefusal {
  message: string;
  fieldErrors: Partial<Record<AddressField, string>>;
  check: AddressCheckAnswer | null;
  status: number;
}

/**
 * The save the choice asks for. The suggestion is the check's own answer to what was typed, made
 * again here: nothing the browser sends can put another address in its place.
 */
function requestFor(chosen: ChosenAddress): SaveAddressRequest {
  const { typed, choice } = chosen;
  const suggestion =
    choice === ADDRESS_CHOICES.suggested ? validateAddress(typed).suggestedAddresses[0] : undefined;
  return {
    fields: { ...(suggestion ?? typed) },
    makeDefault: chosen.makeDefault,
    forceOriginal: choice === ADDRESS_CHOICES.entered,
    saveInvalidAddress: choice === ADDRESS_CHOICES.asIs,
  };
}

/** The problem as the form shows it: a field's words, or the check's choices with the unverified fields marked. */
function refusalOf(problem: AddressProblem): AddressRefusal {
  const { message, status } = addressProblemError(problem);
  if (problem.kind === "fields") return { message, fieldErrors: problem.fieldErrors, check: null, status };
  const { verdict } = problem;
  const invalidFields = verdict.invalidFields.filter((field) => ADDRESS_FIELDS.includes(field));
  const fieldErrors = Object.fromEntries(
    invalidFields.map((field) => [field, ADDRESS_CHECK_WORDS.unverifiedField]),
  );
  return {
    message,
    fieldErrors,
    check: { suggested: verdict.suggestedAddresses[0] ?? null, invalidFields },
    status,
  };
}

/**
 * Judges the shopper's choice without saving (express checkout checks the address before the card):
 * the save request that saveAddress will take, or the refusal for the form.
 */
export function checkChosenAddress(
  chosen: ChosenAddress,
): { request: SaveAddressRequest } | { refused: AddressRefusal } {
  const request = requestFor(chosen);
  const judged = judgeAddress(request);
  return "problem" in judged ? { refused: refusalOf(judged.problem) } : { request };
}

/**
 * Saves an address (a new one, or the customer's `addressId`) as the shopper chose after the
 * address check. A refusal (the check's answer, a field's words, the address limit) is answered;
 * an address that is not the customer's is not found (thrown, as every other unexpected failure).
 */
export async function saveChosenAddress(
  db: Db,
  customerId: number,
  chosen: ChosenAddress,
  addressId?: number,
): Promise<{ saved: SavedAddress } | { refused: AddressRefusal }> {
  const checked = checkChosenAddress(chosen);
  if ("refused" in checked) return checked;
  try {
    return { saved: await saveAddress(db, customerId, checked.request, addressId) };
  } catch (error) {
    if (isDatabaseUnavailable(error) || !isAppError(error) || error.code === "address.not.found") throw error;
    return { refused: { message: error.message, fieldErrors: {}, check: null, status: error.status } };
  }
}
