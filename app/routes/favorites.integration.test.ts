import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieBrowser } from "../../tests/support/cookie-browser.ts";
import { signedInCustomer } from "../../tests/support/customers.ts";
import { stylesWithStockIds } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

let t: TestApp;
let styleIds: number[];

const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

/** A browser without JavaScript, signed in as a new customer. */
async function customer(): Promise<CookieBrowser> {
  return (await signedInCustomer(t.app, t.database.db, { firstName: "Fave" })).browser;
}

const heart = (browser: CookieBrowser, itemId: number, intent = "add", returnTo = "/search/boots") =>
  browser.post("/account/favorites", { intent, itemId: String(itemId), returnTo });

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  const rows = (await stylesWithStockIds(t.database.db)).slice(0, 5);
  styleIds = rows.map((row) => row.styleId);
});
afterAll(async () => {
  await t?.close();
});

describe("favorites pages", () => {
  it("send a guest to sign-in and back", async () => {
    const guest = new CookieBrowser(t.app);
    for (const path of ["/account/favorites", "/account/favorites/h.", "/collection/h."]) {
      const response = await guest.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `/federated-login?redirect=${encodeURIComponent(path)}&required=1`,
      );
    }
    const post = await guest.post("/account/favorites", { intent: "add", itemId: String(styleIds[0]) });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toMatch(/^\/federated-login\?redirect=/);
  });

  it("'Your Lists' shows the heart list, and the header its count", async () => {
    const browser = await customer();
    const page = await browser.request("/account/favorites");
    expect(page.status).toBe(200);
    const text = await html(page);
    expect(titleOf(text)).toBe("Your Lists");
    expect(text).toContain("Favorites");
    expect(text).toContain("0 items");
    expect(text).toContain('aria-label="Favorites, 0 items"');
  });

  it("a heart posted without JavaScript keeps the style and comes back to the page", async () => {
    const browser = await customer();
    const added = await heart(browser, styleIds[0] ?? 0);
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/search/boots");
    await heart(browser, styleIds[1] ?? 0);
    const list = await html(await browser.request("/account/favorites/h."));
    expect(titleOf(list)).toBe("Your Lists");
    expect(list).toContain("2 items");
    expect(list).toContain('aria-label="Favorites, 2 items"');
    const removed = await heart(browser, styleIds[0] ?? 0, "remove", "/account/favorites/h.");
    expect(removed.headers.get("location")).toBe("/account/favorites/h.");
    expect(await html(await browser.request("/account/favorites/h."))).toContain("1 item");
  });

  it("sends a form's return path to this store only", async () => {
    const browser = await customer();
    const response = await heart(browser, styleIds[0] ?? 0, "add", "https://evil.example/steal");
    expect(response.headers.get("location")).toBe("/");
    const scheme = await heart(browser, styleIds[0] ?? 0, "add", "javascript:alert(1)");
    expect(scheme.headers.get("location")).toBe("/");
  });

  it("creates, shares and deletes a list with forms; the shared link opens it read-only to anyone", async () => {
    const browser = await customer();
    const created = await browser.post("/account/favorites", { intent: "create", name: "Trail days" });
    expect(created.status).toBe(303);
    const listPath = created.headers.get("location") ?? "";
    expect(listPath).toMatch(/^\/account\/favorites\/[a-z0-9]{12}$/);
    const listId = listPath.split("/").pop() ?? "";
    await browser.post("/account/favorites", {
      intent: "add",
      listId,
      itemId: String(styleIds[2]),
      returnTo: listPath,
    });
    const shared = await browser.post("/account/favorites", { intent: "share", listId });
    expect(shared.headers.get("location")).toBe(`${listPath}#share`);
    const page = await html(await browser.request(listPath));
    const token = /\/favorites\/([a-z0-9]{32})/.exec(page)?.[1] ?? "";
    expect(token).not.toBe("");
    expect(page).toContain("Share link");

    const stranger = new CookieBrowser(t.app);
    const open = await stranger.request(`/favorites/${token}`);
    expect(open.status).toBe(200);
    const publicPage = await html(open);
    expect(titleOf(publicPage)).toBe("Trail days | Favorites");
    expect(publicPage).toContain("1 item");
    expect(publicPage).not.toContain(">Remove<");
    expect(publicPage).not.toContain("Fave");
    expect(publicPage).toContain('<meta name="robots" content="noindex"/>');
    const collection = await stranger.request(`/collection/${token}`);
    expect(collection.status).toBe(302);
    expect(collection.headers.get("location")).toBe(`/favorites/${token}`);
    expect((await browser.request(`/collection/${listId}`)).status).toBe(200);

    const deleted = await browser.post("/account/favorites", { intent: "delete", listId });
    expect(deleted.headers.get("location")).toBe("/account/favorites");
    expect((await browser.request(listPath)).status).toBe(404);
    expect((await stranger.request(`/favorites/${token}`)).status).toBe(404);
  });

  it("answers 404 for an unknown share token, and for a list id that is not the customer's", async () => {
    const owner = await customer();
    const other = await customer();
    const created = await owner.post("/account/favorites", { intent: "create", name: "Mine" });
    const listPath = created.headers.get("location") ?? "";
    const listId = listPath.split("/").pop() ?? "";
    expect((await new CookieBrowser(t.app).request(`/favorites/${"a".repeat(32)}`)).status).toBe(404);
    expect((await new CookieBrowser(t.app).request("/favorites/not_a_token")).status).toBe(404);
    expect((await other.request(listPath)).status).toBe(404);
    expect((await other.request(`/collection/${listId}`)).status).toBe(404);
    for (const intent of ["share", "delete"]) {
      const response = await other.post("/account/favorites", { intent, listId });
      expect(response.status).toBe(404);
    }
    const add = await other.post("/account/favorites", {
      intent: "add",
      listId,
      itemId: String(styleIds[0]),
    });
    expect(add.status).toBe(404);
    expect((await owner.request(listPath)).status).toBe(200);
    const ownerPage = await html(await owner.request(listPath));
    expect(ownerPage).toContain("0 items");
    expect(ownerPage).not.toContain("Share link");
  });

  it("refuses malformed forms with a message, never a 500", async () => {
    const browser = await customer();
    const cases: Record<string, string>[] = [
      { intent: "explode" },
      { intent: "add", itemId: "abc" },
      { intent: "add", itemId: "1", listId: "../../etc" },
      { intent: "create", name: "   " },
      { intent: "create", name: "x".repeat(101) },
    ];
    for (const fields of cases) {
      const response = await browser.post("/account/favorites", fields);
      expect(response.status).toBe(400);
      expect(await html(response)).toContain('role="alert"');
    }
    const unknown = await browser.post("/account/favorites", { intent: "add", itemId: "2000000000" });
    expect(unknown.status).toBe(404);
    const undeletable = await browser.post("/account/favorites", { intent: "delete", listId: "h." });
    expect(undeletable.status).toBe(409);
    expect(await html(undeletable)).toContain("Your Favorites list cannot be deleted.");
  });

  it("refuses a form posted from another site", async () => {
    const browser = await customer();
    const response = await browser.post(
      "/account/favorites",
      { intent: "create", name: "Forged" },
      "https://evil.example",
    );
    expect(response.status).toBe(403);
    const text = await html(await browser.request("/account/favorites"));
    expect(text).not.toContain("Forged");
  });
});
