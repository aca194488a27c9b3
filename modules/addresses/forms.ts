import { z } from "zod";
import { AddressForm } from "./address-rules.ts";

/**
 * The address pages' forms (they work without JavaScript): parsed on the server, and by the same
 * schema in the browser for the same words at once. Pure.
 */

/** What the shopper chose after the address check answered (see the address form's page). */
export const ADDRESS_CHOICES = {
  /** Save the standard form the check suggested. */
  suggested: "suggested",
  /** Save the address as typed although the check suggested another form (forceOriginal). */
  entered: "entered",
  /** Save the address although the check could not verify some fields (saveInvalidAddress). */
  asIs: "as-is",
} as const;

/** POST /addresses/new and /addresses/{addressId}/edit. */
export const AddressPageForm = AddressForm.extend({
  makeDefault: z.literal("on").optional(),
  choice: z.enum(Object.values(ADDRESS_CHOICES) as ["suggested", "entered", "as-is"]).optional(),
});

/** An address id in a path or a form: digits only. */
export const ADDRESS_ID = /^\d{1,15}$/;

/** POST /addresses: make an address the default, or delete it. */
export const AddressListForm = z.object({
  intent: z.enum(["default", "delete"]),
  addressId: z.string().regex(ADDRESS_ID),
});
