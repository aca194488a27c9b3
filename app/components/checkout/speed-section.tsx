import { Form } from "react-router";
import { formatPrice } from "../../../modules/core/index.ts";
import {
  Reply,
  type SectionProps,
  StepHint,
  StepProblems,
  sectionNumber,
  sectionState,
} from "./checkout-section-parts.tsx";

/** The shipping speed: the options with their promise dates and prices, the chosen one. */
export function SpeedSection({ data, reply, express }: SectionProps & { express: boolean }) {
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
