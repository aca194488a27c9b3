import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REGISTRATION_MESSAGES, registerCustomer } from "../../modules/identity/index.server.ts";
import { IDENTITY_MESSAGES } from "../../modules/identity/index.ts";
import { createMailer } from "../../modules/mail/index.server.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import {
  expireRegistration,
  forgetAttempts,
  storedRegistrations,
} from "../../tests/support/identity-fixtures.ts";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

// Registration that tells nobody which emails have accounts, throttled per client address.
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
beforeEach(async () => {
  // Every request here comes from the same (in-process) client: each test starts with its count at zero.
  await forgetAttempts(t.database.db);
});

let counter = 0;
const newEmail = () => {
  counter += 1;
  return `newcomer${counter}@example.com`;
};

async function register(browser: CookieBrowser, fields: { name: string; email: string; redirect?: string }) {
  await browser.request("/register");
  return browser.post("/register", { password: "a long passphrase", ...fields });
}

const CONFIRM_LINK = /http:\/\/localhost:3000\/register\/confirm\?token=[A-Za-z0-9_-]{43}/;

describe("registration", () => {
  it("answers the same for an email with an account and one without", async () => {
    const taken = newEmail();
    await registerCustomer(t.database.db, { name: "Tess Taken", email: taken, password: "her own password" });
    const fresh = newEmail();
    const browser = new CookieBrowser(t.app);
    const known = await register(browser, { name: "Mallory", email: taken.toUpperCase() });
    const unknown = await register(browser, { name: "Nina New", email: fresh });
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/register?sent=1");
      expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith("at-main="))).toBe(false);
    }
    expect(await known.text()).toBe(await unknown.text());
    const sent = pageText(await (await browser.request("/register?sent=1")).text());
    expect(sent).toContain(REGISTRATION_MESSAGES.sent);
    expect(sent).not.toContain(IDENTITY_MESSAGES.emailTaken);

    // The owner of the taken email learns someone tried; the new email gets its link.
    const note = mailText((await inbox.next(taken)).raw);
    expect(note).toContain("Someone tried to create a Fleetfoot account with your email");
    expect(note).toContain("http://localhost:3000/forgot-password");
    expect(note).not.toMatch(CONFIRM_LINK);
    expect(mailText((await inbox.next(fresh)).raw)).toMatch(CONFIRM_LINK);
  });

  it("creates the account and signs in only when the mailed link is followed, back where the shopper was", async () => {
    const email = newEmail();
    const browser = new CookieBrowser(t.app);
    await register(browser, { name: "Nora New", email, redirect: "/cart" });
    expect((await browser.request("/v1/customerInfo")).status).toBe(403);
    const link = CONFIRM_LINK.exec(mailText((await inbox.next(email)).raw))?.[0] ?? "";

    // Opening the link (as a mail scanner would) changes nothing; its button does.
    const page = await browser.request(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(titleOf(html)).toBe("Finish creating your account");
    expect((await browser.request("/v1/customerInfo")).status).toBe(403);
    const token = new URL(link).searchParams.get("token") ?? "";
    const finished = await browser.post("/register/confirm", { token });
    expect(finished.status).toBe(303);
    expect(finished.headers.get("location")).toBe("/cart");
    // The new customer's next page offers the emails (the footer's sign-up modal reads it).
    expect(finished.headers.getSetCookie()).toContain(
      "newlyRegistered=true; Path=/; Max-Age=86400; SameSite=Lax",
    );
    const info = await browser.request("/v1/customerInfo");
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ email, firstName: "Nora" });

    // The link works once; the password chosen at registration signs in.
    const again = await new CookieBrowser(t.app).post("/register/confirm", { token });
    expect(pageText(await again.text())).toContain(REGISTRATION_MESSAGES.used);
    const signIn = await new CookieBrowser(t.app).post("/login", { email, password: "a long passphrase" });
    expect(signIn.status).toBe(303);
  });

  it("refuses a forged or expired link", async () => {
    const forged = await new CookieBrowser(t.app).request(`/register/confirm?token=${"A".repeat(43)}`);
    expect(forged.status).toBe(400);
    expect(pageText(await forged.text())).toContain(REGISTRATION_MESSAGES.invalid);
    const email = newEmail();
    await register(new CookieBrowser(t.app), { name: "Old Link", email });
    const link = CONFIRM_LINK.exec(mailText((await inbox.next(email)).raw))?.[0] ?? "";
    await expireRegistration(t.database.db, email);
    const expired = await new CookieBrowser(t.app).request(link);
    expect(expired.status).toBe(410);
    expect(pageText(await expired.text())).toContain(REGISTRATION_MESSAGES.expired);
  });

  it("keeps the password out of the stored registration and out of the form sent back", async () => {
    const email = newEmail();
    await register(new CookieBrowser(t.app), { name: "Pat Private", email });
    const [row] = await storedRegistrations(t.database.db, email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const refused = await new CookieBrowser(t.app).post("/register", {
      name: " ",
      email: "pat@example.com",
      password: "secret passphrase 42",
    });
    expect(refused.status).toBe(400);
    const html = pageText(await refused.text());
    expect(html).toContain(IDENTITY_MESSAGES.name);
    expect(html).toContain('value="pat@example.com"');
    expect(html).not.toContain("secret passphrase 42");
  });

  it.each([
    // The input guard refuses control characters in any form field before the page's action runs.
    [
      "name",
      { name: "Nul\u0000Byte", email: "nul1@example.com" },
      "'name' must not contain control characters.",
    ],
    [
      "email",
      { name: "Nul Byte", email: "nul\u0000@example.com" },
      "'email' must not contain control characters.",
    ],
  ])(
    "refuses a NUL byte in the %s with words naming the field (400, not 500)",
    async (_field, fields, words) => {
      const refused = await new CookieBrowser(t.app).post("/register", {
        ...fields,
        password: "long enough",
      });
      expect(refused.status).toBe(400);
      expect(pageText(await refused.text())).toContain(words);
    },
  );

  it("is throttled per client address: the eleventh registration in 15 minutes is refused", async () => {
    const browser = new CookieBrowser(t.app);
    for (let n = 0; n < 10; n += 1) {
      expect((await register(browser, { name: "Rapid", email: newEmail() })).status).toBe(303);
    }
    const refused = await register(browser, { name: "Rapid", email: newEmail() });
    expect(refused.status).toBe(403);
    expect(pageText(await refused.text())).toContain(REGISTRATION_MESSAGES.tooMany);
  });
});
