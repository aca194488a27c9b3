import { z } from "@hono/zod-openapi";
import { AddressFieldsSchema } from "../addresses/index.server.ts";
import { addressOf } from "../addresses/index.ts";
import { GiftCardDetailsSchema } from "../cart/index.server.ts";
import { PAYMENT_METHOD_TYPES } from "./cart-type.ts";
import type { Purchase, PurchaseAddress, PurchaseCard } from "./purchase.ts";

/**
 * The purchase document and the saved addresses and cards as checkout's JSON calls answer them:
 * ids as strings, money in integer cents (spec 2 section 3, "Purchase").
 */

/** A saved address in checkout's answers (the purchase's, and the saved ones listed). */
export const AddressSchema = z
  .object({ addressId: z.string(), ...AddressFieldsSchema.shape })
  .openapi("CheckoutAddress");

/** A saved card in checkout's answers: never its number. */
export const CardSchema = z
  .object({
    paymentInstrumentId: z.string(),
    brand: z.string().nullable(),
    last4: z.string(),
    expirationMonth: z.string(),
    expirationYear: z.string(),
    fullName: z.string(),
    isExpired: z.boolean(),
    billingAddress: AddressSchema.nullable(),
  })
  .openapi("CheckoutCard");

const cents = z.number().int().describe("integer cents (USD)");

const OptionSchema = z.object({
  name: z.string(),
  shipmentSpeed: z.string(),
  price: cents,
  promise: z.string().describe("the date promised, YYYY-MM-DD in the store's time zone"),
  deliveryPromise: z.object({ displayString: z.string(), isBusinessUnknown: z.boolean() }),
  deliveryDuration: z.object({ displayString: z.string() }),
  description: z.string(),
  badge: z.string().nullable(),
  selected: z.boolean(),
});

/** The purchase document (spec 2 section 3) as the API answers it. */
export const PurchaseSchema = z
  .object({
    purchaseId: z.string(),
    versionNumber: z.number().int(),
    cartType: z.string(),
    purchaseType: z.enum(["PHYSICAL", "DIGITAL"]),
    numItems: z.number().int(),
    hasHazmatItem: z.boolean(),
    productList: z.array(
      z.object({
        lineItemId: z.string(),
        asin: z.string(),
        productId: z.string(),
        styleId: z.string(),
        productName: z.string(),
        brandName: z.string(),
        color: z.string(),
        size: z.string(),
        width: z.string().nullable(),
        quantity: z.number().int(),
        price: cents,
        glProductGroupType: z.string(),
        giftMessagable: z.boolean(),
        giftMessage: z.string().nullable(),
        gcCustomization: GiftCardDetailsSchema.nullable().describe(
          "an e-Gift Card's recipient, sender, message and design; null for other items",
        ),
        hazmat: z.boolean(),
        productUrl: z.string(),
        imageUrl: z.string(),
      }),
    ),
    shippingAddressId: z.string().nullable(),
    shippingAddress: AddressSchema.nullable(),
    shippingBenefitReason: z.string(),
    shippingBenefitCopy: z.string(),
    shipmentSpeed: z.string().nullable(),
    deliveryPromise: z.object({ displayString: z.string() }).nullable(),
    groupDeliveryOptions: z.array(OptionSchema),
    filteredShipSpeeds: z.array(z.string()),
    isAutoSelected: z.boolean(),
    changedPromiseDates: z.array(
      z.object({
        name: z.string(),
        duration: z.string(),
        prevPromiseDate: z.string(),
        promiseDate: z.string(),
        purchaseId: z.string(),
        sameOtherThanType: z.boolean(),
        type: z.literal("DEX_TO_DEX"),
      }),
    ),
    originalShippingCharge: cents,
    paymentMethods: z.array(
      z.object({ paymentMethodCode: z.enum(["CC", "GC"]), paymentInstrumentId: z.string().nullable() }),
    ),
    purchaseCreditCard: CardSchema.nullable(),
    chargeSummary: z.object({
      coupons: z.array(z.string()),
      subTotal: cents,
      couponTotal: cents,
      shippingCharge: cents,
      totalBeforeTax: cents,
      estimatedTax: cents,
      grandTotal: cents,
      gcApplied: cents,
      amountDue: cents,
    }),
    eligibleBalances: z.object({ gcBalance: cents, couponBalance: cents, combinedDiscountBalance: cents }),
    coupon: z.string().nullable(),
    useGCBalance: z.boolean(),
    giftCardBalance: cents,
    cardRequired: z.boolean(),
    constraintViolations: z.array(
      z.object({
        name: z.string(),
        step: z.string(),
        message: z.string(),
        asin: z.string().optional(),
        paymentInstrumentId: z.string().optional(),
      }),
    ),
    furthestStep: z.string(),
    changeableSteps: z.array(z.string()).openapi({
      description:
        "The completed steps that may be changed at the furthest step: a change to another is 409 checkout.step.locked.",
    }),
    canPlaceOrder: z.boolean(),
    paymentMethodType: z.enum(PAYMENT_METHOD_TYPES),
    expressCheckout: z.boolean(),
  })
  .openapi("Purchase");

