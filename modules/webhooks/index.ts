export {
  checkEndpointUrl,
  endpointHost,
  MAX_ENDPOINT_URL_LENGTH,
  maskedEndpointUrl,
} from "./endpoint-url.ts";
export {
  nextWebhookAttempt,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_FIRST_RETRY_MS,
  WEBHOOK_LONGEST_RETRY_MS,
  WEBHOOK_RETRY_WINDOW_MS,
  webhookRetryDelayMs,
} from "./retry-schedule.ts";
