export { type DeliveryView, listDeliveries, redeliver } from "./deliveries.server.ts";
export {
  addEndpoint,
  type EndpointView,
  enableEndpoint,
  listEndpoints,
  type NewEndpoint,
  removeEndpoint,
} from "./endpoints.server.ts";
export { webhookFanOut } from "./fan-out.server.ts";
export * from "./index.ts";
export { MAX_RESPONSE_BYTES, type PostOutcome, postWebhook } from "./post.server.ts";
export {
  createWebhookSender,
  WEBHOOK_TIMEOUT_MS,
  type WebhookSenderOptions,
  webhookLeaseMs,
} from "./sender.server.ts";
export { newEndpointSecret, signWebhook } from "./signature.server.ts";
export { MAX_WEBHOOK_BODY_BYTES, webhookBody } from "./webhook-body.server.ts";
export { createWebhooks, type WebhookSettings, type WebhooksOptions } from "./webhooks.server.ts";
