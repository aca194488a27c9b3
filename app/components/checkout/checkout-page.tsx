import { Form, Link, useNavigation } from "react-router";
import { addressOneLine } from "../../../modules/addresses/index.ts";
import {
  type ChoiceStep,
  MAX_CODE_INPUT,
  MAX_GIFT_MESSAGE,
  type Purchase,
  type PurchaseAddress,
  stepState,
} from "../../../modules/checkout/index.ts";
import { formatPrice } from "../../../modules/core/index.ts";
import type {
  CheckoutPageData,
  CheckoutPageReply,
  CheckoutReply,
} from "../../lib/checkout/checkout-page.server.ts";
import { editAddressPath } from "../../lib/checkout/checkout-paths.ts";
import { AddressLines } from "../addresses/address-lines.tsx";
import { ChargesList } from "./charges-list.tsx";
import { ExpressCheckout } from "./express-checkout.tsx";

type Address = CheckoutPageData["addresses"][number];

/** What each section of the page is drawn from: the page's data, and a choice form's answer. */
interface SectionProps {
  data: CheckoutPageData;
  reply: CheckoutReply | undefined;
}
type Card = CheckoutPageData["cards"][number];

const cardWords = (card: {
  brand: string | null;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
}) =>
  `${card.brand ?? "Card"} ending in ${card.last4}, expires ${String(card.expirationMonth).padStart(2, "0")}/${String(card.expirationYear).slice(-2)}`;

