import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMenus, storeContent } from "../../modules/content/index.server.ts";
import type { MenuItem } from "../../modules/content/index.ts";
import { rewriteContentPage } from "../../tests/support/content-fixtures.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

// The content pages as a browser without JavaScript gets them, on both marketplaces.

const TOKEN = "preview-token-for-the-content-tests-0123456789";
const FLEETFOOT = "localhost";
const NINE_AM = "9am.localhost";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 40, contentPreviewToken: TOKEN });
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, host = FLEETFOOT, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { host, ...headers } });
const page = async (path: string, host = FLEETFOOT) => {
  const answer = await get(path, host);
  return { status: answer.status, html: await answer.text(), headers: answer.headers };
};

describe("/c/{pageName}", () => {
  it("shows a help page in the marketplace's name", async () => {
    const main = await page("/c/faqs");
    expect(main.status).toBe(200);
    expect(titleOf(main.html)).toBe("FAQs | Fleetfoot");
    expect(main.html).toContain("Which payment methods do you accept?");
    const sister = await page("/c/about", NINE_AM);
    expect(titleOf(sister.html)).toBe("About 9am | 9am");
    expect(sister.html).toContain("9am started with a simple idea");
  });

  it("answers the store's 404 page for an unknown name, a malformed one and a draft", async () => {
    for (const path of [
      "/c/no-such-page",
      "/c/Bad_Name",
      "/c/new-arrivals-preview",
      "/marty/c/nothing-here",
    ]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(404);
      expect(answer.html).toContain("We&#x27;re So Sorry!");
    }
  });

  it("keeps the specific /c/ pages (e-Gift Cards) as they were", async () => {
    const answer = await page("/c/e-gift-cards");
    expect(answer.status).toBe(200);
    expect(answer.html).not.toContain('id="content-title"');
  });

  it("shows a page limited to one marketplace on that one only (live chat)", async () => {
    expect((await page("/c/live-chat")).status).toBe(200);
    expect((await page("/c/live-chat", NINE_AM)).status).toBe(404);
  });

  it("shows a landing page's banner, countdown and carousel with their tracking marks", async () => {
    const { html } = await page("/c/sale-event");
    expect(html).toContain('data-track="banner" data-track-id="sale-event-hero"');
    expect(html).toContain("The sale ends in");
    expect(html).toContain('data-track="carousel" data-track-id="sale-event-departments"');
  });

  it("shows the workwear header: logo home, connect keeping the query string", async () => {
    const { html } = await page("/c/zaw-business-faq?utm_source=mail&team=12");
    expect(html).toContain('href="/c/zappos-at-work"');
    expect(html).toContain('href="/c/zappos-at-work-form?utm_source=mail&amp;team=12"');
    expect((await page("/c/faqs")).html).not.toContain('class="workwear-header"');
  });

  it("shows a change to the content at once, on a cached page too", async () => {
    expect((await page("/c/press")).html).not.toContain("Press and Media");
    await rewriteContentPage(t.database.db, "press", { title: "Press and Media" });
    expect(titleOf((await page("/c/press")).html)).toBe("Press and Media | Fleetfoot");
  });

  it("sanitises HTML written to the database by other means as it reads it", async () => {
    await rewriteContentPage(t.database.db, "sustainability", {
      bodyHtml:
        '<p>Hello</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    });
    const { html } = await page("/c/sustainability");
    const body = html.slice(html.indexOf('class="content-body"'));
    expect(body).toContain("<p>Hello</p>");
    expect(body).not.toMatch(/alert\([123]\)/);
  });
});

describe("/contact-us", () => {
  it("shows the phone numbers and live chat where the marketplace has it", async () => {
    const main = await page("/contact-us");
    expect(main.status).toBe(200);
    expect(main.html).toContain('href="tel:18005550134"');
    expect(main.html).toContain('href="tel:18885550175"');
    expect(main.html).toContain('href="/c/live-chat">Chat with us');
    const sister = await page("/contact-us", NINE_AM);
    expect(sister.html).toContain('href="tel:18665550199"');
    expect(sister.html).not.toContain('href="/c/live-chat">Chat with us');
    expect(sister.html).toContain("9am Customer Service");
  });
});

describe("the header's banners", () => {
  it("are rendered with the page, each with its tracking marks", async () => {
    const { html } = await page("/c/faqs");
    expect(html).toContain("Free shipping and free 60-day returns");
    expect(html).toContain('data-track-id="global-season-sale"');
    expect(html).toContain('data-track-id="global-gift-cards"');
    expect(html).toContain('aria-roledescription="carousel"');
  });
});

describe("the content preview", () => {
  it("is a 404 without the token, or with a wrong one", async () => {
    for (const path of ["/c/symphonypreview?pageName=new-arrivals-preview", "/contentPreview?token=wrong"]) {
      expect((await page(path)).status).toBe(404);
    }
  });

  it("shows a draft with the token (query or header), never cached", async () => {
    for (const path of ["/c/symphonypreview", "/contentPreview"]) {
      const answer = await get(`${path}?pageName=new-arrivals-preview&token=${TOKEN}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const html = await answer.text();
      expect(html).toContain("Preview of /c/new-arrivals-preview (not published)");
      expect(html).toContain("Spring is coming");
      expect(html).toContain('content="noindex, nofollow"');
    }
    const byHeader = await get("/contentPreview", FLEETFOOT, { "x-content-preview-token": TOKEN });
    expect(await byHeader.text()).toContain("new-arrivals-preview: New Arrivals for Spring");
  });

  it("is closed when no token is configured", async () => {
    const closed = await createTestApp({ products: 40 });
    try {
      const answer = await closed.app.request(`/contentPreview?token=${TOKEN}`, {
        headers: { host: FLEETFOOT },
      });
      expect(answer.status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe("the footer and customer-service links", () => {
  it("all land on a page on both marketplaces (none is a 404)", async () => {
    const rows = await listMenus(t.database.db);
    const links = rows
      .filter((row) => row.menuId === "customer-service" || row.menuId.startsWith("footer-"))
      .flatMap((row) => row.items.map((item: MenuItem) => item.link))
      .concat(["/c/terms-of-use", "/c/privacy-policy", "/c/state-tax-popup", "/c/zappos-gift-cards"]);
    expect(links.length).toBeGreaterThan(20);
    for (const host of [FLEETFOOT, NINE_AM]) {
      for (const link of links) {
        // The live chat page is the main store's only: 9am's menu does not show it.
        if (host === NINE_AM && link === "/c/live-chat") continue;
        const answer = await get(link, host);
        expect([200, 302, 303], `${host}${link}`).toContain(answer.status);
      }
    }
  });

  it("sends the VIP dashboard paths to the configured one", async () => {
    for (const path of ["/vip/dashboard", "/rewards/dashboard"]) {
      const answer = await get(path);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/c/vip-dash");
    }
  });
});

describe("loading content again", () => {
  it("changes nothing when the same files are stored twice", async () => {
    const before = await page("/c/careers");
    await storeContent(t.database.db, { pages: [], slots: [] });
    expect((await page("/c/careers")).html.length).toBe(before.html.length);
  });
});

describe("a search term's slots", () => {
  it("shows the term's banner above the results, and none on another search", async () => {
    const boots = await page("/search?term=boots");
    expect(boots.status).toBe(200);
    expect(boots.html).toContain("Not sure about boot sizing?");
    expect(boots.html).toContain('data-track-id="search-boots-fit"');
    expect(boots.html.indexOf("Not sure about boot sizing?")).toBeLessThan(
      boots.html.indexOf('class="search-layout"'),
    );
    const sandals = await page("/search?term=sandals");
    expect(sandals.status).toBe(200);
    expect(sandals.html).not.toContain("Not sure about boot sizing?");
  });
});
