import { z } from "@hono/zod-openapi";
import { positiveIdSchema } from "../core/index.server.ts";
import { MAX_GIFT_MESSAGE } from "./forms.ts";
import { type ConfigureChange, PURCHASE_ID_PATTERN } from "./purchase-answers.ts";

/** Checkout's JSON requests as zod schemas (strict, every string and list bounded), and what they ask for. */

const id = positiveIdSchema();
/** A purchase id in a body or a query: 24 lower-case hex digits. */
export const purchaseId = z.string().regex(PURCHASE_ID_PATTERN, "purchaseId: not a purchase id");

/** A query flag: 'true' or 'false'. */
export const flag = z.enum(["true", "false"]).optional();

/** POST /v1/checkout/configure's body (spec 2 section 7, every field it names; unknown ones refused). */
export const ConfigureSchema = z
  .object({
    purchaseId: purchaseId.optional(),
    addressId: id.optional(),
    paymentMethods: z
      .array(z.object({ paymentMethodCode: z.literal("CC"), paymentInstrumentId: id }).strict())
      .max(1)
      .optional(),
    shipmentSpeed: z.string().max(30).optional(),
    shipmentOptionId: z.string().max(30).optional(),
    shipmentOptionLineItemIds: z.array(z.string().max(20)).max(100).optional(),
    coupon: z.string().max(64).optional(),
    removeCoupon: z.boolean().optional(),
    totalClickCountOfPromoSubmitButton: z.number().int().min(0).max(1000).optional(),
    useGCBalance: z.boolean().optional(),
    useDiscount: z.boolean().optional(),
    giftOptions: z
      .array(
        z
          .object({ lineItemId: z.string().max(20), giftMessage: z.string().max(MAX_GIFT_MESSAGE * 2) })
          .strict(),
      )
      .max(100)
      .optional(),
    isRemovingGiftOptions: z.boolean().optional(),
    isSavingGiftOptions: z.boolean().optional(),
    refreshPurchase: z.boolean().optional(),
    clearPurchaseDoc: z.boolean().optional(),
    clearAmazonPaySession: z.boolean().optional(),
    advanceOnSuccess: z.boolean().optional(),
    filterShipOptionsOnFirstLoad: z.boolean().optional(),
    includePaymentsAndAddresses: z.boolean().optional(),
    includeAllPaymentTypes: z.boolean().optional(),
    autoPlaceOrder: z.boolean().optional(),
  })
  .strict()
  .openapi("ConfigureCheckout");

/** POST /v1/checkout/finalize's body: the purchase and the version the shopper reviewed. */
export const FinalizeSchema = z
  .object({
    purchaseId,
    versionNumber: z.number().int().min(1).max(2_000_000_000),
    setDefault: z.boolean().optional(),
  })
  .strict()
  .openapi("FinalizeCheckout");

/** An Idempotency-Key header: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The configure request's body as the change it asks for: the spec's names, and its aliases. */
export function configureChangeOf(
  body: z.output<typeof ConfigureSchema>,
): ConfigureChange & { purchaseId?: string } {
  const { paymentMethods, shipmentOptionId, shipmentSpeed, ...rest } = body;
  const speed = shipmentSpeed ?? shipmentOptionId;
  const useGCBalance = rest.useGCBalance ?? rest.useDiscount;
  return {
    ...(rest.purchaseId !== undefined && { purchaseId: rest.purchaseId }),
    ...(rest.addressId !== undefined && { addressId: rest.addressId }),
    ...(paymentMethods?.[0] && { paymentInstrumentId: paymentMethods[0].paymentInstrumentId }),
    ...(speed !== undefined && { shipmentSpeed: speed }),
    ...(rest.coupon !== undefined && { coupon: rest.coupon }),
    ...(rest.removeCoupon !== undefined && { removeCoupon: rest.removeCoupon }),
    ...(useGCBalance !== undefined && { useGCBalance }),
    ...(rest.giftOptions !== undefined && { giftOptions: rest.giftOptions }),
    ...(rest.isRemovingGiftOptions !== undefined && { isRemovingGiftOptions: rest.isRemovingGiftOptions }),
    ...(rest.clearPurchaseDoc !== undefined && { clearPurchaseDoc: rest.clearPurchaseDoc }),
  };
}
