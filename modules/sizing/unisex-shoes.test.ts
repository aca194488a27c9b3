import { describe, expect, it } from "vitest";
import { initialSelection, select } from "./selection.ts";
import { chosenLabel, dimensionId, grid, labelsOf, optionsOf, sizingOf, valueId } from "./test-fixtures.ts";
import { view } from "./view.ts";

const COLOR = 2;
const GENDER = dimensionId("gender");
const SIZE = dimensionId("size");

function unisex(womensOnHand = 5, overrides = false) {
  const womens = grid(COLOR, ["8", "9", "10", "11"], ["Medium"], { gender: "womens" }, () => womensOnHand);
  const mens = grid(COLOR, ["6", "7", "8", "9"], ["Medium"], { gender: "mens" });
  // Optionally rank men's before women's, to show the default follows the spec, not the rank.
  const ranks = overrides ? [{ id: valueId("gender", "mens"), rank: 1, label: "mens", sizeType: null }] : [];
  return sizingOf(["gender", "size", "width"], [...mens, ...womens], ranks);
}

describe("unisex shoes sized by gender", () => {
  it("defaults to women's sizes", () => {
    const sizing = unisex();
    const selection = initialSelection(sizing, COLOR);
    expect(chosenLabel(sizing, selection, "gender")).toBe("womens");
    expect(labelsOf(sizing, selection, "gender")).toEqual(["Women's", "Men's"]);
    expect(labelsOf(sizing, selection, "size")).toEqual(["8", "9", "10", "11"]);
  });

  it("defaults to women's even when men's ranks first", () => {
    const sizing = unisex(5, true);
    const selection = initialSelection(sizing, COLOR);
    expect(labelsOf(sizing, selection, "gender")).toEqual(["Men's", "Women's"]);
    expect(chosenLabel(sizing, selection, "gender")).toBe("womens");
  });

  it("falls back to men's when women's has no stock", () => {
    const sizing = unisex(0);
    expect(chosenLabel(sizing, initialSelection(sizing, COLOR), "gender")).toBe("mens");
  });

  it("filters the sizes by gender and clears the size when the gender changes", () => {
    const sizing = unisex();
    let selection = select(sizing, initialSelection(sizing, COLOR), SIZE, valueId("size", "9"));
    selection = select(sizing, selection, GENDER, valueId("gender", "mens"));
    expect(selection.values[SIZE]).toBeUndefined();
    expect(labelsOf(sizing, selection, "size")).toEqual(["6", "7", "8", "9"]);
    expect(view(sizing, selection).constraints.gender).toBe("mens");
  });

  it("selects the men's stock, not the women's one of the same size", () => {
    const sizing = unisex();
    let selection = select(sizing, initialSelection(sizing, COLOR), GENDER, valueId("gender", "mens"));
    selection = select(sizing, selection, SIZE, valueId("size", "8"));
    expect(view(sizing, selection).selectedStock?.[`d${GENDER}`]).toBe(valueId("gender", "mens"));
  });

  it("disables narrow buttons for gender labels of 6+ characters", () => {
    const sizing = unisex();
    const gender = view(sizing, initialSelection(sizing, COLOR)).dimensions[0];
    expect(gender?.disableNarrowButtons).toBe(true);
    expect(gender?.resetsSizeAndWidth).toBe(true);
    expect(optionsOf(sizing, initialSelection(sizing, COLOR), "gender")[1]?.lengthClass).toBe("SHORT");
  });
});
