import { expect, type Page, test } from "@playwright/test";
import { registerByMail, uniqueEmail } from "./support/registration.ts";

// With JavaScript the forms show the same words on the same fields as the server's page does
// without it: the schema's words before posting, the server's (a wrong password) after.

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

test("the sign-in form shows its words on the field in error and focuses it", async ({ page }) => {
  await page.goto("/login");
  await hydrated(page);
  const email = page.getByLabel("Email", { exact: true });
  const password = page.getByLabel("Password", { exact: true });

  await email.fill("ann@example");
  await password.fill("some password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(email).toBeFocused();
  await expect(password).not.toHaveAttribute("aria-invalid", "true");

  await email.fill("ann@example.com");
  await password.fill("");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(password).toHaveAccessibleDescription("Please enter your password.");
  await expect(password).toBeFocused();

  // The server's answer, after a round trip: above the form, the email kept.
  await password.fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your email or password is incorrect.", {
    timeout: 30_000,
  });
  await expect(email).toHaveValue("ann@example.com");
  await expect(page).toHaveURL(/\/login$/);
});

test("a new list's name is asked for on its field", async ({ page }) => {
  await page.goto("/register?redirect=%2Faccount%2Ffavorites");
  await registerByMail(page, {
    name: "Lia List",
    email: uniqueEmail("e2e-forms"),
    password: "lists of favorites",
  });
  await expect(page.getByRole("heading", { level: 1, name: "Your Lists" })).toBeVisible({ timeout: 30_000 });
  await hydrated(page);

  const name = page.getByLabel("New list name");
  await name.fill("   ");
  await page.getByRole("button", { name: "Create List" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Please give the list a name.");
  await expect(name).toBeFocused();

  await name.fill("Trail days");
  await page.getByRole("button", { name: "Create List" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trail days" })).toBeVisible({ timeout: 30_000 });
});

test("pages and their forms' checks keep within the store's Content Security Policy", async ({ page }) => {
  // zod compiled a checking function per schema, probing with `new Function` first: the policy
  // refused it and the browser reported a violation on every page (Lighthouse's best practices).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  for (const path of ["/", "/search/boots", "/login"]) {
    await page.goto(path);
    await hydrated(page);
    expect(await violations(), path).toEqual([]);
  }
  // The sign-in form's schema checks on the page, as before.
  const email = page.getByLabel("Email", { exact: true });
  await email.fill("ann@example");
  await page.getByLabel("Password", { exact: true }).fill("some password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  expect(await violations()).toEqual([]);
});
