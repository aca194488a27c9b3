import { describe, expect, it } from "vitest";
import { emailError, firstNameOf, MESSAGES, nameError, passwordError, safeReturnPath } from "./validation.ts";

describe("sign-in validation", () => {
  it("checks email addresses", () => {
    expect(emailError("ann@example.com")).toBeNull();
    for (const bad of [
      "",
      "ann",
      "ann@",
      "@example.com",
      "ann@example",
      "a b@example.com",
      `${"a".repeat(250)}@x.io`,
    ]) {
      expect(emailError(bad)).toBe(MESSAGES.email);
    }
  });

  it("bounds passwords both ways (a 10 kB password is refused before hashing)", () => {
    expect(passwordError("short")).toBe(MESSAGES.passwordShort);
    expect(passwordError("long enough")).toBeNull();
    expect(passwordError("x".repeat(10_000))).toBe(MESSAGES.passwordLong);
  });

  it("needs a name and takes its first word as the first name", () => {
    expect(nameError("  ")).toBe(MESSAGES.name);
    expect(firstNameOf("  Ann  Lee ")).toBe("Ann");
  });
});

describe("safeReturnPath (spec 3: redirect URLs are sanitised)", () => {
  it("keeps paths of this site", () => {
    expect(safeReturnPath("/account/favorites?x=1")).toBe("/account/favorites?x=1");
  });

  it("refuses dangerous schemes, foreign hosts and tricks", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "//evil.example/",
      "/\\evil.example",
      "https://evil.example/account",
      "https://fleetfoot.example.evil.com/",
      "ftp://fleetfoot.example/",
    ]) {
      expect(safeReturnPath(bad, ["fleetfoot.example"])).toBe("/");
    }
  });

  it("keeps absolute URLs on an allowed host, as a path", () => {
    expect(safeReturnPath("https://www.fleetfoot.example/cart", ["fleetfoot.example"])).toBe("/cart");
  });
});
