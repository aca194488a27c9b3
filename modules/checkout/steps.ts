/**
 * What each checkout step may change (spec 2 section 4): the furthest allowed step is the first
 * with a constraint violation (address, payment, shipping options, review). At the review step the
 * address, payment and shipping options can be changed; at the shipping step only the address;
 * earlier steps allow none. A digital-only cart never changes its address or shipping. A step at
 * or beyond the furthest is being filled in, not changed: it is never refused.
 */

/** Where a problem sits: which step must fix it. */
export type ViolationStep = "address" | "payment" | "shipoption" | "review";

/** A step whose choice the shopper makes: the address, the card, the shipping speed. */
export type ChoiceStep = Exclude<ViolationStep, "review">;

/** Steps in the order the shopper meets them: the first with a violation is as far as one may go. */
export const STEP_ORDER: readonly ViolationStep[] = ["address", "payment", "shipoption", "review"];

const CHANGEABLE_AT: Readonly<Record<ViolationStep, readonly ChoiceStep[]>> = {
  address: [],
  payment: [],
  shipoption: ["address"],
  review: ["address", "payment", "shipoption"],
};

/** Never changed in a cart of e-Gift Cards only: it has no shipping address and one delivery. */
const PHYSICAL_ONLY: ReadonlySet<ChoiceStep> = new Set(["address", "shipoption"]);

/** The words of a refused change (the spec gives none; see docs/decisions.md). */
export const STEP_LOCKED_MESSAGES: Readonly<Record<ChoiceStep, string>> = {
  address: "The shipping address cannot be changed at this step.",
  payment: "The payment method cannot be changed at this step.",
  shipoption: "The shipping speed cannot be changed at this step.",
};

/** The completed steps the shopper may go back and change at the furthest allowed step. */
export function changeableSteps(furthest: ViolationStep, digitalOnly: boolean): ChoiceStep[] {
  return CHANGEABLE_AT[furthest].filter((step) => !(digitalOnly && PHYSICAL_ONLY.has(step)));
}

/** Whether a choice may be made now: the step being filled in (or one beyond it), or a changeable one. */
export function mayChoose(step: ChoiceStep, furthest: ViolationStep, digitalOnly: boolean): boolean {
  if (digitalOnly && PHYSICAL_ONLY.has(step)) return false;
  if (STEP_ORDER.indexOf(step) >= STEP_ORDER.indexOf(furthest)) return true;
  return CHANGEABLE_AT[furthest].includes(step);
}

/**
 * How the page shows a step: `open` (its choices shown: the step being filled in, or a changeable
 * one), `done` (its choice shown, not changeable now), or `ahead` (not reached yet).
 */
export function stepState(
  step: ChoiceStep,
  furthest: ViolationStep,
  digitalOnly: boolean,
): "open" | "done" | "ahead" {
  const at = STEP_ORDER.indexOf(step);
  const reached = STEP_ORDER.indexOf(furthest);
  if (at > reached) return "ahead";
  return mayChoose(step, furthest, digitalOnly) ? "open" : "done";
}
