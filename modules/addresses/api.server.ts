import { z } from "@hono/zod-openapi";
import { apiRouter, positiveIdSchema } from "../core/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import { countryName, postalAddressOf } from "./address-rules.ts";
import {
  ADDRESS_ANSWERS,
  deleteAddresses,
  listAddresses,
  type SavedAddress,
  saveAddress,
  setDefaultAddress,
} from "./addresses.server.ts";

type AddressesEnv = { Variables: SessionVariables & { logger?: Log } };

/** Longer than any field may be: the field rules give the words ('Input too long'); this bounds the body. */
const text = z.string().max(500);
const addressId = positiveIdSchema("addressId must be a whole number above 0");

const MailingAddress = z.object({
  addressLine1: text,
  addressLine2: text.optional(),
  city: text,
  stateOrRegion: text,
  postalCode: text,
  countryCode: text,
});

/** An address in the API (spec 2 "Address": name.fullName, mailingAddress, phone.voice.primary.number). */
const AddressSchema = z
  .object({
    addressId: z.string(),
    isDefaultShippingAddress: z.boolean(),
    name: z.object({ fullName: z.string() }),
    mailingAddress: MailingAddress.extend({ addressLine2: z.string(), countryName: z.string() }),
    phone: z.object({ voice: z.object({ primary: z.object({ number: z.string() }) }) }),
  })
  .openapi("Address");

const AddressFields = {
  name: z.object({ fullName: text.optional() }).strict(),
  mailingAddress: MailingAddress.partial().strict(),
  phone: z
    .object({ voice: z.object({ primary: z.object({ number: text.optional() }).strict() }).strict() })
    .strict(),
  isDefaultShippingAddress: z.boolean().optional(),
};

const NewAddressSchema = z.object(AddressFields).strict().openapi("NewAddress");
const ChangedAddressSchema = z
  .object({ addressId: addressId, ...AddressFields })
  .strict()
  .openapi("ChangedAddress");

const flag = z.enum(["true", "false"]).optional();
const SaveQuery = z.object({
  saveInvalidAddress: flag.openapi({
    description: "Save although the address check could not verify fields",
  }),
  forceOriginal: flag.openapi({
    description: "Save as entered although the address check suggests another form",
  }),
});

const DeleteQuery = z.object({
  addressIds: z
    .string()
    .max(1_000)
    .regex(/^\d{1,15}(,\d{1,15})*$/, "addressIds: address ids separated by commas")
    .openapi({ description: "The ids of the addresses to delete, separated by commas", example: "12,13" }),
});

type AddressBody = z.output<typeof NewAddressSchema>;

/** The posted nested address as the fields the rules check. */
function fieldsOf(body: AddressBody): Record<string, unknown> {
  return {
    fullName: body.name.fullName,
    ...body.mailingAddress,
    primaryVoiceNumber: body.phone.voice.primary.number,
  };
}

function toApi(address: SavedAddress): z.input<typeof AddressSchema> {
  const { fullName, ...mailing } = postalAddressOf(address);
  return {
    addressId: String(address.addressId),
    isDefaultShippingAddress: address.isPrimary,
    name: { fullName },
    mailingAddress: { ...mailing, countryName: countryName(address.countryCode) },
    phone: { voice: { primary: { number: address.primaryVoiceNumber } } },
  };
}

const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";
const refused =
  "input.invalid: a field's own words (extraInfo.fieldErrors); address.validation.exception: the address check's answer (extraInfo: valid, invalidFields, suggestedAddresses); address.inactive.exception: a deleted address";

/** What a customer's address calls share: the router, the database, and who the signed-in customer is. */
interface AddressRoutes {
  router: ReturnType<typeof apiRouter<AddressesEnv>>;
  db: Db;
  customer: (c: { get(key: "session"): SessionVariables["session"] }) => Promise<number>;
}

