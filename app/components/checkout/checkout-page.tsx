import type { CheckoutPageData, CheckoutPageReply } from "../../lib/checkout/checkout-page.server.ts";
import { AddressSection } from "./address-section.tsx";
import { ExpressCheckout } from "./express-checkout.tsx";
import { ItemsSection } from "./items-section.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { PaymentSection } from "./payment-section.tsx";
import { SpeedSection } from "./speed-section.tsx";

/**
 * The single page checkout (spc, the default): every step on one page, each its own plain form. A
 * first purchase (spec 4's express checkout, and nothing saved to choose from) gives the address
 * and the card in one form instead of two steps.
 */
export function CheckoutPage({
  data,
  reply,
}: {
  data: CheckoutPageData;
  reply: CheckoutPageReply | undefined;
}) {
  const express = data.purchase.expressCheckout && data.addresses.length === 0 && data.cards.length === 0;
  const expressReply = reply?.intent === "express" ? reply : undefined;
  const choiceReply = reply?.intent === "express" ? undefined : reply;
  return (
    <section className="page checkout-page" aria-labelledby="checkout-heading" data-step={data.step}>
      <h1 id="checkout-heading">Checkout</h1>
      <div className="checkout-layout">
        <div className="checkout-steps">
          {express ? (
            <ExpressCheckout reply={expressReply} />
          ) : (
            <>
              <AddressSection data={data} reply={choiceReply} />
              <PaymentSection data={data} reply={choiceReply} />
            </>
          )}
          <SpeedSection data={data} reply={choiceReply} express={express} />
          <ItemsSection data={data} reply={choiceReply} express={express} />
        </div>
        <OrderSummary data={data} reply={choiceReply} />
      </div>
    </section>
  );
}
