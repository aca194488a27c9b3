import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_MESSAGES as ACCOUNT_FORM_MESSAGES } from "../../modules/identity/forms.ts";
import { MAX_FAILURES, registerCustomer } from "../../modules/identity/index.server.ts";
import { IDENTITY_MESSAGES } from "../../modules/identity/index.ts";
import { solveCaptcha } from "../../tests/support/captcha.ts";
import { CookieBrowser } from "../../tests/support/cookie-browser.ts";
import { attribute, controlTag, expectFieldError, textOfId } from "../../tests/support/form-html.ts";
import { passwordResetToken } from "../../tests/support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// The account pages' forms posted as a browser without JavaScript posts them: each refusal comes
// back as the page with a 400, the words tied to the field, and the values typed kept (never a password).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 10 });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function signedIn() {
  counter += 1;
  const email = `forms${counter}@example.com`;
  const password = "correct horse battery";
  await registerCustomer(t.database.db, { name: `Fay${counter} Form`, email, password });
  const browser = new CookieBrowser(t.app);
  const response = await browser.post("/login", { email, password });
  expect(response.status).toBe(303);
  return { browser, email };
}

describe("the sign-in form without JavaScript", () => {
  it("refuses a malformed email on the email field, keeping it and dropping the password", async () => {
    const response = await new CookieBrowser(t.app).post("/login", {
      email: "ann@example",
      password: "secret words",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "email", IDENTITY_MESSAGES.email);
    expect(attribute(controlTag(html, "email"), "value")).toBe("ann@example");
    expect(html).not.toContain("secret words");
  });

  it("asks for a missing password on the password field", async () => {
    const response = await new CookieBrowser(t.app).post("/login", {
      email: "ann@example.com",
      password: "",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "password", ACCOUNT_FORM_MESSAGES.passwordRequired);
    expect(attribute(controlTag(html, "email"), "aria-invalid")).toBeUndefined();
    expect(attribute(controlTag(html, "email"), "value")).toBe("ann@example.com");
  });

  it("shows a wrong password above the form, with the email kept", async () => {
    const response = await new CookieBrowser(t.app).post("/login", {
      email: "nobody@example.com",
      password: "wrong password",
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(textOfId(html, "sign-in-error")).toBe(IDENTITY_MESSAGES.signInFailed);
    expect(attribute(controlTag(html, "email"), "value")).toBe("nobody@example.com");
    expect(html).not.toContain("wrong password");
  });
});

describe("the sign-in form past its limits (decision 122)", () => {
  it("asks for the captcha rather than locking the owner out, says what works without JavaScript, and signs in with it", async () => {
    const email = "guessed@example.com";
    const password = "correct horse battery";
    await registerCustomer(t.database.db, { name: "Gus Guessed", email, password });
    const browser = new CookieBrowser(t.app);
    for (let n = 0; n < MAX_FAILURES.clientAccount; n += 1) {
      expect((await browser.post("/login", { email, password: `guess ${n}` })).status).toBe(403);
    }
    const asked = await browser.post("/login", { email, password });
    expect(asked.status).toBe(401);
    const html = await asked.text();
    expect(textOfId(html, "sign-in-error")).toBe(IDENTITY_MESSAGES.captchaRequired);
    expect(html).toContain('class="captcha-field"');
    expect(html).toMatch(/<noscript>.*Forgot your\s+password\?.*<\/noscript>/s);
    const challenge = await (await t.app.request("/v2/subscriptions/captcha")).json();
    const signedIn = await browser.post("/login", {
      email,
      password,
      captcha: await solveCaptcha(challenge),
    });
    expect(signedIn.status).toBe(303);
  });
});

describe("the forgot-password form without JavaScript", () => {
  it("refuses a malformed email on its field, keeping it", async () => {
    const response = await new CookieBrowser(t.app).post("/forgot-password", { email: "not an email" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "email", IDENTITY_MESSAGES.email);
    expect(attribute(controlTag(html, "email"), "value")).toBe("not an email");
  });
});

describe("the reset-password form without JavaScript", () => {
  async function resetLink() {
    counter += 1;
    const email = `reset-form${counter}@example.com`;
    await registerCustomer(t.database.db, { name: "Rex Reset", email, password: "old password 1" });
    return passwordResetToken(t.database.db, email);
  }

  it("refuses a short password on its field and never sends it back", async () => {
    const token = await resetLink();
    // The page's form posts to its own address, the link's.
    const response = await new CookieBrowser(t.app).post(`/reset-password?token=${token}`, {
      token,
      password: "short",
      confirm: "short",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "password", IDENTITY_MESSAGES.passwordShort);
    expect(attribute(controlTag(html, "password"), "value")).toBeUndefined();
    expect(attribute(controlTag(html, "token"), "value")).toBe(token);
  });

  it("refuses two different passwords on the second field", async () => {
    const token = await resetLink();
    // The page's form posts to its own address, the link's.
    const response = await new CookieBrowser(t.app).post(`/reset-password?token=${token}`, {
      token,
      password: "brand new pass",
      confirm: "brand new pas",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "confirm", ACCOUNT_FORM_MESSAGES.passwordsDiffer);
    expect(attribute(controlTag(html, "password"), "aria-invalid")).toBeUndefined();
    expect(html).not.toContain("brand new pas");
  });
});

describe("the account deletion request without JavaScript", () => {
  it("asks for the box to be checked, on the box", async () => {
    const { browser } = await signedIn();
    const response = await browser.post("/c/account-deletion-request", {});
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "confirm", ACCOUNT_FORM_MESSAGES.confirmDeletion);
    expect(html).toContain("Request Deletion");
  });

  it("takes the request once the box is checked", async () => {
    const { browser, email } = await signedIn();
    const response = await browser.post("/c/account-deletion-request", { confirm: "yes" });
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`We will email ${email} when your account has been deleted.`);
  });
});
