import { describe, expect, it } from "vitest";
import { emailError, firstNameOf, MESSAGES, nameError, passwordError } from "./validation.ts";

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
