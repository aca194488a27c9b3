import { describe, expect, it } from "vitest";
import { DEFAULT_TITLE, parseWidgets, recoSeed, WIDGETS, widgetLimit, withRef } from "./widgets.ts";

describe("recommendation widgets", () => {
  it("titles the store-wide widget with the spec's default title", () => {
    expect(WIDGETS["recommended-for-you"].title).toBe("Recommendations For You");
    expect(DEFAULT_TITLE).toBe("Recommendations For You");
  });

  it("answer 5 cards by default and similar styles 10 (spec 1 section 9)", () => {
    expect(widgetLimit("recommended-for-you", undefined)).toBe(5);
    expect(widgetLimit("similar-styles", undefined)).toBe(10);
  });

  it("take the asked limit, but never more similar styles than 10", () => {
    expect(widgetLimit("recommended-for-you", 12)).toBe(12);
    expect(widgetLimit("similar-styles", 3)).toBe(3);
    expect(widgetLimit("similar-styles", 20)).toBe(10);
  });

  it("read a comma-separated list, in order, without repeats or empty names", () => {
    expect(parseWidgets("similar-styles, recommended-for-you,,similar-styles")).toEqual({
      widgets: ["similar-styles", "recommended-for-you"],
    });
    expect(parseWidgets("")).toEqual({ widgets: [] });
  });

  it("name the first unknown widget", () => {
    expect(parseWidgets("similar-styles,toString,x")).toEqual({ unknown: "toString" });
  });
});

describe("the seed of a product", () => {
  const product = {
    productId: 7,
    defaultProductType: "Shoes",
    genders: ["women", "men"],
    styles: [
      { styleId: 70, colorId: 1 },
      { styleId: 71, colorId: 2 },
    ],
    selected: { styleId: 70 },
  };

  it("is the style of the colour shown, with the first gender as the facet value", () => {
    expect(recoSeed(product, 2)).toEqual({
      productId: 7,
      styleId: 71,
      productType: "Shoes",
      gender: "Women",
    });
  });

  it("falls back to the default style, and has no gender when the product has none", () => {
    expect(recoSeed({ ...product, genders: [] }, 99)).toMatchObject({ styleId: 70, gender: null });
  });
});

describe("a recommended product's link", () => {
  it("carries the widget as ?ref=", () => {
    expect(withRef("/p/a/product/1/color/2", "similar-styles")).toBe(
      "/p/a/product/1/color/2?ref=similar-styles",
    );
    expect(withRef("/product/1?x=1", "recommended-for-you")).toBe("/product/1?x=1&ref=recommended-for-you");
  });
});
