import { AppError, unacceptableCharacterIn } from "../core/index.ts";
import { ADDRESS_FIELDS, type AddressField, type AddressInput, checkAddress } from "./address-rules.ts";
import { type AddressValidation, validateAddress } from "./us-address.ts";

/**
 * Whether an address may be saved as asked: its fields by the address rules, then the US address
 * check, with the two ways past the check (saved as entered, saved although unverified). Pure: the
 * saving, the shopper's choice after the check and express checkout all judge by it.
 */

/** The words of the address check's refusals (spec 2 section 8 where it gives them; see docs/decisions.md). */
export const ADDRESS_CHECK_WORDS = {
  invalidFields: "We could not verify this address. Please check the fields marked.",
  suggested: "We found a more complete version of this address. Please choose the one to use.",
  /** Beside a field the check could not verify. */
  unverifiedField: "Please check this field.",
} as const;

/** An address as asked to be saved: the fields as posted, and what the check may let through. */
export interface AddressToCheck {
  /** The address's fields as posted (checked here: trimmed, required, lengths, phone, country). */
  fields: Record<string, unknown>;
  /** Save it although the address check found fields it could not verify. */
  saveInvalidAddress?: boolean;
  /** Save it as entered although the address check suggests a standard form of it. */
  forceOriginal?: boolean;
}

/** Why an address may not be saved as asked: a field's own words, or the address check's answer. */
export type AddressProblem =
  | { kind: "fields"; fieldErrors: Partial<Record<AddressField, string>> }
  | { kind: "unverified"; verdict: AddressValidation }
  | { kind: "suggested"; verdict: AddressValidation };

const isAddressField = (name: string): name is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(name);

/** The first field holding a character no address has (a NUL byte, a control character): 'Invalid input'. */
function unacceptableField(fields: Record<string, unknown>): Partial<Record<AddressField, string>> | null {
  const [name] =
    Object.entries(fields).find(
      ([key, value]) => isAddressField(key) && typeof value === "string" && unacceptableCharacterIn(value),
    ) ?? [];
  return name !== undefined && isAddressField(name) ? { [name]: "Invalid input" } : null;
}

/** The address as it would be saved, or why it may not be. */
export function judgeAddress(asked: AddressToCheck): { address: AddressInput } | { problem: AddressProblem } {
  const unacceptable = unacceptableField(asked.fields);
  if (unacceptable) return { problem: { kind: "fields", fieldErrors: unacceptable } };
  const checked = checkAddress(asked.fields);
  if ("fieldErrors" in checked) return { problem: { kind: "fields", fieldErrors: checked.fieldErrors } };
  const { address } = checked;
  const verdict = validateAddress(address);
  if (verdict.valid) return { address };
  if (verdict.invalidFields.length > 0) {
    return asked.saveInvalidAddress ? { address } : { problem: { kind: "unverified", verdict } };
  }
  return asked.forceOriginal ? { address } : { problem: { kind: "suggested", verdict } };
}

/**
 * The problem as the JSON API answers it: 400 input.invalid with each field's words (the first
 * field named), or 400 address.validation.exception with the check's verdict as extraInfo.
 */
export function addressProblemError(problem: AddressProblem): AppError {
  if (problem.kind === "fields") {
    const first = ADDRESS_FIELDS.find((field) => problem.fieldErrors[field] !== undefined);
    const message = first ? (problem.fieldErrors[first] ?? "Invalid input") : "Invalid input";
    return new AppError("invalid_input", "input.invalid", message, {
      field: first,
      extraInfo: { fieldErrors: problem.fieldErrors },
    });
  }
  const { verdict } = problem;
  if (problem.kind === "unverified") {
    return new AppError("invalid_input", "address.validation.exception", ADDRESS_CHECK_WORDS.invalidFields, {
      field: verdict.invalidFields[0],
      extraInfo: verdict,
    });
  }
  return new AppError("invalid_input", "address.validation.exception", ADDRESS_CHECK_WORDS.suggested, {
    extraInfo: verdict,
  });
}
