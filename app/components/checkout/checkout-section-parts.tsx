import { Link } from "react-router";
import {
  type ChoiceStep,
  type Purchase,
  type PurchaseAddress,
  stepState,
} from "../../../modules/checkout/index.ts";
import type { CheckoutPageData, CheckoutReply } from "../../lib/checkout/checkout-page.server.ts";
import { editAddressPath } from "../../lib/checkout/checkout-paths.ts";

/** The pieces every section of the checkout page is made of: its state, its problems, its answer. */

/** What each section of the page is drawn from: the page's data, and a choice form's answer. */
export interface SectionProps {
  data: CheckoutPageData;
  reply: CheckoutReply | undefined;
}

/** A card as the page names it: 'Visa ending in 4242, expires 04/28'. */
export const cardWords = (card: {
  brand: string | null;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
}) =>
  `${card.brand ?? "Card"} ending in ${card.last4}, expires ${String(card.expirationMonth).padStart(2, "0")}/${String(card.expirationYear).slice(-2)}`;

/** The words of a step's violations, above its section. */
export function StepProblems({ purchase, step }: { purchase: Purchase; step: string }) {
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
export const sectionState = (purchase: Purchase, step: ChoiceStep) =>
  stepState(step, purchase.furthestStep, purchase.purchaseType === "DIGITAL");

/** Under a section that cannot be changed now: why, and when it can. */
export function StepHint({ state }: { state: "done" | "ahead" }) {
  return (
    <p className="form-hint">
      {state === "ahead"
        ? "Available once the steps above are complete."
        : "You can change this once your order is ready to review."}
    </p>
  );
}

/** A form's words when it is the form that answered. */
export function Reply({ reply, intents }: { reply: CheckoutReply | undefined; intents: readonly string[] }) {
  if (!reply?.message || !reply.intent || !intents.includes(reply.intent)) return null;
  return (
    <p role={reply.failed ? "alert" : "status"} className={reply.failed ? "form-error" : "form-news"}>
      {reply.message}
    </p>
  );
}

/** Edit shipping address (step 15): the address's own page, back to checkout with it chosen. */
export function EditAddressLink({ address }: { address: PurchaseAddress }) {
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

/** A section's number: after the address and the payment, or after express checkout's one section. */
export const sectionNumber = (purchase: Purchase, express: boolean, physical: number) =>
  purchase.purchaseType === "DIGITAL" || express ? physical - 1 : physical;
