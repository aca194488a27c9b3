export { setShippingBenefit, shippingBenefitOf } from "./benefits.server.ts";
export * from "./index.ts";
