export {
  createMailDispatcher,
  MAIL_CLAIM_LEASE_MS,
  MAIL_DISPATCH_INTERVAL_MS,
  MAIL_FIRST_RETRY_MS,
  MAIL_LONGEST_RETRY_MS,
  MAIL_MAX_ATTEMPTS,
  type MailDispatcher,
  type MailDispatcherOptions,
  mailRetryDelayMs,
} from "./dispatcher.server.ts";
export { type EventMailContext, type EventMailRenderer, mailEventHandler } from "./event-mails.server.ts";
export { createMailer, type Mailer, type MailerSettings, type MailMessage } from "./mailer.server.ts";
export { createOutboxMailer, type MailOfEvent, queueMail } from "./outbox.server.ts";
