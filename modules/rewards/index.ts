export { BENEFIT_REASONS, type BenefitReason, isBenefitReason, PLAIN_BENEFIT } from "./shipping-benefit.ts";
