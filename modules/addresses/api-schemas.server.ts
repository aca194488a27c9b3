import { z } from "@hono/zod-openapi";

/**
 * An address in the JSON API's answers, as the other modules' calls show one (a purchase's shipping
 * address, a card's billing address): flat, in the field names of the address rules. The address
 * calls' own shape (spec 2 "Address", nested) is theirs, in api.server.ts.
 */

/** The postal fields: what a label prints (no phone). */
export const PostalAddressSchema = z.object({
  fullName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  stateOrRegion: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
});

/** Every field of an address, the phone too. */
export const AddressFieldsSchema = PostalAddressSchema.extend({ primaryVoiceNumber: z.string() });
