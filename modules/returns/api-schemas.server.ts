import { z } from "@hono/zod-openapi";
import { PostalAddressSchema } from "../addresses/index.server.ts";
import { postalAddressOf } from "../addresses/index.ts";
import { ITEM_UNIQUE_ID_PATTERN, normaliseOrderId, ORDER_ID_PATTERN } from "../orders/index.ts";
import { LABEL_TYPES, type LabelType, RETURN_REASON_CODES, type ReturnReason } from "./rules.ts";
import type { LabelAddressSnapshot } from "./schema.server.ts";

/** The pieces the returns' and the exchanges' calls share: ids, reasons, label types and addresses. */

/** An RMA number: RMA- and ten digits. */
export const RMA_PATTERN = /^RMA-\d{10}$/;
/** A contract id: the RMA's ten digits and a two-digit item number. */
export const CONTRACT_ID_PATTERN = /^\d{12}$/;

/** The 403 of a call that needs sign-in, as the docs name it. */
export const NOT_SIGNED_IN = "customer.auth.required ('Customer not recognized'): not signed in";

export const itemIdSchema = z.string().max(30).regex(ITEM_UNIQUE_ID_PATTERN, "itemUniqueId: digits");
export const rmaNumberSchema = z.string().max(20).regex(RMA_PATTERN, "rmaNumber: RMA- and ten digits");
export const contractIdSchema = z.string().max(20).regex(CONTRACT_ID_PATTERN, "contractId: twelve digits");
export const orderIdSchema = z
  .string()
  .max(30)
  .regex(ORDER_ID_PATTERN, "orderId: an order number is ddd-ddddddd-ddddddd, or digits only")
  .transform(normaliseOrderId);
export const reasonSchema = z.enum(RETURN_REASON_CODES as [ReturnReason, ...ReturnReason[]]);
export const labelTypeSchema = z.enum(LABEL_TYPES as unknown as [LabelType, ...LabelType[]]);

/** An address as the calls show it (no phone, no saved address id): the addresses module's postal fields. */
export const AddressSchema = PostalAddressSchema;

/** An address snapshot cut to what the calls show. */
export const shownAddress = (a: LabelAddressSnapshot): z.infer<typeof AddressSchema> => postalAddressOf(a);
