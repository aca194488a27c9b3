import { describe, expect, it } from "vitest";
import {
  ASIN_PATTERN,
  MAX_CATALOG_ID,
  PRODUCT_ID_PATTERN,
  parseCatalogId,
  productCodeOf,
} from "./identifiers.ts";

describe("the product code (ASIN) pattern", () => {
  it("takes B0 followed by 8 upper-case letters or digits", () => {
    for (const code of ["B0AB12CD34", "B000000000", "B0ZZZZZZZZ"]) expect(ASIN_PATTERN.test(code)).toBe(true);
  });

  // The search page once used a case-insensitive copy of this pattern: lower case is not a code.
  it("refuses lower case, other prefixes, other lengths and other characters", () => {
    for (const code of [
      "b0ab12cd34",
      "B0ab12cd34",
      "b0AB12CD34",
      "B1AB12CD34",
      "BOAB12CD34",
      "B0AB12CD3",
      "B0AB12CD345",
      "B0AB12CD3-",
      "B0AB12CD3 ",
      " B0AB12CD34",
      "B0AB12CD34\n",
      "",
    ])
      expect(ASIN_PATTERN.test(code), JSON.stringify(code)).toBe(false);
  });

  it("reads a typed search term as a code once trimmed and upper-cased", () => {
    expect(productCodeOf("  b0ab12cd34 ")).toBe("B0AB12CD34");
    expect(productCodeOf("B0AB12CD34")).toBe("B0AB12CD34");
    expect(productCodeOf("b0ab12cd3")).toBeNull();
    expect(productCodeOf("b0ab12 cd34")).toBeNull();
    expect(productCodeOf("boots")).toBeNull();
  });
});

describe("the product id pattern", () => {
  it("is all digits", () => {
    for (const id of ["1", "1000037", "0012"]) expect(PRODUCT_ID_PATTERN.test(id)).toBe(true);
    for (const id of ["", "-1", "1.5", "1e3", "12a", " 12", "١٢"])
      expect(PRODUCT_ID_PATTERN.test(id)).toBe(false);
  });
});

describe("parseCatalogId", () => {
  it("reads all digits from 1 to the largest catalogue id", () => {
    expect(parseCatalogId("3000042")).toBe(3000042);
    expect(parseCatalogId("0012")).toBe(12);
    expect(parseCatalogId(String(MAX_CATALOG_ID))).toBe(MAX_CATALOG_ID);
  });

  it("refuses anything else", () => {
    for (const text of [
      "",
      "0",
      "-1",
      " 12",
      "12 ",
      "1e3",
      "1.5",
      String(MAX_CATALOG_ID + 1),
      "9".repeat(400),
    ]) {
      expect(parseCatalogId(text), JSON.stringify(text)).toBeNull();
    }
  });
});
