import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FederatedProvider,
  federatedProviders,
  findCustomerByEmail,
  findSessionOwner,
  registerCustomer,
} from "../../modules/identity/index.server.ts";
import { sessionCredentials } from "../../modules/identity/index.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { federatedLinks } from "../../tests/support/identity-fixtures.ts";
import {
  formOf,
  startIdentityProvider,
  type TestIdentityProvider,
} from "../../tests/support/oidc-provider.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";
import { FLOW_MISSING_MESSAGE, UNKNOWN_PROVIDER_MESSAGE } from "../lib/federated-sign-in.server.ts";

const store = "http://localhost:3000";
let t: TestApp;
let idp: TestIdentityProvider;
let providers: FederatedProvider[];

beforeAll(async () => {
  idp = await startIdentityProvider([
    `${store}/federated-login/google/callback`,
    `${store}/federated-login/apple/callback`,
  ]);
  const settings = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret };
  // Two of the four providers configured (both served by the one local provider): Amazon and Facebook stay hidden.
  providers = federatedProviders({ google: settings, apple: settings });
  t = await createTestApp({ products: 10, federatedProviders: providers });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/**
 * Starts a sign-in at the store, signs in at the provider as `login` and consents, and stops where
 * the provider sends the browser back to the store: the callback's URL (query) or posted form.
 */
async function signInAtProvider(
  browser: CookieBrowser,
  providerId: string,
  login: string,
  returnTo = "/cart",
): Promise<{ callback: URL; form?: Record<string, string> }> {
  const start = `/federated-login/${providerId}?${new URLSearchParams({ redirect: returnTo })}`;
  const started = await browser.request(start);
  expect(started.status).toBe(302);
  expect(browser.cookies.has("federated-sign-in")).toBe(true);
  const authorize = new URL(started.headers.get("location") ?? "");
  expect(authorize.origin).toBe(idp.issuer);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  expect(authorize.searchParams.get("nonce")).toBeTruthy();

  const isCallback = (url: URL) => url.origin === store;
  let { response, url } = await browser.follow(started, start, isCallback);
  const steps: Record<string, string>[] = [{ login, password: "any password" }, {}]; // sign-in, then consent
  for (const fields of steps) {
    if (isCallback(url)) break;
    expect(response.status).toBe(200);
    const form = formOf(await response.text(), url);
    const submitted = await browser.post(form.action, { ...form.fields, ...fields }, idp.issuer);
    ({ response, url } = await browser.follow(submitted, form.action, isCallback));
  }
  if (isCallback(url)) return { callback: url };
  // response_mode=form_post: the provider's page posts the answer to the store.
  const posted = formOf(await response.text(), url);
  return { callback: new URL(posted.action), form: posted.fields };
}

async function finish(browser: CookieBrowser, at: { callback: URL; form?: Record<string, string> }) {
  return at.form ? browser.post(at.callback.href, at.form, idp.issuer) : browser.request(at.callback.href);
}

/** Where the modal's close link goes. */
function closeTarget(html: string): string | undefined {
  const link = /<a[^>]*aria-label="Close"[^>]*>/.exec(html)?.[0] ?? "";
  return /href="([^"]*)"/.exec(link)?.[1];
}

/** The words of the page's alert: all a refused shopper (or attacker) is told. */
function alertOf(html: string): string | undefined {
  return /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(pageText(html))?.[1];
}

async function customerInfo(browser: CookieBrowser) {
  const response = await browser.request("/v1/customerInfo");
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
}

describe("the federated sign-in modal", () => {
  it("offers the store's account and the configured providers only, with the spec's parts", async () => {
    const response = await new CookieBrowser(t.app).request("/federated-login?redirect=%2Fcart");
    expect(response.status).toBe(200);
    const html = pageText(await response.text());
    expect(titleOf(html)).toBe("Sign-in | Fleetfoot");
    expect(html).toMatch(/<dialog[^>]*open/);
    expect(html).toContain(">Sign-in</h1>");
    expect(html).toContain("Sign in with Fleetfoot");
    expect(html).toContain('href="/login?redirect=%2Fcart"');
    expect(html).toContain("Sign in with Google");
    expect(html).toContain('href="/federated-login/google?redirect=%2Fcart"');
    expect(html).toContain("Sign in with Apple");
    expect(html).not.toContain("/federated-login/amazon");
    expect(html).not.toContain("/federated-login/facebook");
    expect(html).toContain("Create your account");
    expect(html).toContain('href="/register?redirect=%2Fcart"');
    expect(html).toContain(">or</span>");
    expect(html).toContain("Prime members get upgraded shipping");
    expect(html).toContain('href="/c/terms-of-use"');
    expect(html).toContain('href="/c/privacy-policy"');
    // Closing goes to the stored redirect target.
    expect(closeTarget(html)).toBe("/cart");
  });

  it("closes to the home page without a target, and drops a foreign one", async () => {
    const browser = new CookieBrowser(t.app);
    expect(closeTarget(await (await browser.request("/federated-login")).text())).toBe("/");
    const foreign = await (await browser.request("/federated-login?redirect=https://evil.example/")).text();
    expect(foreign).not.toContain("evil.example");
    expect(closeTarget(foreign)).toBe("/");
  });

  it("never closes to another site, however the target is disguised (issue 10, point 3)", async () => {
    const browser = new CookieBrowser(t.app);
    for (const attack of [
      `${store}//evil.example`,
      "//evil.example",
      "/\\evil.example",
      "/%2f%2fevil.example",
    ]) {
      const html = await (
        await browser.request(`/federated-login?${new URLSearchParams({ redirect: attack })}`)
      ).text();
      expect(closeTarget(html), attack).toBe("/");
      expect(html, attack).not.toContain("evil.example");
    }
  });

  it("takes the pre-auth path's openid.return_to as the redirect target", async () => {
    const browser = new CookieBrowser(t.app);
    const own = await browser.request(
      `/ap/signin?${new URLSearchParams({ "openid.return_to": `${store}/cart?x=1` })}`,
    );
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe("/federated-login?redirect=%2Fcart%3Fx%3D1");
    const evil = await browser.request("/ap/signin?openid.return_to=javascript:alert(1)");
    expect(evil.headers.get("location")).not.toContain("javascript");
  });
});

