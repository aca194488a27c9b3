import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readSubscriptions } from "../../modules/subscriptions/index.server.ts";
import { MANAGE_MESSAGES, NEWSLETTER_MESSAGES } from "../../modules/subscriptions/index.ts";
import { queueMarketingMail } from "../../modules/subscriptions/marketing-mail.server.ts";
import { TOKEN_REFUSALS } from "../../modules/subscriptions/tokens.server.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { signedInCustomer } from "../../tests/support/customers.ts";
import { expectFieldError } from "../../tests/support/form-html.ts";
import { forgetAttempts } from "../../tests/support/identity-fixtures.ts";
import { newestMailsTo } from "../../tests/support/queued-mail.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

// The newsletter and the manage page as a browser without JavaScript uses them: the footer's form
// posted to /subscription.do (a field error, or a confirmation mailed), the mailed confirmation link
// (once, for 2 days), and 'Manage Email Subscriptions' signed in, by a mailed link and by
// ?auth_token=, its form posted back.

const DAY = 86_400_000;
/** The store's clock runs this many days ahead of the real one (for links that expire). */
let daysAhead = 0;
let t: TestApp;
let people = 0;

beforeAll(async () => {
  t = await createTestApp({
    products: 20,
    now: () => new Date(Date.now() + daysAhead * DAY),
    // The tests read the mails from the outbox, as queued (a delivered one has its body emptied).
    holdMail: true,
  });
});
beforeEach(async () => {
  daysAhead = 0;
  // Every request here comes from one client address: each test starts with a fresh sign-up limit.
  await forgetAttempts(t.database.db);
});
afterAll(async () => {
  await t?.services.mailDispatcher.stop();
  await t?.close();
});

const address = () => `page-${++people}.${process.pid}@example.com`;
const mailsTo = (to: string, subjectStart: string) => newestMailsTo(t.database.db, to, subjectStart);
const linkIn = (body: string | undefined, path: string) =>
  new RegExp(`http://localhost:3000(/subscriptions/${path}/[0-9a-f]{64})`).exec(body ?? "")?.[1] ?? "";
const stored = (email: string) => readSubscriptions(t.database.db, email, "fleetfoot");
const subscribed = async (email: string) => (await stored(email)).emailLists.some((l) => l.subscribed);
/** The confirmation page's button, pressed (the form posts back to the link): the page it leads to. */
async function pressConfirm(browser: CookieBrowser, link: string) {
  const pressed = await browser.post(link, {});
  if (pressed.status !== 303) return pressed;
  expect(pressed.headers.get("location")).toMatch(/^\/subscription\.do\?confirmed=/);
  return (await browser.follow(pressed, link)).response;
}

/** A marketing email the store sent to the address; the path of its manage link. */
async function manageLink(email: string): Promise<string> {
  const marketplace = t.services.marketplaces[0];
  if (!marketplace) throw new Error("no marketplace");
  await t.database.db.transaction((tx) =>
    queueMarketingMail(tx, {
      to: email,
      subject: "New arrivals",
      text: "Fresh styles.",
      marketplace,
      now: new Date(),
    }),
  );
  const [mail] = await mailsTo(email, "New arrivals");
  return linkIn(mail?.body, "email");
}

/** Posts the manage form as a browser does: each ticked box a field of its own. */
function postBoxes(browser: CookieBrowser, path: string, boxes: [string, string][]) {
  return browser.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: browser.storeOrigin },
    body: new URLSearchParams(boxes).toString(),
  });
}

/** Whether the page's checkbox for this value is ticked. */
function ticked(html: string, name: string, value: string): boolean {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*value="${value}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no box ${name}=${value}`);
  return /\schecked=""/.test(tag);
}

/** The form's action, as the browser posts to it. */
const actionOf = (html: string) =>
  /<form[^>]*class="subscriptions-form"[^>]*>/
    .exec(html)?.[0]
    .match(/action="([^"]*)"/)?.[1]
    ?.replaceAll("&amp;", "&");