/** A customer's saved addresses (spec 2 "Addresses and payments": /v1/address). */
export function addressRoutes(services: { db: Db; logger?: Log }) {
  const { db } = services;
  const router = apiRouter<AddressesEnv>({ invalidInputId: "input.invalid", log: services.logger });
  const customer = (c: { get(key: "session"): SessionVariables["session"] }) =>
    requireCustomerId(db, c.get("session"));
  const routes: AddressRoutes = { router, db, customer };
  readAndSaveRoutes(routes);
  defaultAndDeleteRoutes(routes);
  return router.app;
}

/** GET, POST and PUT /v1/address: the saved addresses, and one added or changed (checked as the pages check it). */
function readAndSaveRoutes({ router, db, customer }: AddressRoutes) {
  router.json(
    {
      method: "get",
      path: "/v1/address",
      summary: "The signed-in customer's saved addresses, the default first",
      response: z.object({ addresses: z.array(AddressSchema) }),
      errors: { 403: notSignedIn },
    },
    async (_, c) => ({ addresses: (await listAddresses(db, await customer(c))).map(toApi) }),
  );

  router.json(
    {
      method: "post",
      path: "/v1/address",
      summary: "Save a new address (checked, and verified by the US address check)",
      query: SaveQuery,
      body: NewAddressSchema,
      response: z.object({ address: AddressSchema }),
      responseDescription: "The saved address",
      errors: { 400: refused, 403: notSignedIn, 409: `address.limit.reached: '${ADDRESS_ANSWERS.limit}'` },
    },
    async ({ query, body }, c) => {
      const saved = await saveAddress(db, await customer(c), {
        fields: fieldsOf(body),
        makeDefault: body.isDefaultShippingAddress,
        saveInvalidAddress: query.saveInvalidAddress === "true",
        forceOriginal: query.forceOriginal === "true",
      });
      return { address: toApi(saved) };
    },
  );

  router.json(
    {
      method: "put",
      path: "/v1/address",
      summary: "Change one of the customer's addresses (checked as a new one)",
      query: SaveQuery,
      body: ChangedAddressSchema,
      response: z.object({ address: AddressSchema }),
      responseDescription: "The changed address",
      errors: { 400: refused, 403: notSignedIn, 404: "address.not.found: not an address of the customer's" },
    },
    async ({ query, body }, c) => {
      const { addressId: id, ...fields } = body;
      const saved = await saveAddress(
        db,
        await customer(c),
        {
          fields: fieldsOf(fields),
          makeDefault: fields.isDefaultShippingAddress,
          saveInvalidAddress: query.saveInvalidAddress === "true",
          forceOriginal: query.forceOriginal === "true",
        },
        id,
      );
      return { address: toApi(saved) };
    },
  );
}

/** The default chosen (POST /v1/address/default), and some addresses deleted, all or none. */
function defaultAndDeleteRoutes({ router, db, customer }: AddressRoutes) {
  router.json(
    {
      method: "post",
      path: "/v1/address/default",
      summary: "Make one of the customer's addresses the default shipping address",
      description: "The spec does not show this call's path; see docs/decisions.md.",
      body: z.object({ addressId: addressId }).strict(),
      response: z.object({ address: AddressSchema }),
      errors: { 400: refused, 403: notSignedIn, 404: "address.not.found: not an address of the customer's" },
    },
    async ({ body }, c) => ({
      address: toApi(await setDefaultAddress(db, await customer(c), body.addressId)),
    }),
  );

  router.json(
    {
      method: "delete",
      path: "/v1/address",
      summary: "Delete some of the customer's addresses, all or none",
      query: DeleteQuery,
      response: z.object({ message: z.literal(ADDRESS_ANSWERS.deleted) }),
      errors: { 403: notSignedIn, 404: `address.not.found: '${ADDRESS_ANSWERS.notDeleted}'` },
    },
    async ({ query }, c) => {
      await deleteAddresses(db, await customer(c), query.addressIds.split(",").map(Number));
      return { message: ADDRESS_ANSWERS.deleted };
    },
  );
}
