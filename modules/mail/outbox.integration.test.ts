import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import {
  createMailDispatcher,
  createMailer,
  MAIL_FIRST_RETRY_MS,
  type MailMessage,
  queueMail,
} from "./index.server.ts";
import { mailOutbox } from "./schema.server.ts";

function recordingLog() {
  const lines: { level: string; fields: object; message?: string }[] = [];
  const at = (level: string) => (fields: object, message?: string) => lines.push({ level, fields, message });
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

/** A claim code stands for what a body may hold: it must leave the outbox once sent, and never reach a log. */
const SECRET = "GC-7Q4M-SECRET-CLAIM";
const giftCardMail = (to: string): MailMessage => ({
  to,
  subject: "Your Fleetfoot gift card",
  text: `Your claim code: ${SECRET}`,
  fromName: "Fleetfoot",
});

const smtpMailer = (url: string, log = recordingLog()) =>
  createMailer({ smtpUrl: url, from: "no-reply@fleetfoot.example", outboxDir: "unused" }, log);

/** Patient enough for a slow machine; the tests wait for states, never for times. */
const PATIENCE = { timeout: 30_000, interval: 50 };

describe("the mail outbox (queueMail, the dispatcher) over SMTP", () => {
  let database: Database;
  let inbox: SmtpInbox;
  const rowOf = async (mailId: number) => {
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.mailId, mailId));
    if (!row) throw new Error(`no outbox row ${mailId}`);
    return row;
  };
  const queueCommitted = (message: MailMessage) => database.db.transaction((tx) => queueMail(tx, message));
  const receivedBy = (to: string) => inbox.received.filter((mail) => mail.to.includes(to));

  beforeAll(async () => {
    database = await createTestDatabase();
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
    await database?.close();
  });

  it("never sends a message queued in a transaction that rolled back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, giftCardMail("rolled-back@example.com"));
        throw new Error("the purchase failed");
      }),
    ).rejects.toThrow("the purchase failed");
    const dispatcher = createMailDispatcher({
      db: database.db,
      mailer: smtpMailer(inbox.url),
      log: recordingLog(),
    });
    expect(await dispatcher.drainOnce()).toBe(0);
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "rolled-back@example.com"));
    expect(rows).toEqual([]);
    expect(receivedBy("rolled-back@example.com")).toEqual([]);
  });

  it("sends a committed message once, with its headers, and clears its body once sent", async () => {
    const log = recordingLog();
    const dispatcher = createMailDispatcher({ db: database.db, mailer: smtpMailer(inbox.url, log), log });
    const mailId = await queueCommitted({
      ...giftCardMail("ann@example.com"),
      html: `<p>Your claim code: <b>${SECRET}</b></p>`,
      headers: { "List-Unsubscribe": "<https://fleetfoot.example/unsubscribe>", "X-Store-Mail": "gift-card" },
    });
    expect(await rowOf(mailId)).toMatchObject({
      status: "pending",
      attempts: 0,
      body: `Your claim code: ${SECRET}`,
    });

    expect(await dispatcher.drainOnce()).toBe(1);
    const mail = await inbox.next("ann@example.com");
    expect(mail.raw).toContain("List-Unsubscribe: <https://fleetfoot.example/unsubscribe>");
    expect(mail.raw).toContain("X-Store-Mail: gift-card");
    expect(mail.raw).toContain("From: Fleetfoot <no-reply@fleetfoot.example>");
    expect(mail.raw).toContain("Subject: Your Fleetfoot gift card");
    expect(mailText(mail.raw)).toContain(`Your claim code: ${SECRET}`);

    const sent = await rowOf(mailId);
    expect(sent).toMatchObject({
      status: "sent",
      attempts: 1,
      recipient: "ann@example.com",
      subject: "Your Fleetfoot gift card",
      body: "",
      html: null,
      headers: {},
      lastError: null,
    });
    expect(sent.sentAt).toBeInstanceOf(Date);

    expect(await dispatcher.drainOnce()).toBe(0);
    expect(receivedBy("ann@example.com")).toHaveLength(1);
    expect(JSON.stringify(log.lines)).not.toContain(SECRET);
  });

  it("sends kicked mail in the background, and stop() waits for the drain in flight", async () => {
    const dispatcher = createMailDispatcher({
      db: database.db,
      mailer: smtpMailer(inbox.url),
      log: recordingLog(),
    });
    const first = await Promise.all(
      ["kick-1", "kick-2", "kick-3"].map((name) => queueCommitted(giftCardMail(`${name}@example.com`))),
    );
    for (let i = 0; i < 10; i++) dispatcher.kick();
    await vi.waitFor(async () => {
      for (const mailId of first) expect((await rowOf(mailId)).status).toBe("sent");
    }, PATIENCE);
    for (const name of ["kick-1", "kick-2", "kick-3"])
      expect(receivedBy(`${name}@example.com`)).toHaveLength(1);

    // Stopped during a drain: when stop() answers, each message is sent and marked, or handed back untried.
    const second = await Promise.all(
      Array.from({ length: 5 }, (_, i) => queueCommitted(giftCardMail(`stop-${i}@example.com`))),
    );
    dispatcher.kick();
    await dispatcher.stop();
    for (const mailId of second) {
      const row = await rowOf(mailId);
      expect(["sent after 1 attempt", "pending after 0 attempts"]).toContain(
        `${row.status} after ${row.attempts} attempt${row.attempts === 1 ? "" : "s"}`,
      );
    }
    // Stopped for good: kicks and drains do nothing; another dispatcher sends what is left, once.
    dispatcher.kick();
    expect(await dispatcher.drainOnce()).toBe(0);
    const next = createMailDispatcher({
      db: database.db,
      mailer: smtpMailer(inbox.url),
      log: recordingLog(),
    });
    await next.drainOnce();
    for (const mailId of second) expect((await rowOf(mailId)).status).toBe("sent");
    for (let i = 0; i < 5; i++) expect(receivedBy(`stop-${i}@example.com`)).toHaveLength(1);
  });

  it("counts attempts and backs off while the SMTP server is down, then sends once it is back", async () => {
    const gone = await startSmtpInbox();
    const { url } = gone;
    await gone.close();
    const log = recordingLog();
    const mailId = await queueCommitted(giftCardMail("patient@example.com"));
    // The dispatcher's clock, moved by hand: queued mail is due now, and retries when the clock says.
    let clock = new Date(Date.now() + 1_000);
    const dispatcher = createMailDispatcher({
      db: database.db,
      mailer: smtpMailer(url, log),
      log,
      now: () => clock,
    });

    expect(await dispatcher.drainOnce()).toBe(0);
    const once = await rowOf(mailId);
    expect(once).toMatchObject({ status: "pending", attempts: 1, body: `Your claim code: ${SECRET}` });
    expect(once.nextAttemptAt.getTime()).toBe(clock.getTime() + MAIL_FIRST_RETRY_MS);
    expect(once.lastError).toMatch(/ECONNREFUSED/);

    // Not due yet: nothing is tried.
    expect(await dispatcher.drainOnce()).toBe(0);
    expect((await rowOf(mailId)).attempts).toBe(1);

    clock = new Date(clock.getTime() + MAIL_FIRST_RETRY_MS);
    expect(await dispatcher.drainOnce()).toBe(0);
    const twice = await rowOf(mailId);
    expect(twice.attempts).toBe(2);
    expect(twice.nextAttemptAt.getTime()).toBe(clock.getTime() + 2 * MAIL_FIRST_RETRY_MS);

    const back = await startSmtpInbox(Number(new URL(url).port));
    try {
      clock = new Date(clock.getTime() + 2 * MAIL_FIRST_RETRY_MS);
      expect(await dispatcher.drainOnce()).toBe(1);
      expect(mailText((await back.next("patient@example.com")).raw)).toContain(SECRET);
      expect(await rowOf(mailId)).toMatchObject({ status: "sent", attempts: 3, lastError: null, body: "" });
      expect(back.received).toHaveLength(1);
    } finally {
      await back.close();
    }
    expect(log.lines.filter((line) => line.level === "warn")).toHaveLength(2);
    expect(JSON.stringify(log.lines)).not.toContain(SECRET);
  });

  it("sends a message queued within the millisecond its dispatcher's clock reads (the column keeps microseconds)", async () => {
    const mailId = await queueCommitted(giftCardMail("same-millisecond@example.com"));
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`'2026-11-26T04:00:00.000700Z'::timestamptz` })
      .where(eq(mailOutbox.mailId, mailId));
    const dispatcher = createMailDispatcher({
      db: database.db,
      mailer: smtpMailer(inbox.url),
      log: recordingLog(),
      now: () => new Date("2026-11-26T04:00:00.000Z"),
    });
    expect(await dispatcher.drainOnce()).toBe(1);
    expect(await rowOf(mailId)).toMatchObject({ status: "sent", attempts: 1 });
    expect(mailText((await inbox.next("same-millisecond@example.com")).raw)).toContain(SECRET);
  });

  it("marks a message failed after its last attempt, with an error in the log", async () => {
    const gone = await startSmtpInbox();
    await gone.close();
    const log = recordingLog();
    const mailId = await queueCommitted(giftCardMail("unlucky@example.com"));
    let clock = new Date(Date.now() + 1_000);
    const dispatcher = createMailDispatcher({
      db: database.db,
      mailer: smtpMailer(gone.url, log),
      log,
      now: () => clock,
      maxAttempts: 2,
    });
    await dispatcher.drainOnce();
    clock = new Date(clock.getTime() + MAIL_FIRST_RETRY_MS);
    await dispatcher.drainOnce();
    const failed = await rowOf(mailId);
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(log.lines.filter((line) => line.level === "error").map((line) => line.fields)).toEqual([
      expect.objectContaining({ mailId, attempts: 2 }),
    ]);
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect(await dispatcher.drainOnce()).toBe(0);
    expect((await rowOf(mailId)).attempts).toBe(2);
  });

  it("sends each message once when two dispatchers drain at the same time", async () => {
    const count = 30;
    for (let i = 0; i < count; i++) await queueCommitted(giftCardMail(`pair-${i}@example.com`));
    const [one, two] = [1, 2].map(() =>
      createMailDispatcher({
        db: database.db,
        mailer: smtpMailer(inbox.url),
        log: recordingLog(),
        batchSize: 4,
      }),
    );
    if (!one || !two) throw new Error("two dispatchers");
    const sent = await Promise.all([one.drainOnce(), two.drainOnce(), one.drainOnce(), two.drainOnce()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(count);
    const pairs = inbox.received.filter((mail) => mail.to.some((to) => to.startsWith("pair-")));
    expect(pairs).toHaveLength(count);
    expect(new Set(pairs.flatMap((mail) => mail.to)).size).toBe(count);
    const rows = await database.db.select().from(mailOutbox).where(like(mailOutbox.recipient, "pair-%"));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(count).fill(["sent", 1]));
  });

  it.each<[string, Partial<MailMessage>]>([
    ["no recipient", { to: "" }],
    ["a blank recipient", { to: "   " }],
    ["a line break in the recipient", { to: "ann@example.com\r\nBcc: everyone@example.com" }],
    ["a line feed in the subject", { subject: "Hello\nBcc: everyone@example.com" }],
    ["a line break in the sender's name", { fromName: "Fleetfoot\r\nReply-To: thief@example.com" }],
    ["a line break in a header's value", { headers: { "X-Note": "fine\r\nBcc: everyone@example.com" } }],
    ["a line break in a header's name", { headers: { "X-Note\r\nBcc": "everyone@example.com" } }],
    ["a header the mailer writes itself", { headers: { Bcc: "everyone@example.com" } }],
  ])("refuses a message with %s, and queues nothing", async (_, change) => {
    const subject = `refused ${Math.random()}`;
    await expect(
      queueCommitted({ ...giftCardMail("ann@example.com"), subject, ...change }),
    ).rejects.toMatchObject({ kind: "invalid_input", code: "input.invalid" });
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    expect(rows).toEqual([]);
  });
});

describe("the dispatcher when the database has gone away", () => {
  it("logs the failed drain and throws nothing, kicked or timed", async () => {
    const database = await createTestDatabase();
    await database.close();
    const log = recordingLog();
    const inbox = await startSmtpInbox();
    try {
      const dispatcher = createMailDispatcher({ db: database.db, mailer: smtpMailer(inbox.url, log), log });
      expect(() => dispatcher.kick()).not.toThrow();
      await vi.waitFor(() => expect(log.lines).toHaveLength(1), PATIENCE);
      expect(log.lines[0]).toMatchObject({ level: "warn" });
      expect(log.lines[0]?.message).toMatch(/database is unavailable/);
      dispatcher.start(10);
      await vi.waitFor(() => expect(log.lines.length).toBeGreaterThan(2), PATIENCE);
      await dispatcher.stop();
      // Called directly, a drain says that it failed.
      const direct = createMailDispatcher({ db: database.db, mailer: smtpMailer(inbox.url, log), log });
      await expect(direct.drainOnce()).rejects.toThrow();
    } finally {
      await inbox.close();
    }
  });
});