describe("POST /subscription.do (the footer form without JavaScript)", () => {
  it("answers the form again with the field refused in the footer's words, and mails nothing", async () => {
    const browser = new CookieBrowser(t.app);
    const form = await browser.request("/subscription.do");
    expect(form.status).toBe(200);
    expect(await form.text()).toMatch(
      /<form[^>]*id="newsletter-page"[^>]*action="\/subscription.do" method="post"/,
    );
    for (const email of ["not an email", "", "a@b"]) {
      const refused = await browser.post("/subscription.do", { email });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expectFieldError(html, "email", NEWSLETTER_MESSAGES.invalid);
      expect(pageText(html)).not.toContain(NEWSLETTER_MESSAGES.confirmSent);
    }
    expect(await mailsTo("not an email", "")).toEqual([]);
  });

  it("says to check the inbox and mails a link that subscribes the address once", async () => {
    const browser = new CookieBrowser(t.app);
    const email = address();
    const sent = await browser.post("/subscription.do", { email: email.toUpperCase() });
    expect(sent.status).toBe(200);
    expect(pageText(await sent.text())).toContain(NEWSLETTER_MESSAGES.confirmSent);
    const [confirmation] = await mailsTo(email, "Confirm your Fleetfoot email subscription");
    const link = linkIn(confirmation?.body, "confirm");
    expect(link).not.toBe("");
    expect((await stored(email)).emailLists.some((l) => l.subscribed)).toBe(false);

    // Opening the link (as a mail scanner does) shows the button and subscribes nobody.
    for (let i = 0; i < 2; i++) {
      const opened = await browser.request(link);
      expect(opened.status).toBe(200);
      const page = await opened.text();
      expect(titleOf(page)).toBe(MANAGE_MESSAGES.confirmTitle);
      expect(page).toMatch(/<form[^>]*method="post"/);
      expect(pageText(page)).toContain(MANAGE_MESSAGES.confirmButton);
      expect(await subscribed(email)).toBe(false);
      expect(await mailsTo(email, "")).toHaveLength(1);
    }

    const confirmed = await pressConfirm(browser, link);
    expect(confirmed.status).toBe(200);
    const after = pageText(await confirmed.text());
    expect(after).toContain(NEWSLETTER_MESSAGES.success);
    expect(after).not.toContain(MANAGE_MESSAGES.confirmButton);
    const lists = (await stored(email)).emailLists;
    expect(lists.find((l) => l.emailListId === "fleetfoot-newsletter")?.subscribed).toBe(true);
    expect(await mailsTo(email, "")).toHaveLength(2);
    const [welcome] = await mailsTo(email, "");
    expect(welcome?.body).toMatch(/code HELLO[A-Z0-9]{8}/);

    // The link works once: opened or pressed again, it says so.
    for (const again of [await browser.request(link), await pressConfirm(browser, link)]) {
      expect(again.status).toBe(410);
      expect(pageText(await again.text())).toContain(MANAGE_MESSAGES.confirmInvalid);
    }
    expect(await mailsTo(email, "")).toHaveLength(2);
  });

  it("gives the same answer for an address already subscribed; its link says so and mails no second code", async () => {
    const browser = new CookieBrowser(t.app);
    const email = address();
    await browser.post("/subscription.do", { email });
    await pressConfirm(browser, linkIn((await mailsTo(email, "Confirm"))[0]?.body, "confirm"));
    const again = await browser.post("/subscription.do", { email });
    expect(again.status).toBe(200);
    expect(pageText(await again.text())).toContain(NEWSLETTER_MESSAGES.confirmSent);
    const answer = await pressConfirm(browser, linkIn((await mailsTo(email, "Confirm"))[0]?.body, "confirm"));
    expect(answer.status).toBe(200);
    expect(pageText(await answer.text())).toContain(NEWSLETTER_MESSAGES.alreadySubscribed);
    const codes = (await mailsTo(email, "")).filter((m) => /HELLO[A-Z0-9]{8}/.test(m.body));
    expect(codes).toHaveLength(1);
  });

  it("refuses a confirmation link after 2 days, or a forged one, and subscribes nothing", async () => {
    const browser = new CookieBrowser(t.app);
    const email = address();
    await browser.post("/subscription.do", { email });
    const link = linkIn((await mailsTo(email, "Confirm"))[0]?.body, "confirm");
    daysAhead = 3;
    for (const late of [await browser.request(link), await pressConfirm(browser, link)]) {
      expect(late.status).toBe(410);
      const html = await late.text();
      expect(pageText(html)).toContain(MANAGE_MESSAGES.confirmInvalid);
      expect(pageText(html)).not.toContain(MANAGE_MESSAGES.confirmButton);
    }
    for (const forged of [`/subscriptions/confirm/${"0".repeat(64)}`, "/subscriptions/confirm/not-a-token"]) {
      expect((await browser.request(forged)).status).toBe(410);
      expect((await pressConfirm(browser, forged)).status).toBe(410);
    }
    expect((await stored(email)).emailLists.some((l) => l.subscribed)).toBe(false);
    expect(await mailsTo(email, "")).toHaveLength(1);
  });

  it("keeps a sister store's link to its own host: opened on the main store it subscribes nothing and still works", async () => {
    const email = address();
    const nineAm = new CookieBrowser(t.app, "http://9am.localhost:3000");
    const host = { host: "9am.localhost:3000" };
    const sent = await nineAm.request("/subscription.do", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: nineAm.storeOrigin, ...host },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(sent.status).toBe(200);
    const [confirmation] = await mailsTo(email, "Confirm your 9am email subscription");
    const link = /http:\/\/9am\.localhost:3000(\/subscriptions\/confirm\/[0-9a-f]{64})/.exec(
      confirmation?.body ?? "",
    )?.[1];
    if (!link) throw new Error("no confirmation link for 9am");
    const main = new CookieBrowser(t.app);
    expect((await main.request(link)).status).toBe(410);
    expect((await pressConfirm(main, link)).status).toBe(410);
    expect((await stored(email)).emailLists.some((l) => l.subscribed)).toBe(false);
    expect((await nineAm.request(link, { headers: host })).status).toBe(200);
    const pressed = await nineAm.request(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: nineAm.storeOrigin, ...host },
      body: "",
    });
    expect(pressed.status).toBe(303);
    const own = await nineAm.request(pressed.headers.get("location") ?? "", { headers: host });
    expect(pageText(await own.text())).toContain(NEWSLETTER_MESSAGES.success);
    const lists = (await readSubscriptions(t.database.db, email, "9am")).emailLists;
    expect(lists.filter((l) => l.subscribed).map((l) => l.emailListId)).toEqual(["9am-newsletter"]);
  });

  it("refuses the 11th sign-up from one client address with 429 and its words in the form", async () => {
    const browser = new CookieBrowser(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await browser.post("/subscription.do", { email: address() })).status).toBe(200);
    }
    const email = address();
    const limited = await browser.post("/subscription.do", { email });
    expect(limited.status).toBe(429);
    expect(pageText(await limited.text())).toContain(NEWSLETTER_MESSAGES.tooMany);
    expect(await mailsTo(email, "")).toEqual([]);
  });
});

