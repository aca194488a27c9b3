import { Link } from "react-router";
import { formatPromise, ORDER_PLACED } from "../../modules/checkout/index.ts";
import { formatPrice } from "../../modules/core/index.ts";
import { AddressLines } from "../components/addresses/address-lines.tsx";
import { ChargesList } from "../components/checkout/charges-list.tsx";
import { loadConfirmationPage } from "../lib/checkout/confirmation-page.server.ts";
import type { Route } from "./+types/confirmation";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConfirmationPage(request, context, params.purchaseId);
}

export function meta() {
  return [{ title: "Thank You!" }, { name: "robots", content: "noindex" }];
}

/** /confirmation/{purchaseId}: 'Thank You! Your order has been placed.' with the order's number and summary. */
export default function Confirmation({ loaderData: order }: Route.ComponentProps) {
  const address = order.shippingAddress;
  const { charges } = order;
  return (
    <section className="page checkout-page" aria-labelledby="confirmation-heading">
      <h1 id="confirmation-heading">{ORDER_PLACED}</h1>
      <p>
        Order number: <strong>{order.orderId}</strong>
      </p>
      <p>We sent a confirmation to {order.email}.</p>
      {order.promiseDate && <p>Arrives by {formatPromise(order.promiseDate)}.</p>}
      {address && (
        <div>
          <h2>Shipping to</h2>
          <AddressLines address={address} />
        </div>
      )}
      <h2>Items</h2>
      <ul className="checkout-items">
        {order.lines.map((line) => (
          <li key={line.itemUniqueId} className="checkout-item">
            <div>
              <p className="checkout-item-name">
                {line.brandName} {line.productName}
              </p>
              <p>
                {line.color}, size {line.size}
                {line.width ? `, ${line.width}` : ""}. Qty {line.quantity}, {formatPrice(line.unitPriceCents)}{" "}
                each
              </p>
              {line.giftMessage && <p>Gift message: {line.giftMessage}</p>}
            </div>
          </li>
        ))}
      </ul>
      <ChargesList
        charges={{
          subtotalLabel: "Subtotal",
          subtotalCents: charges.subtotalCents,
          couponLabel: "Discount",
          couponCents: charges.couponCents,
          shippingCents: charges.shippingCents,
          taxCents: charges.taxCents,
          giftCardCents: charges.giftCardCents,
          totalCents: charges.cardCents,
        }}
      />
      {order.cardLast4 && charges.cardCents > 0 && (
        <p>
          Charged to {order.cardBrand ?? "card"} ending in {order.cardLast4}: {formatPrice(charges.cardCents)}
        </p>
      )}
      <p>
        <Link to="/" className="button button-primary">
          Continue Shopping
        </Link>
      </p>
    </section>
  );
}
