import { expect, type Page, test } from "@playwright/test";

/** Posts a plain form from the current page, as a browser without JavaScript would. */
async function postForm(page: Page, action: string, fields: Record<string, string>, enctype?: string) {
  await page.evaluate(
    ({ action, fields, enctype }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      if (enctype) form.enctype = enctype;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, fields, enctype },
  );
}

/** The page has hydrated: the root layout marks the document once React runs. */
async function hydrated(page: Page) {
  await expect(page.locator("html.js")).toHaveCount(1, { timeout: 30_000 });
}

test.describe("requests the store refuses", () => {
  test("a form posted to a page without one shows the 404 page with the layout, also after hydration", async ({
    page,
  }) => {
    await page.goto("/brands");
    const answer = page.waitForResponse(
      (res) => res.url().endsWith("/search/boots") && res.request().method() === "POST",
    );
    await postForm(page, "/search/boots", { term: "boots" });
    expect((await answer).status()).toBe(404);
    await expect(page).toHaveTitle("404 Error Page");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "We're So Sorry!" })).toBeVisible();
    await expect(page.getByRole("search")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("a sign-in form sent as text/plain shows the 415 page with its message, also after hydration", async ({
    page,
  }) => {
    await page.goto("/login");
    const answer = page.waitForResponse(
      (res) => res.url().endsWith("/login") && res.request().method() === "POST",
    );
    await postForm(page, "/login", { email: "ann@example.com", password: "x" }, "text/plain");
    expect((await answer).status()).toBe(415);
    await expect(page).toHaveTitle("415 Error Page");
    await hydrated(page);
    await expect(page.getByRole("alert")).toHaveText(
      "This address takes a form (application/x-www-form-urlencoded or multipart/form-data).",
    );
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