describe("/subscriptions ('Manage Email Subscriptions')", () => {
  it("sends a guest to sign in", async () => {
    const answer = await new CookieBrowser(t.app).request("/subscriptions");
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    expect(answer.headers.get("location")).toBe("/federated-login?redirect=%2Fsubscriptions&required=1");
  });

  it("shows a signed-in customer's subscriptions and saves the boxes ticked, then the opt-out", async () => {
    const { browser, email } = await signedInCustomer(t.app, t.database.db);
    const page = await browser.request("/subscriptions");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(titleOf(html)).toBe(MANAGE_MESSAGES.title);
    expect(pageText(html)).toContain(email);
    expect(ticked(html, "listIds", "fleetfoot-sales")).toBe(false);

    const saved = await postBoxes(browser, "/subscriptions", [
      ["listIds", "fleetfoot-sales"],
      ["listIds", "fleetfoot-new-arrivals"],
    ]);
    expect(saved.status).toBe(303);
    const { response, url } = await browser.follow(saved, "/subscriptions");
    expect(`${url.pathname}${url.search}`).toBe("/subscriptions?saved=1");
    const after = await response.text();
    expect(pageText(after)).toContain(MANAGE_MESSAGES.saved);
    expect(ticked(after, "listIds", "fleetfoot-sales")).toBe(true);
    expect(ticked(after, "listIds", "fleetfoot-new-arrivals")).toBe(true);
    expect(ticked(after, "listIds", "fleetfoot-newsletter")).toBe(false);
    const lists = (await stored(email)).emailLists;
    expect(lists.filter((l) => l.subscribed).map((l) => l.emailListId)).toEqual([
      "fleetfoot-sales",
      "fleetfoot-new-arrivals",
    ]);

    await postBoxes(browser, "/subscriptions", [
      ["listIds", "fleetfoot-sales"],
      ["optout", "on"],
    ]);
    const out = await stored(email);
    expect(out.optout).toBe(true);
    expect(out.emailLists.every((l) => !l.subscribed)).toBe(true);
    const shown = await (await browser.request("/subscriptions")).text();
    expect(ticked(shown, "optout", "on")).toBe(true);
  });

  it("opens and saves by a mailed link without signing in, the form posting back to the link", async () => {
    const email = address();
    const link = await manageLink(email);
    const browser = new CookieBrowser(t.app);
    const page = await browser.request(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(pageText(html)).toContain(email);
    expect(actionOf(html)).toBe(link);

    const saved = await postBoxes(browser, link, [["listIds", "fleetfoot-newsletter"]]);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${link}?saved=1`);
    const after = await (await browser.request(`${link}?saved=1`)).text();
    expect(pageText(after)).toContain(MANAGE_MESSAGES.saved);
    expect(ticked(after, "listIds", "fleetfoot-newsletter")).toBe(true);
    expect(
      (await stored(email)).emailLists.find((l) => l.emailListId === "fleetfoot-newsletter")?.subscribed,
    ).toBe(true);
  });

  it("opens and saves by ?auth_token=, keeping the token in the form's action", async () => {
    const email = address();
    const token = (await manageLink(email)).split("/").at(-1) ?? "";
    const browser = new CookieBrowser(t.app);
    const path = `/subscriptions?auth_token=${token}`;
    const html = await (await browser.request(path)).text();
    expect(pageText(html)).toContain(email);
    expect(actionOf(html)).toBe(path);
    const saved = await postBoxes(browser, path, [["listIds", "fleetfoot-sales"]]);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${path}&saved=1`);
    const lists = (await stored(email)).emailLists;
    expect(lists.filter((l) => l.subscribed).map((l) => l.emailListId)).toEqual(["fleetfoot-sales"]);
  });

  it("refuses a forged or expired link with its words and no form, and saves nothing through it", async () => {
    const email = address();
    const link = await manageLink(email);
    const browser = new CookieBrowser(t.app);
    for (const path of [
      `/subscriptions/email/${"f".repeat(64)}`,
      `/subscriptions?auth_token=${"f".repeat(64)}`,
    ]) {
      const forged = await browser.request(path);
      expect(forged.status).toBe(403);
      const html = await forged.text();
      expect(pageText(html)).toContain(TOKEN_REFUSALS.invalid);
      expect(html).not.toContain('class="subscriptions-form"');
    }
    daysAhead = 61;
    const expired = await browser.request(link);
    expect(expired.status).toBe(403);
    expect(pageText(await expired.text())).toContain(TOKEN_REFUSALS.expired);
    const post = await postBoxes(browser, link, [["listIds", "fleetfoot-sales"]]);
    expect(post.status).toBe(403);
    expect((await stored(email)).emailLists.some((l) => l.subscribed)).toBe(false);
  });
});
