import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../modules/mail/index.server.ts";
import { CookieBrowser } from "../../tests/support/cookie-browser.ts";
import { signedInCustomer } from "../../tests/support/customers.ts";
import { forgetAttempts } from "../../tests/support/identity-fixtures.ts";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import { stylesWithStockIds } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

const store = "http://localhost:3000";
let t: TestApp;
let inbox: SmtpInbox;
let styleId: number;
const silent = { info() {}, warn() {}, error() {} };

/** Return targets that leave a careless store (the issue's own first), each the way an attacker would send it. */
const ATTACKS = [
  `${store}//evil.example`,
  `${store}//evil.example/path?q=1`,
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2f%2fevil.example",
  "/%5cevil.example",
  "/\t/evil.example",
  "https:evil.example",
  `${store}@evil.example/`,
  "https://evil.example/",
  "javascript:alert(1)//evil.example",
];

/** The Location a redirect answers stays on this store: a path with one leading slash, nothing of the attacker's host. */
function expectOnSite(location: string | null, attack: string) {
  expect(location, attack).not.toBeNull();
  const target = location ?? "";
  expect(new URL(target, store).origin, `${attack} -> ${target}`).toBe(store);
  expect(target, attack).toMatch(/^\/(?![/\\])/);
  expect(target.toLowerCase(), attack).not.toContain("evil");
}

/** A customer of this store, signed in on a browser of their own. */
const registered = () => signedInCustomer(t.app, t.database.db, { firstName: "Ret" });

