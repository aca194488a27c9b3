import { Link } from "react-router";
import { formatPrice } from "../../../modules/core/index.ts";

export interface ChargesShown {
  subtotalLabel: string;
  subtotalCents: number;
  couponLabel: string;
  couponCents: number;
  /** null for an order that ships nothing (e-Gift Cards only): no shipping row. */
  shippingCents: number | null;
  taxCents: number;
  giftCardCents: number;
  totalCents: number;
}

/** An order's charges as a list of terms and amounts: the checkout's summary and the confirmation's. */
export function ChargesList({ charges }: { charges: ChargesShown }) {
  return (
    <dl className="checkout-charges">
      <dt>{charges.subtotalLabel}</dt>
      <dd>{formatPrice(charges.subtotalCents)}</dd>
      {charges.couponCents > 0 && (
        <>
          <dt>{charges.couponLabel}</dt>
          <dd>-{formatPrice(charges.couponCents)}</dd>
        </>
      )}
      {charges.shippingCents !== null && (
        <>
          <dt>Shipping</dt>
          <dd>{charges.shippingCents === 0 ? "FREE" : formatPrice(charges.shippingCents)}</dd>
        </>
      )}
      <dt>
        <Link to="/c/state-tax-popup">Estimated tax</Link>
      </dt>
      <dd>{formatPrice(charges.taxCents)}</dd>
      {charges.giftCardCents > 0 && (
        <>
          <dt>Gift card balance</dt>
          <dd>-{formatPrice(charges.giftCardCents)}</dd>
        </>
      )}
      <dt className="checkout-total">Order Total</dt>
      <dd className="checkout-total">{formatPrice(charges.totalCents)}</dd>
    </dl>
  );
}
