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
  });

  it("waits for a page the shopper browses, never laid over one they are working in", () => {
    const opensOn = (path: string) => shouldOpenSignUpModal("newlyRegistered=true", path);
    const working = [
      "/checkout",
      "/checkout/spc",
      "/marty/checkout/payment",
      "/initiate/loading",
      "/cart",
      "/p/asin/B000123",
      "/product/stockId/42",
      "/login",
      "/register",
      "/register/confirm",
      "/federated-login/google",
      "/forgot-password",
      "/addresses/new",
      "/payments/7/edit",
      "/subscriptions/email/abc",
      "/orders/111-2222222-3333333/cancel",
      "/returns",
      "/return-item",
      "/exchange",
      "/c/e-gift-cards",
      "/C/E-Gift-Cards/",
      "/c/account-deletion-request",
      "/contact-us",
    ];
    expect(working.filter(opensOn)).toEqual([]);
    const browsing = [
      "/",
      "/search/boots",
      "/marty/search/boots/filter/colorFacet/%22Black%22",
      "/women",
      "/brands",
      "/c/shipping-and-returns",
      "/account",
      "/account/favorites",
      "/collection/5",
      "/vip/dashboard",
    ];
    expect(browsing.filter((path) => !opensOn(path))).toEqual([]);
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
