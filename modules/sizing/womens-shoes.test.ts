import { describe, expect, it } from "vitest";
import { initialSelection, requestValidation, select, selectColor } from "./selection.ts";
import { dimensionId, grid, labelsOf, optionsOf, sizingOf, valueId } from "./test-fixtures.ts";
import { view } from "./view.ts";

const BLACK = 3;
const RED = 7;
const SIZES = ["5", "5.5", "6", "6.5", "7"];
const WIDTHS = ["Narrow (2A)", "Medium (B)", "Wide (D)"];
const SIZE = dimensionId("size");
const WIDTH = dimensionId("width");

// Black: 6 is sold out in every width, 7 only in Wide; Red: one width only (Medium), 5 sold out.
const sizing = sizingOf(
  ["width", "size"],
  [
    ...grid(BLACK, SIZES, WIDTHS, {}, (size, width) => {
      if (size === "6") return 0;
      if (size === "7") return width === "Wide (D)" ? 2 : 0;
      return 4;
    }),
    ...grid(RED, SIZES, ["Medium (B)"], {}, (size) => (size === "5" ? 0 : 9)),
  ],
);

describe("women's shoes sized by size and width", () => {
  it("shows size then width, each in rank order, with nothing chosen when several values exist", () => {
    const selection = initialSelection(sizing, BLACK);
    const shown = view(sizing, selection);
    expect(shown.dimensions.map((dimension) => dimension.name)).toEqual(["Size", "Width"]);
    expect(labelsOf(sizing, selection, "size")).toEqual(SIZES);
    expect(labelsOf(sizing, selection, "width")).toEqual(WIDTHS);
    expect(shown.countryOrUnit).toBeNull();
    expect(shown.status).toBe("incomplete");
    expect(shown.selectedStock).toBeNull();
  });

  it("marks a size out of stock when no width of it is on hand", () => {
    const options = optionsOf(sizing, initialSelection(sizing, BLACK), "size");
    expect(options.filter((option) => !option.available).map((option) => option.label)).toEqual(["6"]);
  });

  it("marks sizes out of stock in the chosen width, and widths out of stock in the chosen size", () => {
    const narrow = select(sizing, initialSelection(sizing, BLACK), WIDTH, valueId("width", "Narrow (2A)"));
    const unavailable = optionsOf(sizing, narrow, "size").filter((option) => !option.available);
    expect(unavailable.map((option) => option.label)).toEqual(["6", "7"]);
    const seven = select(sizing, initialSelection(sizing, BLACK), SIZE, valueId("size", "7"));
    const widths = optionsOf(sizing, seven, "width");
    expect(widths.map((option) => [option.label, option.available])).toEqual([
      ["Narrow (2A)", false],
      ["Medium (B)", false],
      ["Wide (D)", true],
    ]);
  });

  it("selects the stock once size and width are chosen and it is on hand", () => {
    let selection = initialSelection(sizing, BLACK);
    selection = select(sizing, selection, SIZE, valueId("size", "7"));
    selection = select(sizing, selection, WIDTH, valueId("width", "Wide (D)"));
    const shown = view(sizing, selection);
    expect(shown.status).toBe("inStock");
    expect(shown.selectedStock?.onHand).toBe(2);
    expect(shown.selectedStock?.color).toBe(BLACK);
    expect(shown.selectedStock?.[`d${SIZE}`]).toBe(valueId("size", "7"));
    expect(shown.constraints.sizeDimensionValue).toBe("7");
  });

  it("lets an out-of-stock combination be chosen but selects no stock for it", () => {
    let selection = initialSelection(sizing, BLACK);
    selection = select(sizing, selection, SIZE, valueId("size", "6"));
    selection = select(sizing, selection, WIDTH, valueId("width", "Medium (B)"));
    const shown = view(sizing, selection);
    expect(shown.status).toBe("outOfStock");
    expect(shown.selectedStock).toBeNull();
    expect(shown.matchingStock?.onHand).toBe(0);
  });

  it("keeps the width when the size changes", () => {
    let selection = select(sizing, initialSelection(sizing, BLACK), WIDTH, valueId("width", "Wide (D)"));
    selection = select(sizing, selection, SIZE, valueId("size", "5"));
    expect(selection.values[WIDTH]).toBe(valueId("width", "Wide (D)"));
  });

  it("clears size and width on a colour change and preselects the colour's only width", () => {
    let selection = initialSelection(sizing, BLACK);
    selection = select(sizing, selection, SIZE, valueId("size", "5.5"));
    selection = select(sizing, selection, WIDTH, valueId("width", "Wide (D)"));
    const red = selectColor(sizing, selection, RED);
    expect(red.colorId).toBe(RED);
    expect(red.values[SIZE]).toBeUndefined();
    expect(red.values[WIDTH]).toBe(valueId("width", "Medium (B)"));
    expect(labelsOf(sizing, red, "width")).toEqual(["Medium (B)"]);
  });

  it("preselects a single width on load", () => {
    expect(initialSelection(sizing, RED).values[WIDTH]).toBe(valueId("width", "Medium (B)"));
  });

  it("ignores values the dimension does not offer and unknown colours", () => {
    const selection = initialSelection(sizing, RED);
    expect(select(sizing, selection, WIDTH, valueId("width", "Wide (D)"))).toBe(selection);
    expect(select(sizing, selection, SIZE, valueId("size", "12"))).toBe(selection);
    expect(select(sizing, selection, 99, valueId("size", "5"))).toBe(selection);
    expect(selectColor(sizing, selection, 12345)).toBe(selection);
  });

  it("falls back to the first colour with stock for an unknown colour on load", () => {
    const soldOutFirst = sizingOf(
      ["size"],
      [
        { color: 1, size: "8", onHand: 0 },
        { color: 2, size: "8", onHand: 1 },
      ],
    );
    expect(initialSelection(soldOutFirst, 999).colorId).toBe(2);
    expect(view(soldOutFirst, initialSelection(soldOutFirst, 1)).colors).toEqual([
      { colorId: 1, available: false },
      { colorId: 2, available: true },
    ]);
  });

  it("flags missing dimensions only once validation is requested", () => {
    let selection = initialSelection(sizing, BLACK);
    expect(view(sizing, selection).missingDimensionIds).toEqual([]);
    selection = requestValidation(selection);
    expect(view(sizing, selection).missingDimensionIds).toEqual([SIZE, WIDTH]);
    selection = select(sizing, selection, SIZE, valueId("size", "5"));
    const shown = view(sizing, selection);
    expect(shown.missingDimensionIds).toEqual([WIDTH]);
    expect(shown.dimensions.map((dimension) => dimension.missing)).toEqual([false, true]);
  });

  it("disables narrow buttons for widths (labels of 6+ characters) but not for short sizes", () => {
    const shown = view(sizing, initialSelection(sizing, BLACK));
    expect(shown.dimensions.map((dimension) => dimension.disableNarrowButtons)).toEqual([false, true]);
    const [narrow] = shown.dimensions[1]?.options ?? [];
    expect(narrow?.lengthClass).toBe("MEDIUM");
    expect(shown.dimensions[0]?.options[0]?.lengthClass).toBe("SHORT");
  });

  it("gives each option its constraint value and country or unit", () => {
    const [first] = optionsOf(sizing, initialSelection(sizing, BLACK), "size");
    expect(first).toMatchObject({ label: "5", constraintValue: "5", countryOrUnit: "US", ageGroup: null });
  });
});
