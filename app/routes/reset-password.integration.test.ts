import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_MESSAGES as ACCOUNT_FORM_MESSAGES } from "../../modules/identity/forms.ts";
import { hashToken, PASSWORD_RESET_MESSAGES, registerCustomer } from "../../modules/identity/index.server.ts";
import { IDENTITY_MESSAGES } from "../../modules/identity/index.ts";
import { createMailer } from "../../modules/mail/index.server.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { expirePasswordReset, storedResetTokens } from "../../tests/support/identity-fixtures.ts";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

let t: TestApp;
let inbox: SmtpInbox;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const mailer = createMailer(
    { smtpUrl: inbox.url, from: "no-reply@fleetfoot.example", outboxDir: "unused" },
    silent,
  );
  t = await createTestApp({ products: 10, mailer });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

let counter = 0;
async function customer(password = "old password 1") {
  counter += 1;
  const email = `reset${counter}@example.com`;
  await registerCustomer(t.database.db, { name: `Rita${counter} Reset`, email, password });
  return { email, password };
}

/** Asks for a reset link on the page and reads it from the mail the SMTP server received. */
async function requestLink(browser: CookieBrowser, email: string): Promise<string> {
  const response = await browser.post("/forgot-password", { email });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/forgot-password?sent=1");
  const mail = await inbox.next(email);
  const link = /http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(
    mailText(mail.raw),
  )?.[0];
  expect(link).toBeDefined();
  return link as string;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") as string;

describe("forgot your password", () => {
  it("shows the form on /forgot-password", async () => {
    const html = await (await new CookieBrowser(t.app).request("/forgot-password")).text();
    expect(titleOf(html)).toBe("Forgot your password? | Fleetfoot");
    expect(html).toContain('name="email"');
  });

  it("answers the same whether an account exists or not, and mails only an account", async () => {
    const browser = new CookieBrowser(t.app);
    const unknown = await browser.post("/forgot-password", { email: "nobody-here@example.com" });
    const { email } = await customer();
    const known = await browser.post("/forgot-password", { email });
    expect(unknown.status).toBe(known.status);
    expect(unknown.headers.get("location")).toBe(known.headers.get("location"));
    const mail = await inbox.next(email);
    expect(mail.raw).toContain("Subject: Reset your Fleetfoot password");
    expect(inbox.received.some((received) => received.to.includes("nobody-here@example.com"))).toBe(false);
    const sent = pageText(await (await browser.request("/forgot-password?sent=1")).text());
    expect(sent).toContain(PASSWORD_RESET_MESSAGES.sent);
  });

  it("asks again for a malformed email", async () => {
    const response = await new CookieBrowser(t.app).post("/forgot-password", { email: "not an email" });
    expect(response.status).toBe(400);
    expect(pageText(await response.text())).toContain(IDENTITY_MESSAGES.email);
  });

  it("stores only the token's hash", async () => {
    const { email } = await customer();
    const token = tokenOf(await requestLink(new CookieBrowser(t.app), email));
    const rows = await storedResetTokens(t.database.db);
    expect(rows.some((row) => row.tokenHash === hashToken(token))).toBe(true);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });
});

describe("resetting the password with the emailed link", () => {
  it("sets the new password, signs in, and the new password signs in after", async () => {
    const { email, password } = await customer();
    const browser = new CookieBrowser(t.app);
    const link = await requestLink(browser, email);

    const form = await browser.request(link);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(titleOf(html)).toBe("Choose a new password");
    expect(html).toContain(`value="${tokenOf(link)}"`);

    const differ = await browser.post("/reset-password", {
      token: tokenOf(link),
      password: "brand new pass",
      confirm: "brand new pas",
    });
    expect(differ.status).toBe(400);
    expect(pageText(await differ.text())).toContain(ACCOUNT_FORM_MESSAGES.passwordsDiffer);

    const short = await browser.post("/reset-password", {
      token: tokenOf(link),
      password: "short",
      confirm: "short",
    });
    expect(short.status).toBe(400);
    expect(pageText(await short.text())).toContain(IDENTITY_MESSAGES.passwordShort);

    const done = await browser.post("/reset-password", {
      token: tokenOf(link),
      password: "brand new pass",
      confirm: "brand new pass",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/account");
    expect(browser.cookies.has("at-main")).toBe(true);
    const info = await browser.request("/v1/customerInfo");
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ email });

    const fresh = new CookieBrowser(t.app);
    await fresh.request("/login");
    const oldPassword = await fresh.post("/login", { email, password });
    expect(oldPassword.status).toBe(403);
    const newPassword = await fresh.post("/login", { email, password: "brand new pass" });
    expect(newPassword.status).toBe(303);
    expect((await fresh.request("/v1/customerInfo")).status).toBe(200);
  });

  it("signs out the account's other sessions", async () => {
    const { email, password } = await customer();
    const elsewhere = new CookieBrowser(t.app);
    await elsewhere.request("/login");
    expect((await elsewhere.post("/login", { email, password })).status).toBe(303);
    expect((await elsewhere.request("/v1/customerInfo")).status).toBe(200);

    const browser = new CookieBrowser(t.app);
    const token = tokenOf(await requestLink(browser, email));
    await browser.post("/reset-password", { token, password: "another new one", confirm: "another new one" });
    expect((await elsewhere.request("/v1/customerInfo")).status).toBe(403);
  });
});

describe("links that no longer work", () => {
  it("refuses a used link, on the page and when posted", async () => {
    const { email } = await customer();
    const browser = new CookieBrowser(t.app);
    const link = await requestLink(browser, email);
    const fields = { token: tokenOf(link), password: "first new pass", confirm: "first new pass" };
    expect((await browser.post("/reset-password", fields)).status).toBe(303);

    const again = await browser.request(link);
    expect(again.status).toBe(410);
    expect(pageText(await again.text())).toContain(PASSWORD_RESET_MESSAGES.used);
    const replay = await browser.post("/reset-password", {
      ...fields,
      password: "second pass!",
      confirm: "second pass!",
    });
    expect(replay.status).toBe(403);
    expect(pageText(await replay.text())).toContain(PASSWORD_RESET_MESSAGES.used);
  });

  it("refuses an expired link", async () => {
    const { email } = await customer();
    const browser = new CookieBrowser(t.app);
    const link = await requestLink(browser, email);
    await expirePasswordReset(t.database.db, tokenOf(link));
    const page = await browser.request(link);
    expect(page.status).toBe(410);
    expect(pageText(await page.text())).toContain(PASSWORD_RESET_MESSAGES.expired);
    const posted = await browser.post("/reset-password", {
      token: tokenOf(link),
      password: "too late pass",
      confirm: "too late pass",
    });
    expect(posted.status).toBe(403);
    expect(pageText(await posted.text())).toContain(PASSWORD_RESET_MESSAGES.expired);
  });

  it("refuses forged and malformed tokens without a server error", async () => {
    const browser = new CookieBrowser(t.app);
    const forged = randomBytes(32).toString("base64url");
    for (const path of [
      `/reset-password?token=${forged}`,
      "/reset-password?token=abc",
      "/reset-password",
      `/reset-password?token=${"x".repeat(5000)}`,
    ]) {
      const response = await browser.request(path);
      expect(response.status, path).toBe(400);
      expect(pageText(await response.text())).toContain(PASSWORD_RESET_MESSAGES.invalid);
    }
    const posted = await browser.post("/reset-password", {
      token: forged,
      password: "forged pass 1",
      confirm: "forged pass 1",
    });
    expect(posted.status).toBe(403);
    expect(pageText(await posted.text())).toContain(PASSWORD_RESET_MESSAGES.invalid);
  });
});