/** The words of a step's violations, above its section. */
function StepProblems({ purchase, step }: { purchase: Purchase; step: string }) {
  const problems = purchase.constraintViolations.filter((v) => v.step === step && !v.asin);
  if (problems.length === 0) return null;
  return (
    <ul className="checkout-problems">
      {problems.map((problem) => (
        <li key={problem.name} className="form-error">
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

/** How a section shows (spec 2 section 4): its choices, its choice alone, or not reached yet. */
const sectionState = (purchase: Purchase, step: ChoiceStep) =>
  stepState(step, purchase.furthestStep, purchase.purchaseType === "DIGITAL");

/** Under a section that cannot be changed now: why, and when it can. */
function StepHint({ state }: { state: "done" | "ahead" }) {
  return (
    <p className="form-hint">
      {state === "ahead"
        ? "Available once the steps above are complete."
        : "You can change this once your order is ready to review."}
    </p>
  );
}

/** A form's words when it is the form that answered. */
function Reply({ reply, intents }: { reply: CheckoutReply | undefined; intents: readonly string[] }) {
  if (!reply?.message || !reply.intent || !intents.includes(reply.intent)) return null;
  return (
    <p role={reply.failed ? "alert" : "status"} className={reply.failed ? "form-error" : "form-news"}>
      {reply.message}
    </p>
  );
}

/** Edit shipping address (step 15): the address's own page, back to checkout with it chosen. */
function EditAddressLink({ address }: { address: PurchaseAddress }) {
  return (
    <Link
      to={editAddressPath(address.addressId)}
      className="checkout-edit"
      aria-label={`Edit address: ${address.fullName}, ${address.addressLine1}`}
    >
      Edit
    </Link>
  );
}

function AddressSection({ data, reply }: SectionProps) {
  const { purchase, addresses } = data;
  if (purchase.purchaseType === "DIGITAL") return null;
  const state = sectionState(purchase, "address");
  return (
    <section className="checkout-section" aria-labelledby="checkout-address-heading" data-state={state}>
      <h2 id="checkout-address-heading">
        <span className="checkout-step-number">1</span> Shipping Address
      </h2>
      <StepProblems purchase={purchase} step="address" />
      {purchase.shippingAddress && <AddressLines address={purchase.shippingAddress} />}
      {state !== "open" ? (
        <StepHint state={state} />
      ) : addresses.length > 1 || (addresses.length === 1 && !purchase.shippingAddress) ? (
        <Form method="post" className="checkout-choice" replace preventScrollReset>
          <fieldset>
            <legend>Ship to</legend>
            {addresses.map((address: Address) => (
              <div key={address.addressId} className="checkout-option-row">
                <label className="checkout-option">
                  <input
                    type="radio"
                    name="addressId"
                    value={address.addressId}
                    defaultChecked={address.addressId === purchase.shippingAddressId}
                    required
                  />
                  <span>{addressOneLine(address)}</span>
                </label>
                <EditAddressLink address={address} />
              </div>
            ))}
          </fieldset>
          <button type="submit" name="intent" value="address" className="button">
            Ship to This Address
          </button>
        </Form>
      ) : (
        purchase.shippingAddress && <EditAddressLink address={purchase.shippingAddress} />
      )}
      <Reply reply={reply} intents={["address"]} />
      {state === "open" && (
        <p>
          <Link to="/checkout/address/new">Add New Address</Link>
        </p>
      )}
    </section>
  );
}

function PaymentSection({ data, reply }: SectionProps) {
  const { purchase, cards } = data;
  const card = purchase.purchaseCreditCard;
  const number = purchase.purchaseType === "DIGITAL" ? 1 : 2;
  const state = sectionState(purchase, "payment");
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-heading" data-state={state}>
      <h2 id="checkout-payment-heading">
        <span className="checkout-step-number">{number}</span> Payment Method
      </h2>
      {state !== "ahead" && <StepProblems purchase={purchase} step="payment" />}
      {card && <p>{cardWords(card)}</p>}
      {state !== "open" && <StepHint state={state} />}
      {state === "open" && cards.length > 0 && (
        <Form method="post" className="checkout-choice" replace preventScrollReset>
          <fieldset>
            <legend>Pay with</legend>
            {cards.map((c: Card) => (
              <label key={c.paymentInstrumentId} className="checkout-option">
                <input
                  type="radio"
                  name="paymentInstrumentId"
                  value={c.paymentInstrumentId}
                  defaultChecked={c.paymentInstrumentId === card?.paymentInstrumentId}
                  disabled={c.isExpired}
                  required
                />
                <span>
                  {cardWords(c)}
                  {c.isExpired && " (expired)"}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" name="intent" value="payment" className="button">
            Use This Card
          </button>
        </Form>
      )}
      <Reply reply={reply} intents={["payment"]} />
      {state === "open" && (
        <p>
          <Link to="/checkout/payment">Add New Card</Link>
        </p>
      )}
      {state === "open" && purchase.giftCardBalance > 0 && (
        <Form method="post" className="checkout-balance" replace preventScrollReset>
          <p>Gift card balance: {formatPrice(purchase.giftCardBalance)}</p>
          <input type="hidden" name="useGCBalance" value={purchase.useGCBalance ? "off" : "on"} />
          <button type="submit" name="intent" value="balance" className="button">
            {purchase.useGCBalance ? "Stop Using My Gift Card Balance" : "Use My Gift Card Balance"}
          </button>
          <Reply reply={reply} intents={["balance"]} />
        </Form>
      )}
    </section>
  );
}

/** A section's number: after the address and the payment, or after express checkout's one section. */
const sectionNumber = (purchase: Purchase, express: boolean, physical: number) =>
  purchase.purchaseType === "DIGITAL" || express ? physical - 1 : physical;

function SpeedSection({ data, reply, express }: SectionProps & { express: boolean }) {
  const { purchase } = data;
  const number = sectionNumber(purchase, express, 3);
  const state = sectionState(purchase, "shipoption");
  const chosen = purchase.groupDeliveryOptions.find((option) => option.selected);
  return (
    <section className="checkout-section" aria-labelledby="checkout-speed-heading" data-state={state}>
      <h2 id="checkout-speed-heading">
        <span className="checkout-step-number">{number}</span> Shipping Speed
      </h2>
      {state !== "ahead" && <StepProblems purchase={purchase} step="shipoption" />}
      <p className="checkout-benefit">{purchase.shippingBenefitCopy}</p>
      {state !== "open" && chosen && (
        <p>
          <strong>{chosen.deliveryPromise.displayString}</strong> {chosen.name}:{" "}
          {chosen.priceCents === 0 ? "FREE" : formatPrice(chosen.priceCents)}
        </p>
      )}
      {state === "ahead" && <StepHint state={state} />}
      {state === "open" && purchase.groupDeliveryOptions.length > 0 && (
        <Form method="post" className="checkout-choice" replace preventScrollReset>
          <fieldset>
            <legend>Delivery</legend>
            {purchase.groupDeliveryOptions.map((option) => (
              <label key={option.code} className="checkout-option">
                <input
                  type="radio"
                  name="shipmentSpeed"
                  value={option.code}
                  defaultChecked={option.selected}
                  required
                />
                <span>
                  <strong>{option.deliveryPromise.displayString}</strong> {option.name} (
                  {option.deliveryDuration.displayString}):{" "}
                  {option.priceCents === 0 ? "FREE" : formatPrice(option.priceCents)}
                  {option.description && <span className="checkout-option-note"> {option.description}</span>}
                </span>
              </label>
            ))}
          </fieldset>
          {purchase.groupDeliveryOptions.length > 1 && (
            <button type="submit" name="intent" value="speed" className="button">
              Update Shipping Speed
            </button>
          )}
        </Form>
      )}
      <Reply reply={reply} intents={["speed"]} />
    </section>
  );
}

function ItemsSection({ data, reply, express }: SectionProps & { express: boolean }) {
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
          const giftId = `gift-${line.lineItemId}`;
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
                {line.giftMessagable && (
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
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Summary({ data, reply }: SectionProps) {
  const { purchase } = data;
  const charges = purchase.chargeSummary;
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place";
  const couponError = reply?.intent === "coupon" && reply.failed ? reply.message : null;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">Order Summary</h2>
      <ChargesList
        charges={{
          subtotalLabel: `Subtotal (${purchase.numItems} ${purchase.numItems === 1 ? "item" : "items"})`,
          subtotalCents: charges.subTotal,
          couponLabel: `Discount (${charges.coupons.join(", ")})`,
          couponCents: charges.couponTotal,
          shippingCents: charges.shippingCharge,
          taxCents: charges.estimatedTax,
          giftCardCents: charges.gcApplied,
          totalCents: charges.amountDue,
        }}
      />
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
      {purchase.coupon && (
        <Form method="post" replace preventScrollReset>
          <button type="submit" name="intent" value="removeCoupon" className="button">
            Remove code {purchase.coupon}
          </button>
          <Reply reply={reply} intents={["removeCoupon"]} />
        </Form>
      )}
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
    </aside>
  );
}

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
        <Summary data={data} reply={choiceReply} />
      </div>
    </section>
  );
}
