import { Form, useNavigation } from "react-router";
import { MAX_CODE_INPUT } from "../../../modules/checkout/index.ts";
import { ChargesList } from "./charges-list.tsx";
import { Reply, type SectionProps } from "./checkout-section-parts.tsx";

/** The order summary: the charges, a code to apply or remove, and Place Your Order. */
export function OrderSummary({ data, reply }: SectionProps) {
  const { purchase } = data;
  const charges = purchase.chargeSummary;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">Order Summary</h2>
      <ChargesList
        charges={{
          subtotalLabel: `Subtotal (${purchase.numItems} ${purchase.numItems === 1 ? "item" : "items"})`,
          subtotalCents: charges.subTotal,
          couponLabel: `${purchase.employeeDiscount ? "Employee discount" : "Discount"} (${charges.coupons.join(", ")})`,
          couponCents: charges.couponTotal,
          shippingCents: charges.shippingCharge,
          taxCents: charges.estimatedTax,
          giftCardCents: charges.gcApplied,
          totalCents: charges.amountDue,
        }}
      />
      <CouponForm reply={reply} />
      {purchase.coupon && (
        <Form method="post" replace preventScrollReset>
          <button type="submit" name="intent" value="removeCoupon" className="button">
            Remove code {purchase.coupon}
          </button>
          <Reply reply={reply} intents={["removeCoupon"]} />
        </Form>
      )}
      <PlaceOrderForm data={data} reply={reply} />
    </aside>
  );
}

/** A gift card's claim code or a promo code, typed and applied, with its words. */
function CouponForm({ reply }: { reply: SectionProps["reply"] }) {
  const couponError = reply?.intent === "coupon" && reply.failed ? reply.message : null;
  return (
    <Form method="post" className="checkout-coupon" replace preventScrollReset>
      <label htmlFor="checkout-coupon">Gift card or promo code</label>
      <div className="checkout-coupon-row">
        <input
          id="checkout-coupon"
          name="coupon"
          maxLength={MAX_CODE_INPUT}
          autoComplete="off"
          aria-invalid={couponError ? true : undefined}
          aria-describedby={couponError ? "checkout-coupon-error" : undefined}
        />
        <button type="submit" name="intent" value="coupon" className="button">
          Apply
        </button>
      </div>
      {couponError && (
        <p id="checkout-coupon-error" role="alert" className="form-error">
          {couponError}
        </p>
      )}
      {reply?.intent === "coupon" && !reply.failed && reply.message && <p role="status">{reply.message}</p>}
    </Form>
  );
}

/** Place Your Order, for the purchase's version shown (a changed purchase is refused and shown again). */
function PlaceOrderForm({ data, reply }: SectionProps) {
  const { purchase } = data;
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place";
  return (
    <Form method="post" className="checkout-place">
      <input type="hidden" name="purchaseId" value={purchase.purchaseId} />
      <input type="hidden" name="versionNumber" value={purchase.versionNumber} />
      <Reply reply={reply} intents={["place"]} />
      <button
        type="submit"
        name="intent"
        value="place"
        className="button button-primary"
        disabled={!purchase.canPlaceOrder || placing}
        aria-describedby={purchase.canPlaceOrder ? undefined : "checkout-blocked"}
      >
        {placing ? "Placing Your Order…" : "Place Your Order"}
      </button>
      {!purchase.canPlaceOrder && (
        <p id="checkout-blocked" className="form-hint">
          Please fix the problems above to place your order.
        </p>
      )}
    </Form>
  );
}
