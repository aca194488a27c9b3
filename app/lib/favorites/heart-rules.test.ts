import { describe, expect, it } from "vitest";
import { isNotFoundPath } from "../paths.ts";
import { heartOnLoadId, heartSignInUrl, withoutHeartOnLoad } from "./heart-rules.ts";

describe("heartOnLoad", () => {
  it("carries the page and the style through sign-in", () => {
    const url = heartSignInUrl(123, "/p/trail-runner/product/7/color/3", "?ref=x");
    expect(url).toBe(
      "/login?redirect=%2Fp%2Ftrail-runner%2Fproduct%2F7%2Fcolor%2F3%3Fref%3Dx%26heartOnLoad%3D123",
    );
    const back = new URL(url, "http://localhost").searchParams.get("redirect") ?? "";
    expect(heartOnLoadId(new URL(back, "http://localhost").search)).toBe(123);
  });

  it("replaces a heartOnLoad the page already had", () => {
    const url = heartSignInUrl(5, "/search/boots", "?heartOnLoad=9");
    expect(decodeURIComponent(url)).toBe("/login?redirect=/search/boots?heartOnLoad=5");
  });

  it("reads only style ids", () => {
    expect(heartOnLoadId("?heartOnLoad=42")).toBe(42);
    for (const bad of [
      "",
      "?heartOnLoad=",
      "?heartOnLoad=abc",
      "?heartOnLoad=-1",
      "?heartOnLoad=0",
      "?heartOnLoad=99999999999",
      "?heartOnLoad=1e3",
    ]) {
      expect(heartOnLoadId(bad)).toBeNull();
    }
  });

  it("drops the parameter and keeps the rest of the query", () => {
    expect(withoutHeartOnLoad("?heartOnLoad=4")).toBe("");
    expect(withoutHeartOnLoad("?a=1&heartOnLoad=4&b=2")).toBe("?a=1&b=2");
  });
});

describe("the default list's pages", () => {
  it("are pages though 'h.' has a dot; other dotted favorites paths are not", () => {
    expect(isNotFoundPath("/account/favorites/h.")).toBe(false);
    expect(isNotFoundPath("/marty/collection/h.")).toBe(false);
    expect(isNotFoundPath("/account/favorites/h.x")).toBe(true);
    expect(isNotFoundPath("/favorites/h.")).toBe(true);
  });
});