/** A saved or purchase address as the API answers it: its id as a string. */
export const addressToApi = (a: PurchaseAddress) => ({ addressId: String(a.addressId), ...addressOf(a) });

/** A saved or purchase card as the API answers it: ids and the expiry as strings. */
export const cardToApi = (
  card: Omit<PurchaseCard, "billingAddress"> & { billingAddress: PurchaseAddress | null },
) => ({
  paymentInstrumentId: String(card.paymentInstrumentId),
  brand: card.brand,
  last4: card.last4,
  expirationMonth: String(card.expirationMonth).padStart(2, "0"),
  expirationYear: String(card.expirationYear),
  fullName: card.nameOnCard,
  isExpired: card.isExpired,
  billingAddress: card.billingAddress ? addressToApi(card.billingAddress) : null,
});

/** The purchase document as the API gives it: ids as strings, money in integer cents. */
export function purchaseToApi(purchase: Purchase): z.input<typeof PurchaseSchema> {
  const card = purchase.purchaseCreditCard;
  const { eligibleBalances, cardRequired, ...charges } = purchase.chargeSummary;
  return {
    purchaseId: purchase.purchaseId,
    versionNumber: purchase.versionNumber,
    cartType: purchase.cartType,
    purchaseType: purchase.purchaseType,
    numItems: purchase.numItems,
    hasHazmatItem: purchase.hasHazmatItem,
    productList: purchase.productList.map((line) => ({
      lineItemId: line.lineItemId,
      asin: line.asin,
      productId: String(line.productId),
      styleId: String(line.styleId),
      productName: line.productName,
      brandName: line.brandName,
      color: line.color,
      size: line.size,
      width: line.width,
      quantity: line.quantity,
      price: line.priceCents,
      glProductGroupType: line.glProductGroupType,
      giftMessagable: line.giftMessagable,
      giftMessage: line.giftMessage,
      gcCustomization: line.gcCustomization,
      hazmat: line.hazmat,
      productUrl: line.productUrl,
      imageUrl: line.imageUrl,
    })),
    shippingAddressId: purchase.shippingAddressId === null ? null : String(purchase.shippingAddressId),
    shippingAddress: purchase.shippingAddress ? addressToApi(purchase.shippingAddress) : null,
    shippingBenefitReason: purchase.shippingBenefitReason,
    shippingBenefitCopy: purchase.shippingBenefitCopy,
    shipmentSpeed: purchase.shipmentSpeed,
    deliveryPromise: purchase.deliveryPromise,
    groupDeliveryOptions: purchase.groupDeliveryOptions.map((option) => ({
      name: option.name,
      shipmentSpeed: option.code,
      price: option.priceCents,
      promise: option.promiseDate,
      deliveryPromise: option.deliveryPromise,
      deliveryDuration: option.deliveryDuration,
      description: option.description,
      badge: option.badge,
      selected: option.selected,
    })),
    filteredShipSpeeds: purchase.filteredShipSpeeds,
    isAutoSelected: purchase.autoSelectedShipOption,
    changedPromiseDates: purchase.changedPromiseDates,
    originalShippingCharge: purchase.originalShippingCharge,
    paymentMethods: purchase.paymentMethods,
    purchaseCreditCard: card ? cardToApi(card) : null,
    chargeSummary: charges,
    eligibleBalances,
    coupon: purchase.coupon,
    useGCBalance: purchase.useGCBalance,
    giftCardBalance: purchase.giftCardBalance,
    cardRequired,
    constraintViolations: purchase.constraintViolations,
    furthestStep: purchase.furthestStep,
    changeableSteps: purchase.changeableSteps,
    canPlaceOrder: purchase.canPlaceOrder,
    paymentMethodType: purchase.paymentMethodType,
    expressCheckout: purchase.expressCheckout,
  };
}