const CONFIRM_LINK = /http:\/\/localhost:3000\/register\/confirm\?token=[A-Za-z0-9_-]{43}/;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const mailer = createMailer(
    { smtpUrl: inbox.url, from: "no-reply@fleetfoot.example", outboxDir: "unused" },
    silent,
  );
  t = await createTestApp({ products: 10, mailer });
  const [row] = await stylesWithStockIds(t.database.db);
  styleId = row?.styleId ?? 0;
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe("every return target stays on the store (issue 10, point 3)", () => {
  it("login and register GET: a signed-in visitor is sent to the sanitised `redirect`", async () => {
    const { browser } = await registered();
    for (const page of ["/login", "/register"]) {
      for (const attack of ATTACKS) {
        const response = await browser.request(`${page}?${new URLSearchParams({ redirect: attack })}`);
        expect(response.status, attack).toBe(302);
        expectOnSite(response.headers.get("location"), attack);
      }
    }
  });

  it("login and register GET: a guest's form and links carry only the sanitised `redirect`", async () => {
    const guest = new CookieBrowser(t.app);
    for (const page of ["/login", "/register"]) {
      const html = await (
        await guest.request(`${page}?${new URLSearchParams({ redirect: `${store}//evil.example` })}`)
      ).text();
      expect(/<input type="hidden" name="redirect" value="([^"]*)"/.exec(html)?.[1], page).toBe("/");
      const links = [...html.matchAll(/href="([^"]*[?&]redirect=[^"]*)"/g)].map((match) => match[1]);
      expect(links.length, page).toBeGreaterThan(0);
      for (const link of links) expect(link, page).not.toContain("evil");
    }
  });

  it("login POST `redirect`", async () => {
    const { email, password } = await registered();
    for (const attack of ATTACKS) {
      const response = await new CookieBrowser(t.app).post("/login", { email, password, redirect: attack });
      expect(response.status, attack).toBe(303);
      expectOnSite(response.headers.get("location"), attack);
    }
  });

  it("register POST `redirect`: carried by the mailed link, sanitised where the confirmation lands", async () => {
    for (const [index, attack] of ATTACKS.entries()) {
      // Registrations are throttled per client address, and every request here comes from one.
      await forgetAttempts(t.database.db);
      const email = `register-attack${index}@example.com`;
      const browser = new CookieBrowser(t.app);
      const response = await browser.post("/register", {
        name: "Reg Lee",
        email,
        password: "coming back safely",
        redirect: attack,
      });
      expect(response.status, attack).toBe(303);
      expect(response.headers.get("location"), attack).toBe("/register?sent=1");

      // The mailed link is the store's own; finishing there lands on the store, not the attacker's target.
      const mail = mailText((await inbox.next(email)).raw);
      expect(mail.toLowerCase(), attack).not.toContain("evil");
      const link = CONFIRM_LINK.exec(mail)?.[0] ?? "";
      expect(link, attack).not.toBe("");
      const page = await browser.request(link);
      expect(page.status, attack).toBe(200);
      expect((await page.text()).toLowerCase(), attack).not.toContain("evil");
      const token = new URL(link).searchParams.get("token") ?? "";
      const finished = await browser.post("/register/confirm", { token });
      expect(finished.status, attack).toBe(303);
      expectOnSite(finished.headers.get("location"), attack);
    }
  });

  it("register POST `redirect` of the store's own still comes back there once the mailed link is followed", async () => {
    await forgetAttempts(t.database.db);
    const email = "register-kept@example.com";
    const browser = new CookieBrowser(t.app);
    await browser.post("/register", {
      name: "Reg Kept",
      email,
      password: "coming back safely",
      redirect: `${store}/cart?x=1`,
    });
    const link = CONFIRM_LINK.exec(mailText((await inbox.next(email)).raw))?.[0] ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";
    const finished = await browser.post("/register/confirm", { token });
    expect(finished.status).toBe(303);
    expect(finished.headers.get("location")).toBe("/cart?x=1");
  });

  it("favorites and heart forms `returnTo`", async () => {
    const { browser } = await registered();
    for (const intent of ["add", "remove"]) {
      for (const attack of ATTACKS) {
        const response = await browser.post("/account/favorites", {
          intent,
          itemId: String(styleId),
          returnTo: attack,
        });
        expect(response.status, attack).toBe(303);
        expectOnSite(response.headers.get("location"), attack);
      }
    }
  });

  it("still returns to the store's own pages, given as a path or as an absolute URL on one of its hosts", async () => {
    const { email, password } = await registered();
    const kept: [string, string][] = [
      ["/cart", "/cart"],
      ["/search/boots?heartOnLoad=7", "/search/boots?heartOnLoad=7"],
      [`${store}/account?x=1#top`, "/account?x=1#top"],
      ["http://9am.localhost:3000/brands", "/brands"],
    ];
    for (const [target, expected] of kept) {
      const response = await new CookieBrowser(t.app).post("/login", { email, password, redirect: target });
      expect(response.headers.get("location"), target).toBe(expected);
    }
  });
});

describe("the pre-auth sign-in path (spec 1 and 3: /zap/preAuth/signin?openid.return_to=)", () => {
  it("opens the sign-in prompt coming back to the return path", async () => {
    const browser = new CookieBrowser(t.app);
    const response = await browser.request(
      `/zap/preAuth/signin?${new URLSearchParams({ "openid.return_to": `${store}/cart?x=1` })}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/federated-login?redirect=%2Fcart%3Fx%3D1");
    const { response: page } = await browser.follow(response, "/zap/preAuth/signin");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="/login?redirect=%2Fcart%3Fx%3D1"');
  });

  it("also under /marty, and with a path as the return target", async () => {
    const response = await new CookieBrowser(t.app).request(
      "/marty/zap/preAuth/signin?openid.return_to=%2Fbrands",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/federated-login?redirect=%2Fbrands");
  });

  it("drops a return target that would leave the store", async () => {
    for (const path of ["/zap/preAuth/signin", "/ap/signin"]) {
      for (const attack of ATTACKS) {
        const response = await new CookieBrowser(t.app).request(
          `${path}?${new URLSearchParams({ "openid.return_to": attack })}`,
        );
        expect(response.status, attack).toBe(302);
        expect(response.headers.get("location"), attack).toBe("/federated-login");
      }
    }
  });
});
