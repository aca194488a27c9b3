import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "../../modules/identity/index.server.ts";
import { CookieBrowser } from "../../tests/support/cookie-browser.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// A guest opening an account page (issue 30, point 11): the federated sign-in modal, as spec 1 and 3
// prompt for sign-in, with its plain links (no JavaScript needed) coming back to the page; closing
// it goes home rather than back to a page that would only open it again (decision 215).

let t: TestApp;
let people = 0;

beforeAll(async () => {
  t = await createTestApp({ products: 10 });
});
afterAll(async () => {
  await t?.close();
});

const closeTarget = (html: string) =>
  /href="([^"]*)"/.exec(/<a[^>]*aria-label="Close"[^>]*>/.exec(html)?.[0] ?? "")?.[1];

describe("a guest opening an account page", () => {
  it("lands on the sign-in modal with the way back, for each account page", async () => {
    const guest = new CookieBrowser(t.app);
    for (const path of [
      "/account",
      "/account/favorites",
      "/orders",
      "/returns",
      "/subscriptions",
      "/payments",
    ]) {
      const response = await guest.request(`${path}?from=menu`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `/federated-login?${new URLSearchParams({ redirect: `${path}?from=menu`, required: "1" })}`,
      );
    }
  });

  it("signs in with the store's own account from the modal's plain link and comes back; closing goes home", async () => {
    const email = `guest-${++people}.${process.pid}@example.com`;
    const password = "correct horse battery";
    await registerCustomer(t.database.db, { name: "Gus Guest", email, password });
    const browser = new CookieBrowser(t.app);
    const { response, url } = await browser.follow(await browser.request("/account"), "/account");
    expect(`${url.pathname}${url.search}`).toBe("/federated-login?redirect=%2Faccount&required=1");
    expect(response.status).toBe(200);
    const modal = await response.text();
    expect(modal).toContain(">Sign-in</h1>");
    expect(modal).toContain('href="/login?redirect=%2Faccount"');
    expect(closeTarget(modal)).toBe("/");

    await browser.request("/login?redirect=%2Faccount");
    const signedIn = await browser.post("/login", { email, password, redirect: "/account" });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/account");
    expect((await browser.request("/account")).status).toBe(200);
  });

  it("keeps the return path through the one sanitiser: a foreign target is dropped", async () => {
    const html = await (
      await new CookieBrowser(t.app).request(
        "/federated-login?redirect=https%3A%2F%2Fevil.example%2F&required=1",
      )
    ).text();
    expect(html).not.toContain("evil.example");
    expect(closeTarget(html)).toBe("/");
  });
});
