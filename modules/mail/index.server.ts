export { createMailer, type Mailer, type MailerSettings, type MailMessage } from "./mailer.server.ts";
