import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { readPageGeneration } from "../core/index.server.ts";
import { contentRoutes } from "./api.server.ts";
import { DEFAULT_CONTENT_DIR, readContentDir } from "./files.server.ts";
import { storeContent } from "./pages.server.ts";

// The /zcs calls over the repository's own content, as each marketplace's host asks for them.

let database: Database;
let api: ReturnType<typeof contentRoutes>;

const FLEETFOOT = "localhost";
const NINE_AM = "9am.localhost";

beforeAll(async () => {
  database = await createTestDatabase();
  await storeContent(database.db, await readContentDir(DEFAULT_CONTENT_DIR));
  api = contentRoutes(testServices(database.db));
});
afterAll(async () => {
  await database?.close();
});

const get = (path: string, host = FLEETFOOT) => api.request(path, { headers: { host } });
const json = async (path: string, host = FLEETFOOT) => {
  const answer = await get(path, host);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

describe("GET /zcs/getPage", () => {
  it("answers a page with the store's own name on each marketplace", async () => {
    const main = await json("/zcs/getPage?pageName=about");
    expect(main.status).toBe(200);
    expect(main.body.title).toBe("About Fleetfoot");
    expect(main.body.html).toContain("Fleetfoot started with a simple idea");
    const sister = await json("/zcs/getPage?pageName=about", NINE_AM);
    expect(sister.body.title).toBe("About 9am");
    expect(sister.body.html).not.toContain("Fleetfoot");
  });

  it("fills the phone numbers into links and text", async () => {
    const { body } = await json("/zcs/getPage?pageName=shipping-and-returns");
    expect(body.html).toContain('<a href="tel:1-800-555-0134">1-800-555-0134</a>');
  });

  it("answers a landing page with its slots in order", async () => {
    const { body } = await json("/zcs/getPage?pageName=sale-event");
    const slots = body.slots as { slotName: string; fields: { componentName: string } }[];
    expect(slots.map((slot) => slot.fields.componentName)).toEqual(["banner", "countdown", "carousel"]);
  });

  it("answers 404 for an unknown page, a draft, and a page of the other marketplace", async () => {
    for (const [path, host] of [
      ["/zcs/getPage?pageName=no-such-page", FLEETFOOT],
      ["/zcs/getPage?pageName=new-arrivals-preview", FLEETFOOT],
      ["/zcs/getPage?pageName=live-chat", NINE_AM],
    ] as const) {
      const answer = await json(path, host);
      expect(answer.status).toBe(404);
      expect(answer.body.id).toBe("content.page.not.found");
    }
    expect((await json("/zcs/getPage?pageName=live-chat")).status).toBe(200);
  });

  it.each([
    ["no page name", "/zcs/getPage"],
    ["a name with a slash", "/zcs/getPage?pageName=..%2Fetc"],
    ["a NUL byte", "/zcs/getPage?pageName=about%00"],
    ["upper case", "/zcs/getPage?pageName=About"],
    ["a name given twice", "/zcs/getPage?pageName=about&pageName=faqs"],
    ["a very long name", `/zcs/getPage?pageName=${"a".repeat(500)}`],
  ])("refuses %s with 400", async (_, path) => {
    const answer = await json(path);
    expect(answer.status).toBe(400);
    expect(answer.body.id).toBe("content.invalid.input");
  });
});

describe("GET /zcs/content", () => {
  it("answers a page's body alone (the sales tax popup)", async () => {
    const { status, body } = await json("/zcs/content?pageName=state-tax-popup");
    expect(status).toBe(200);
    expect(body).toEqual({
      pageName: "state-tax-popup",
      title: "Sales Tax",
      content: expect.stringContaining("Shipping charges are not taxed."),
    });
  });
});

describe("GET /zcs/getSlots", () => {
  it("answers the slots of a page, with the pageLayout asked for", async () => {
    const { status, body } = await json("/zcs/getSlots?pageName=global&pageLayout=landing");
    expect(status).toBe(200);
    expect(body.pageLayout).toBe("landing");
    const slots = body.slots as { slotName: string; fields: { creativeID: string } }[];
    expect(slots.map((slot) => slot.slotName)).toEqual([
      "promo-banner",
      "global-banner",
      "global-banner",
      "global-banner",
    ]);
    expect(slots[0]?.fields).toMatchObject({ heading: "Free shipping and free 60-day returns" });
  });

  it("answers the banner of a search term, whatever its case and spaces", async () => {
    for (const query of [
      "ProductSearchTerm=Boots",
      "ProductSearchTerm=%20boots%20",
      "ProductSearchZso=/boots.zso",
    ]) {
      const { body } = await json(`/zcs/getSlots?${query}`);
      const slots = body.slots as { fields: { creativeID: string } }[];
      expect(slots.map((slot) => slot.fields.creativeID)).toEqual(["search-boots-fit"]);
    }
    const none = await json("/zcs/getSlots?ProductSearchTerm=sandals");
    expect(none.body.slots).toEqual([]);
  });

  it("answers an empty list for a page without slots", async () => {
    expect((await json("/zcs/getSlots?pageName=faqs")).body.slots).toEqual([]);
  });

  it.each([
    ["none of the three", "/zcs/getSlots"],
    ["two of them", "/zcs/getSlots?pageName=global&ProductSearchTerm=boots"],
    ["an unknown layout", "/zcs/getSlots?pageName=global&pageLayout=fancy"],
    ["a malformed landing page", "/zcs/getSlots?ProductSearchZso=../x.zso"],
  ])("refuses %s with 400", async (_, path) => {
    expect((await json(path)).status).toBe(400);
  });
});

describe("GET /zcs/emergencyBanner", () => {
  it("answers null while there is none, the banner once there is one, and moves the page generation", async () => {
    const quiet = await get("/zcs/emergencyBanner");
    expect(quiet.status).toBe(200);
    expect(quiet.headers.get("cache-control")).toBe("public, max-age=1");
    expect(await quiet.json()).toEqual({ banner: null });

    const before = await readPageGeneration(database.db);
    await storeContent(database.db, {
      pages: [],
      slots: [
        {
          slotId: "storm-warning",
          pageName: "global",
          searchTerm: null,
          slotName: "emergency-banner",
          sortOrder: 0,
          marketplaces: ["9am"],
          published: true,
          fields: {
            componentName: "banner",
            creativeID: "storm",
            heading: "Deliveries may be late this week",
          },
        },
      ],
    });
    expect(await readPageGeneration(database.db)).not.toBe(before);
    expect((await json("/zcs/emergencyBanner", NINE_AM)).body).toEqual({
      banner: { componentName: "banner", creativeID: "storm", heading: "Deliveries may be late this week" },
    });
    expect((await json("/zcs/emergencyBanner")).body).toEqual({ banner: null });
  });
});
