import { describe, expect, it } from "vitest";
import { setCookieNames, shouldOpenSignUpModal, siteCookie } from "./marketing-cookies.ts";

describe("the sign-up modal's cookies", () => {
  it("opens for a newly registered customer", () => {
    expect(shouldOpenSignUpModal("session-id=1; newlyRegistered=true", "/")).toBe(true);
    expect(shouldOpenSignUpModal("newlyRegistered=true", "/marty/search/boots")).toBe(true);
  });

  it("stays shut without the cookie, with an emptied one, or with suppressMarketing", () => {
    expect(shouldOpenSignUpModal("session-id=1", "/")).toBe(false);
    expect(shouldOpenSignUpModal("newlyRegistered=", "/")).toBe(false);
    expect(shouldOpenSignUpModal("newlyRegistered=true; suppressMarketing=true", "/")).toBe(false);
  });

  it("stays shut on an order's confirmation page", () => {
    expect(shouldOpenSignUpModal("newlyRegistered=true", "/confirmation/p-1")).toBe(false);
    expect(shouldOpenSignUpModal("newlyRegistered=true", "/marty/confirmation/p-1")).toBe(false);
    expect(shouldOpenSignUpModal("newlyRegistered=true", "/confirmations")).toBe(true);
  });

  it("reads names from a header with odd spacing and values holding '='", () => {
    expect([...setCookieNames(" a=1;b = x=y ;c=; =d; newlyRegistered=true")]).toEqual([
      "a",
      "b",
      "newlyRegistered",
    ]);
  });

  it("writes a site-wide cookie, Secure on https", () => {
    expect(siteCookie("suppressMarketing", "true", 60, true)).toBe(
      "suppressMarketing=true; Path=/; Max-Age=60; SameSite=Lax; Secure",
    );
    expect(siteCookie("newlyRegistered", "", 0, false)).toBe(
      "newlyRegistered=; Path=/; Max-Age=0; SameSite=Lax",
    );
  });
});
