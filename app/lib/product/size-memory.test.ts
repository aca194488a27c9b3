// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { grid, sizingOf, valueId } from "../../../modules/sizing/test-fixtures.ts";
import { predictedSizeId, rememberedSize, rememberSize, SIZE_MEMORY_KEY, sizeKind } from "./size-memory.ts";

const shoes = sizingOf(["size", "width"], grid(1, ["8", "8.5", "9"], ["Medium (B)"], {}));

beforeEach(() => window.localStorage.clear());

describe("remembered sizes", () => {
  it("are kept per kind of product: product type and genders", () => {
    expect(sizeKind({ defaultProductType: "Shoes", genders: ["women"] })).toBe("Shoes|women");
    expect(sizeKind({ defaultProductType: "Shoes", genders: ["girls", "boys"] })).toBe("Shoes|boys+girls");
  });

  it("predict the product's size of the same label and size type", () => {
    const size = shoes.allValues.find((value) => value.id === valueId("size", "8.5"));
    if (!size) throw new Error("no 8.5");
    rememberSize("Shoes|women", size);
    const remembered = rememberedSize("Shoes|women");
    expect(remembered).toEqual({ label: "8.5", sizeType: "US" });
    expect(remembered && predictedSizeId(shoes, remembered)).toBe(valueId("size", "8.5"));
    expect(rememberedSize("Shoes|men")).toBeNull();
  });

  it("predict nothing for a size the product does not have, or a product without sizes", () => {
    expect(predictedSizeId(shoes, { label: "8.5", sizeType: "EU" })).toBeNull();
    expect(predictedSizeId(shoes, { label: "14", sizeType: "US" })).toBeNull();
    expect(
      predictedSizeId({ dimensions: [], allValues: [], stockData: [] }, { label: "8", sizeType: "US" }),
    ).toBeNull();
  });

  it("survive nonsense in storage", () => {
    window.localStorage.setItem(SIZE_MEMORY_KEY, "[1,2]");
    expect(rememberedSize("Shoes|women")).toBeNull();
    window.localStorage.setItem(SIZE_MEMORY_KEY, '{"Shoes|women":{"label":3}}');
    expect(rememberedSize("Shoes|women")).toBeNull();
  });
});
