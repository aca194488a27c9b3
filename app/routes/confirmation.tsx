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

type Line = Route.ComponentProps["loaderData"]["lines"][number];

/** One item: a parcel's by colour and size; an e-Gift Card's by amount, recipient, day sent and chosen design. */
function ConfirmedLine({ line }: { line: Line }) {
  const card = line.egiftCard;
  return (
    <li className="checkout-item">
      <div>
        <p className="checkout-item-name">
          {line.brandName} {line.productName}
        </p>
        <p>
          {card ? line.size : `${line.color}, size ${line.size}${line.width ? `, ${line.width}` : ""}`}. Qty{" "}
          {line.quantity}, {formatPrice(line.unitPriceCents)} each
        </p>
        {card && (
          <dl className="account-info">
            <div>
              <dt>To</dt>
              <dd>{card.to}</dd>
            </div>
            <div>
              <dt>Sent</dt>
              <dd>{card.sent}</dd>
            </div>
            <div>
              <dt>Design</dt>
              <dd>{card.design}</dd>
            </div>
          </dl>
        )}
        {line.giftMessage && <p>Gift message: {line.giftMessage}</p>}
      </div>
    </li>
  );
}

/** /confirmation/{purchaseId}: 'Thank You! Your order has been placed.' with the order's number, summary and a link to it. */
export default function Confirmation({ loaderData: order }: Route.ComponentProps) {
  const address = order.shippingAddress;
  const { charges } = order;
  return (
    <section className="page checkout-page" aria-labelledby="confirmation-heading">
      <h1 id="confirmation-heading">{ORDER_PLACED}</h1>
      <p>
        Order number: <Link to={order.orderPath}>{order.orderId}</Link>
      </p>
      <p>We sent a confirmation to {order.email}.</p>
      {order.emailed && <p>Your e-Gift Cards are sent by email, each to its recipient below.</p>}
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
          <ConfirmedLine key={line.itemUniqueId} line={line} />
        ))}
      </ul>
      <ChargesList
        charges={{
          subtotalLabel: "Subtotal",
          subtotalCents: charges.subtotalCents,
          couponLabel: "Discount",
          couponCents: charges.couponCents,
          shippingCents: order.emailed ? null : charges.shippingCents,
          taxCents: charges.taxCents,
          giftCardCents: charges.giftCardCents,
          totalCents: charges.cardCents,
        }}
      />
      {order.cardWords && <p>{order.cardWords}</p>}
      <p>
        <Link to={order.orderPath} className="button">
          View or change your order
        </Link>{" "}
        <Link to="/" className="button button-primary">
          Continue Shopping
        </Link>
      </p>
    </section>
  );
}
