import { describe, expect, it } from "vitest";
import { martyPrefixOf, withoutMarty } from "./marty-prefix.ts";

describe("withoutMarty", () => {
  it.each([
    ["/marty", "/"],
    ["/marty/", "/"],
    ["/marty/cart", "/cart"],
    ["/cart", "/cart"],
    ["/martyr", "/martyr"],
    ["/martyx", "/martyx"],
    ["/martycheckout", "/martycheckout"],
    ["/MARTY/checkout/spc", "/checkout/spc"],
    ["/Marty", "/"],
    ["/cart/marty/x", "/cart/marty/x"],
  ])("%s is %s without the prefix", (path, expected) => {
    expect(withoutMarty(path)).toBe(expected);
  });
});

describe("martyPrefixOf", () => {
  it.each([
    ["/marty/p/x/product/1", "/marty"],
    ["/Marty/p/x/product/1", "/Marty"],
    ["/p/x/product/1", ""],
    ["/martyr/p", ""],
  ])("%s carries %j", (path, prefix) => {
    expect(martyPrefixOf(path)).toBe(prefix);
  });
});
