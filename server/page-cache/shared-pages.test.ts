import { describe, expect, it } from "vitest";
import { sharedPageKey } from "./shared-pages.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const key = (path: string, init: { method?: string; userAgent?: string } = {}) =>
  sharedPageKey(
    new Request(`http://localhost${path}`, {
      method: init.method ?? "GET",
      headers: { "user-agent": init.userAgent ?? BROWSER },
    }),
    "fleetfoot",
  );

describe("sharedPageKey", () => {
  it.each([
    "/",
    "/search/boots",
    "/search?term=boots",
    "/search/boots/filter/zc1/%22Boots%22/sort/price/asc/page/2",
    "/women",
    "/shoes",
    "/brands",
    "/p/velloria-kinsley-3-chelsea-boot/product/1001562",
    "/p/velloria-kinsley-3-chelsea-boot/product/1001562/color/3",
    "/product/1001562",
    "/marty/search/boots",
    "/marty",
  ])("shares %s", (path) => {
    expect(key(path)).toBe(`fleetfoot browser ${path}`);
  });

  it.each([
    "/cart",
    "/account",
    "/account/favorites",
    "/login",
    "/register",
    "/favorites/abc",
    "/search/boots/sort/bestForYou/desc",
    "/search/boots?s=bestForYou/desc",
    "/marty/cart",
  ])("keeps %s personal", (path) => {
    expect(key(path)).toBeNull();
  });

  it("shares a client navigation's data only when it does not reload the layout (which carries the visitor)", () => {
    expect(key("/search/boots.data?_routes=search")).toBe(
      "fleetfoot browser /search/boots.data?_routes=search",
    );
    expect(key("/search/boots.data?_routes=root,search")).toBeNull();
    expect(key("/search/boots.data")).toBeNull();
    expect(key("/_root.data?_routes=home")).toBe("fleetfoot browser /_root.data?_routes=home");
  });

  it("shares GET and HEAD only", () => {
    expect(key("/", { method: "HEAD" })).toBe("fleetfoot browser /");
    expect(key("/", { method: "POST" })).toBeNull();
  });

  it("keeps crawlers' whole pages apart from shoppers' streamed ones", () => {
    expect(key("/", { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).toBe(
      "fleetfoot crawler /",
    );
  });
});

describe("sharedPageKey, asked again (its route matches are kept by path)", () => {
  it("answers the same for a path asked again", () => {
    for (let i = 0; i < 3; i += 1) {
      expect(key("/cart")).toBeNull();
      expect(key("/women")).toBe("fleetfoot browser /women");
      expect(key("/women", { method: "POST" })).toBeNull();
    }
  });
});