describe("signing in with OpenID Connect at a real provider", () => {
  it("links the account with the same verified email, signs in, and signs out", async () => {
    const email = "linda@example.com";
    const existing = await registerCustomer(t.database.db, {
      name: "Linda Link",
      email,
      password: "her own password",
    });
    idp.accounts.set("linda-at-google", {
      email: "Linda@Example.com",
      email_verified: true,
      name: "Linda L.",
    });

    const browser = new CookieBrowser(t.app);
    await browser.request("/");
    const answer = await signInAtProvider(browser, "google", "linda-at-google");
    expect(answer.callback.pathname).toBe("/federated-login/google/callback");
    const signedIn = await finish(browser, answer);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/cart");
    expect(browser.cookies.has("federated-sign-in")).toBe(false);
    expect(browser.cookies.has("at-main")).toBe(true);
    expect(await customerInfo(browser)).toMatchObject({
      status: 200,
      body: { customerId: existing.customerId, email },
    });
    const links = await federatedLinks(t.database.db, { customerId: existing.customerId });
    expect(links.map(({ provider, subject }) => ({ provider, subject }))).toEqual([
      { provider: "google", subject: "linda-at-google" },
    ]);

    const cookies = new Map(browser.cookies);
    const out = await browser.request("/logout");
    expect(out.status).toBe(302);
    expect(await customerInfo(browser)).toMatchObject({ status: 403 });
    // The cookies of the ended session open nothing any more.
    const old = sessionCredentials(
      cookies.get("session-id"),
      cookies.get("session-token"),
      cookies.get("at-main"),
    );
    expect(await findSessionOwner(t.database.db, old)).toBeNull();
  });

  it("creates an account for a new verified email, without a password, and finds it again by its link", async () => {
    idp.accounts.set("new-at-google", {
      email: "newcomer@example.com",
      email_verified: true,
      name: "Nora Newcomer",
    });
    const browser = new CookieBrowser(t.app);
    expect((await finish(browser, await signInAtProvider(browser, "google", "new-at-google"))).status).toBe(
      303,
    );
    const first = await customerInfo(browser);
    expect(first.body).toMatchObject({ email: "newcomer@example.com", firstName: "Nora" });
    expect((await findCustomerByEmail(t.database.db, "newcomer@example.com"))?.hasPassword).toBe(false);

    // The provider's email changes; the link (provider and subject) still finds the same customer.
    idp.accounts.set("new-at-google", {
      email: "nora@example.com",
      email_verified: true,
      name: "Nora Newcomer",
    });
    const again = new CookieBrowser(t.app);
    expect((await finish(again, await signInAtProvider(again, "google", "new-at-google"))).status).toBe(303);
    expect((await customerInfo(again)).body?.customerId).toBe(first.body?.customerId);
  });

  it("never links an email the provider has not verified", async () => {
    await registerCustomer(t.database.db, {
      name: "Vic Victim",
      email: "victim@example.com",
      password: "victim password",
    });
    idp.accounts.set("attacker", { email: "victim@example.com", email_verified: false });
    const browser = new CookieBrowser(t.app);
    const refused = await finish(browser, await signInAtProvider(browser, "google", "attacker"));
    expect(refused.status).toBe(403);
    expect(pageText(await refused.text())).toContain("did not give us a verified email address");
    expect(await customerInfo(browser)).toMatchObject({ status: 403 });
    const links = await federatedLinks(t.database.db, { subject: "attacker" });
    expect(links).toEqual([]);
  });

  it("takes a provider's answer posted as a form (Apple's form_post)", async () => {
    idp.accounts.set("apple-user", { email: "apple.user@example.com", email_verified: true });
    const browser = new CookieBrowser(t.app);
    const answer = await signInAtProvider(browser, "apple", "apple-user", "/brands");
    expect(answer.form).toBeDefined();
    expect(answer.callback.href).toBe(`${store}/federated-login/apple/callback`);
    const posted = await finish(browser, answer);
    expect(posted.status).toBe(303);
    const { response: signedIn, url } = await browser.follow(
      posted,
      answer.callback.href,
      (next) => next.pathname === "/brands",
    );
    expect(url.pathname).toBe("/brands");
    expect(signedIn.status).toBe(303);
    expect(await customerInfo(browser)).toMatchObject({
      status: 200,
      body: { email: "apple.user@example.com" },
    });
  });
});

