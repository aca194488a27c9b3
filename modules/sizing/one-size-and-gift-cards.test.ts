import { describe, expect, it } from "vitest";
import { initialSelection, requestValidation, select } from "./selection.ts";
import { dimensionId, grid, labelsOf, sizingOf, valueId } from "./test-fixtures.ts";
import { view } from "./view.ts";

const COLOR = 900;
const SIZE = dimensionId("size");
const standard = { sizeType: "standard" };

describe("one-size products", () => {
  it("preselect the only size, so the selection is complete and the stock selected at once", () => {
    const sizing = sizingOf(
      ["size"],
      grid(COLOR, ["One Size"], [undefined], standard, () => 12),
    );
    const selection = initialSelection(sizing, COLOR);
    expect(selection.values[SIZE]).toBe(valueId("size", "One Size", "standard"));
    const shown = view(sizing, requestValidation(selection));
    expect(shown.status).toBe("inStock");
    expect(shown.selectedStock?.onHand).toBe(12);
    expect(shown.missingDimensionIds).toEqual([]);
    expect(shown.dimensions[0]?.disableNarrowButtons).toBe(true);
  });

  it("read 'Out of Stock' when the only size is not on hand", () => {
    const sizing = sizingOf(
      ["size"],
      grid(COLOR, ["One Size"], [undefined], standard, () => 0),
    );
    const shown = view(sizing, initialSelection(sizing, COLOR));
    expect(shown.status).toBe("outOfStock");
    expect(shown.selectedStock).toBeNull();
    expect(shown.matchingStock?.onHand).toBe(0);
  });
});

describe("gift cards, whose amounts are sizes", () => {
  const amounts = ["$200", "$25", "$100", "$50"];
  const sizing = sizingOf(
    ["size"],
    [
      ...grid(COLOR, amounts, [undefined], standard, () => 999),
      ...grid(901, amounts, [undefined], standard, () => 999),
    ],
  );

  it("list the amounts in rank order with narrow buttons", () => {
    const selection = initialSelection(sizing, COLOR);
    expect(labelsOf(sizing, selection, "size")).toEqual(["$25", "$50", "$100", "$200"]);
    expect(view(sizing, selection).dimensions[0]?.disableNarrowButtons).toBe(false);
    expect(view(sizing, selection).colors.map((color) => color.colorId)).toEqual([COLOR, 901]);
  });

  it("select the amount's stock in the chosen design", () => {
    const selection = select(sizing, initialSelection(sizing, 901), SIZE, valueId("size", "$50", "standard"));
    expect(view(sizing, selection).selectedStock?.color).toBe(901);
  });
});
