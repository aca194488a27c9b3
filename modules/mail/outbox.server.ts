import { AppError, type Db, hasUnacceptableCharacter } from "../core/index.ts";
import type { MailDispatcher } from "./dispatcher.server.ts";
import type { Mailer, MailMessage } from "./mailer.server.ts";
import { mailOutbox } from "./schema.server.ts";

/** Headers the mailer writes from the message itself: extra headers cannot readdress or reshape it. */
const OWN_HEADERS = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "sender",
  "subject",
  "date",
  "message-id",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
]);
/** A header's name: letters, digits and the few marks RFC 7230 allows in a token (no colon, no space). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const LINE_BREAK = /[\r\n]/;

function refuse(field: string, message: string): AppError {
  return new AppError("invalid_input", "input.invalid", message, { field });
}

/** A header line's text (recipient, subject, a header's value): a line break would start a header of its own. */
function checkHeaderText(field: string, text: string): void {
  if (LINE_BREAK.test(text) || hasUnacceptableCharacter(text)) {
    throw refuse(field, `The mail's ${field} must be one line of text.`);
  }
}

function checkMessage(message: MailMessage): void {
  if (message.to.trim() === "") throw refuse("to", "The mail has no recipient.");
  checkHeaderText("to", message.to);
  checkHeaderText("subject", message.subject);
  if (message.fromName !== undefined) checkHeaderText("fromName", message.fromName);
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!HEADER_NAME.test(name) || OWN_HEADERS.has(name.toLowerCase())) {
      throw refuse("headers", `The mail cannot carry a header named ${JSON.stringify(name)}.`);
    }
    checkHeaderText("headers", value);
  }
}

/** The event a message tells of: once per key (a second queueing of it is a no-op), in order per stream. */
export interface MailOfEvent {
  eventKey: string;
  stream: string;
}

/**
 * Queues a message in the caller's transaction, so it is sent (by the dispatcher, after commit) if
 * and only if the change it tells of commits. Refuses a message without a recipient or with a line
 * break in a header (header injection). Answers the message's id (null: the event's message was queued
 * already); kick the dispatcher after commit.
 */
export async function queueMail(tx: Db, message: MailMessage): Promise<number>;
export async function queueMail(tx: Db, message: MailMessage, of: MailOfEvent): Promise<number | null>;
export async function queueMail(tx: Db, message: MailMessage, of?: MailOfEvent): Promise<number | null> {
  checkMessage(message);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      fromName: message.fromName ?? null,
      headers: message.headers ?? {},
      eventKey: of?.eventKey ?? null,
      stream: of?.stream ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ mailId: mailOutbox.mailId });
  if (!row && !of) throw new Error("the outbox answered no id for a queued message");
  return row?.mailId ?? null;
}

/**
 * A Mailer whose send queues the message in the outbox and kicks the dispatcher: for mail sent
 * outside a change's transaction (a registration link, a password reset), which then survives an
 * SMTP outage or a restart as the rest does. Built once at start (services.outboxMailer).
 */
export function createOutboxMailer(db: Db, dispatcher: Pick<MailDispatcher, "kick">): Mailer {
  return {
    destination: "the outbox",
    async send(message) {
      await queueMail(db, message);
      dispatcher.kick();
    },
  };
}
