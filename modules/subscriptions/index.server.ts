export { createAlertsClock } from "./alerts.server.ts";
export { subscriptionRoutes } from "./api.server.ts";
export { subscriptionV2Routes } from "./api-v2.server.ts";
export { CAPTCHA_ANSWER_HEADER, CAPTCHA_PATH } from "./api-v2-signup.server.ts";
export { isConfirmationLive } from "./confirmation.server.ts";
export { OPT_OUT_PATH } from "./marketing-mail.server.ts";
export { confirmNewsletter, requestNewsletterConfirmation } from "./newsletter.server.ts";
export { mayUsePromoCode } from "./offer.server.ts";
export {
  listStockSubscriptions,
  MAX_STOCK_SUBSCRIPTIONS,
  STOCK_MESSAGES,
  subscribeToStock,
} from "./stock.server.ts";
export { readSubscriptions, type Subscriptions, updateSubscriptions } from "./subscriptions.server.ts";
export { manageTokenHolder } from "./tokens.server.ts";