describe("the flow's stored return target (issue 10, point 3)", () => {
  it("comes back to this store only, whatever the sign-in was started with", async () => {
    idp.accounts.set("returner", { email: "returner@example.com", email_verified: true });
    for (const attack of [
      `${store}//evil.example`,
      "//evil.example",
      "/%5cevil.example",
      "https://evil.example/",
    ]) {
      const browser = new CookieBrowser(t.app);
      const signedIn = await finish(browser, await signInAtProvider(browser, "google", "returner", attack));
      expect(signedIn.status, attack).toBe(303);
      expect(signedIn.headers.get("location"), attack).toBe("/");
    }
  });

  it("keeps a target on the store", async () => {
    idp.accounts.set("returner", { email: "returner@example.com", email_verified: true });
    const browser = new CookieBrowser(t.app);
    const answer = await signInAtProvider(browser, "google", "returner", `${store}/brands?x=1`);
    expect((await finish(browser, answer)).headers.get("location")).toBe("/brands?x=1");
  });
});

describe("callbacks that must be refused", () => {
  it("refuses a replayed callback, with or without the flow cookie", async () => {
    idp.accounts.set("replay", { email: "replay@example.com", email_verified: true });
    const browser = new CookieBrowser(t.app);
    const answer = await signInAtProvider(browser, "google", "replay");
    const flowCookie = browser.cookies.get("federated-sign-in") as string;
    expect((await finish(browser, answer)).status).toBe(303);

    const replay = await browser.request(answer.callback.href);
    expect(replay.status).toBe(403);
    expect(pageText(await replay.text())).toContain(FLOW_MISSING_MESSAGE);

    // An attacker who kept the flow cookie too: the provider refuses a code used once.
    const attacker = new CookieBrowser(t.app);
    attacker.cookies.set("federated-sign-in", flowCookie);
    const stolen = await attacker.request(answer.callback.href);
    expect(stolen.status).toBe(403);
    expect(pageText(await stolen.text())).toContain("We couldn't sign you in with Google. Please try again.");
    expect(await customerInfo(attacker)).toMatchObject({ status: 403 });
  });

  it("refuses a tampered state, a forged flow cookie and a provider's error, never with a 500", async () => {
    idp.accounts.set("tamper", { email: "tamper@example.com", email_verified: true });
    const browser = new CookieBrowser(t.app);
    const answer = await signInAtProvider(browser, "google", "tamper");
    const flowCookie = browser.cookies.get("federated-sign-in") as string;
    const tampered = new URL(answer.callback);
    tampered.searchParams.set("state", "tampered-state-value-0123456789");
    const refused = await browser.request(tampered.href);
    expect(refused.status).toBe(403);
    expect(alertOf(await refused.text())).toBe("We couldn't sign you in with Google. Please try again.");

    for (const cookie of [
      "garbage",
      `${flowCookie.slice(0, -4)}AAAA`,
      Buffer.from("{}").toString("base64url"),
    ]) {
      const forged = new CookieBrowser(t.app);
      forged.cookies.set("federated-sign-in", cookie);
      const response = await forged.request(answer.callback.href);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }

    const failed = new CookieBrowser(t.app);
    failed.cookies.set("federated-sign-in", flowCookie);
    const providerError = await failed.request("/federated-login/google/callback?error=server_error");
    expect(providerError.status).toBe(403);
  });

  it("says so when the shopper cancels at the provider", async () => {
    const browser = new CookieBrowser(t.app);
    const started = await browser.request("/federated-login/google");
    const { response, url } = await browser.follow(started, "/federated-login/google");
    const abort = /href="([^"]*abort[^"]*)"/.exec(await response.text())?.[1] ?? "";
    const cancelled = await browser.follow(
      await browser.request(new URL(abort, url).href),
      abort,
      (next) => next.origin === store,
    );
    const back = await browser.request(cancelled.url.href);
    expect(back.status).toBe(403);
    expect(pageText(await back.text())).toContain("Sign-in with Google was cancelled.");
  });

  it("answers 404 for a provider that is unknown or not configured", async () => {
    const browser = new CookieBrowser(t.app);
    for (const path of [
      "/federated-login/facebook",
      "/federated-login/amazon/callback?code=x&state=y",
      "/federated-login/myspace",
      "/federated-login/myspace/callback",
    ]) {
      const response = await browser.request(path);
      expect(response.status, path).toBe(404);
      expect(pageText(await response.text())).toContain(UNKNOWN_PROVIDER_MESSAGE);
    }
  });
});
