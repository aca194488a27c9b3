import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { Log } from "../core/index.ts";

/** One message to one recipient, in plain text (and HTML when given). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender's display name (the marketplace's name); the address is MAIL_FROM's. */
  fromName?: string;
  /** Extra headers (List-Unsubscribe, say), name to value; queueMail refuses line breaks in them. */
  headers?: Record<string, string>;
  /**
   * The Message-ID's left part (the sender's domain is added), when the message tells of an event:
   * the same for every send of it, so a message sent twice (a crash between the send and its
   * record) reads as one in the inbox.
   */
  messageId?: string;
}

/** Sends the store's mail: over SMTP when configured, else into a local outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log: 'smtp://host:port' or the outbox folder. */
  readonly destination: string;
}

export interface MailerSettings {
  /** smtp://user:password@host:port (smtps:// for TLS from the start); unset for the outbox. */
  smtpUrl?: string | undefined;
  /** The sender address, e.g. no-reply@fleetfoot.example. */
  from: string;
  /** The outbox folder used without SMTP: one .eml file per message. */
  outboxDir: string;
}

/** What nodemailer is given for a message: only the fields it should read, and the sender. */
function mailOptions(settings: MailerSettings, message: MailMessage) {
  return {
    from: message.fromName ? { name: message.fromName, address: settings.from } : settings.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined && { html: message.html }),
    ...(message.headers !== undefined && { headers: message.headers }),
    ...(message.messageId !== undefined && {
      messageId: `<${message.messageId}@${settings.from.split("@").at(-1) ?? "localhost"}>`,
    }),
  };
}

/**
 * How long an SMTP exchange may stall, so one send never outlasts the outbox's claim on its message
 * (MAIL_CLAIM_LEASE_MS) however the server misbehaves; nodemailer waits up to 10 minutes by default.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The mailer for these settings. Without SMTP every message is written to the outbox as an .eml
 * file (RFC 5322, opens in any mail client) and logged with its recipient, subject and file, never
 * its body: reset links are secrets.
 */
export function createMailer(settings: MailerSettings, log: Log): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
    const url = new URL(settings.smtpUrl);
    const destination = `${url.protocol}//${url.host}`;
    return {
      destination,
      async send(message) {
        const info = await transport.sendMail(mailOptions(settings, message));
        log.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          "mail sent over SMTP",
        );
      },
    };
  }
  const outboxDir = resolve(settings.outboxDir);
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sequence = 0;
  return {
    destination: outboxDir,
    async send(message) {
      const info = await writer.sendMail(mailOptions(settings, message));
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(outboxDir, `${stamp}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file }, "mail written to the outbox");
    },
  };
}
