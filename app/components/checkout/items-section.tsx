import { Form, Link } from "react-router";
import { MAX_GIFT_MESSAGE, type PurchaseLine } from "../../../modules/checkout/index.ts";
import { formatPrice } from "../../../modules/core/index.ts";
import { Reply, type SectionProps, sectionNumber } from "./checkout-section-parts.tsx";

/** Review Items: each line with its price, its problem, and its gift message. */
export function ItemsSection({ data, reply, express }: SectionProps & { express: boolean }) {
  const { purchase } = data;
  const number = sectionNumber(purchase, express, 4);
  return (
    <section className="checkout-section" aria-labelledby="checkout-items-heading">
      <h2 id="checkout-items-heading">
        <span className="checkout-step-number">{number}</span> Review Items
      </h2>
      <Reply reply={reply} intents={["gift", "removeGift"]} />
      <ul className="checkout-items">
        {purchase.productList.map((line) => {
          const problem = purchase.constraintViolations.find((v) => v.asin === line.asin);
          return (
            <li key={line.lineItemId} className="checkout-item">
              <img src={line.imageUrl} alt="" width={80} height={80} loading="lazy" />
              <div>
                <p className="checkout-item-name">
                  <Link to={line.productUrl}>
                    {line.brandName} {line.productName}
                  </Link>
                </p>
                <p>
                  {line.color}, size {line.size}
                  {line.width ? `, ${line.width}` : ""}. Qty {line.quantity}, {formatPrice(line.priceCents)}{" "}
                  each
                </p>
                {problem && <p className="form-error">{problem.message}</p>}
                {line.giftMessagable && <GiftMessageForm line={line} />}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A line's gift message, saved or removed (a physical item's only: an e-Gift Card carries its own). */
function GiftMessageForm({ line }: { line: PurchaseLine }) {
  const giftId = `gift-${line.lineItemId}`;
  return (
    <Form method="post" className="checkout-gift" replace preventScrollReset>
      <input type="hidden" name="lineItemId" value={line.lineItemId} />
      <label htmlFor={giftId}>Gift message (optional)</label>
      <textarea
        id={giftId}
        name="giftMessage"
        maxLength={MAX_GIFT_MESSAGE}
        rows={2}
        defaultValue={line.giftMessage ?? ""}
      />
      <div className="checkout-gift-actions">
        <button type="submit" name="intent" value="gift" className="button">
          Save Gift Message
        </button>
        {line.giftMessage && (
          <button type="submit" name="intent" value="removeGift" className="button">
            Remove Gift Message
          </button>
        )}
      </div>
    </Form>
  );
}
