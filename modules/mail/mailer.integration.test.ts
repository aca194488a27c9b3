import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import { createMailer } from "./index.server.ts";

function recordingLog() {
  const lines: { fields: object; message?: string }[] = [];
  const record = (fields: object, message?: string) => lines.push({ fields, message });
  return { lines, info: record, warn: record, error: record };
}

describe("mail over SMTP (SMTP_URL)", () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it("delivers a message to a real SMTP server on loopback, logging in with the URL's credentials", async () => {
    const log = recordingLog();
    const mailer = createMailer(
      { smtpUrl: inbox.url, from: "no-reply@fleetfoot.example", outboxDir: "unused" },
      log,
    );
    expect(mailer.destination).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    await mailer.send({
      to: "ann@example.com",
      subject: "Hello from the store",
      text: "A line with a link: http://localhost:3000/reset-password?token=abc",
      fromName: "Fleetfoot",
    });
    const mail = await inbox.next("ann@example.com");
    expect(mail.from).toBe("no-reply@fleetfoot.example");
    expect(mail.raw).toContain("Subject: Hello from the store");
    expect(mail.raw).toContain("From: Fleetfoot <no-reply@fleetfoot.example>");
    expect(mailText(mail.raw)).toContain("http://localhost:3000/reset-password?token=abc");
    expect(log.lines.map((line) => line.message)).toEqual(["mail sent over SMTP"]);
  });

  it("fails loudly when the SMTP server refuses the login", async () => {
    const wrong = inbox.url.replace("smtp-test-password", "wrong");
    const mailer = createMailer(
      { smtpUrl: wrong, from: "no-reply@fleetfoot.example", outboxDir: "unused" },
      recordingLog(),
    );
    await expect(mailer.send({ to: "ann@example.com", subject: "x", text: "y" })).rejects.toThrow();
  });
});

describe("the local outbox (no SMTP_URL)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "outbox-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes each message as an .eml file in the outbox and logs a line without the body", async () => {
    const log = recordingLog();
    const mailer = createMailer({ from: "no-reply@localhost", outboxDir: join(dir, "outbox") }, log);
    await mailer.send({ to: "bo@example.com", subject: "Reset your password", text: "secret link" });
    await mailer.send({ to: "cy@example.com", subject: "Second", text: "another" });
    const files = (await readdir(join(dir, "outbox"))).sort();
    expect(files).toHaveLength(2);
    const first = await readFile(join(dir, "outbox", files[0] as string), "utf8");
    expect(first).toContain("To: bo@example.com");
    expect(first).toContain("Subject: Reset your password");
    expect(first).toContain("secret link");
    expect(log.lines).toHaveLength(2);
    expect(log.lines[0]?.message).toBe("mail written to the outbox");
    expect(JSON.stringify(log.lines)).not.toContain("secret link");
  });
});
