import { describe, expect, it } from "vitest";
import { initialSelection, select } from "./selection.ts";
import { chosenLabel, dimensionId, grid, labelsOf, sizingOf, valueId } from "./test-fixtures.ts";
import { view } from "./view.ts";

const COLOR = 11;
const SIZE_RANGE = dimensionId("sizeRange");
const SIZE = dimensionId("size");
const standard = { sizeType: "standard" };

function ranges(regularOnHand = 4) {
  return sizingOf(
    ["sizeRange", "size"],
    [
      ...grid(COLOR, ["1X", "2X", "3X"], [undefined], { ...standard, sizeRange: "Plus" }),
      ...grid(COLOR, ["XS", "S", "M", "L"], [undefined], { ...standard, sizeRange: "Petite" }),
      ...grid(
        COLOR,
        ["S", "M", "L", "XL"],
        [undefined],
        { ...standard, sizeRange: "Regular" },
        () => regularOnHand,
      ),
    ],
  );
}

describe("apparel sized by size range and size", () => {
  it("orders size ranges by rank and defaults to the leftmost (Regular)", () => {
    const sizing = ranges();
    const selection = initialSelection(sizing, COLOR);
    expect(labelsOf(sizing, selection, "sizeRange")).toEqual(["Regular", "Petite", "Plus"]);
    expect(chosenLabel(sizing, selection, "sizeRange")).toBe("Regular");
    expect(labelsOf(sizing, selection, "size")).toEqual(["S", "M", "L", "XL"]);
    expect(view(sizing, selection).constraints.sizeRange).toBe("Regular");
  });

  it("shows the sizes of the chosen range and clears the size when the range changes", () => {
    const sizing = ranges();
    let selection = select(sizing, initialSelection(sizing, COLOR), SIZE, valueId("size", "M", "standard"));
    selection = select(sizing, selection, SIZE_RANGE, valueId("sizeRange", "Plus"));
    expect(selection.values[SIZE]).toBeUndefined();
    expect(labelsOf(sizing, selection, "size")).toEqual(["1X", "2X", "3X"]);
  });

  it("defaults to the leftmost range with stock", () => {
    const sizing = ranges(0);
    expect(chosenLabel(sizing, initialSelection(sizing, COLOR), "sizeRange")).toBe("Petite");
  });

  it("selects the stock of the range, not the same size in another range", () => {
    const sizing = ranges();
    let selection = select(
      sizing,
      initialSelection(sizing, COLOR),
      SIZE_RANGE,
      valueId("sizeRange", "Petite"),
    );
    selection = select(sizing, selection, SIZE, valueId("size", "M", "standard"));
    const shown = view(sizing, selection);
    expect(shown.status).toBe("inStock");
    expect(shown.selectedStock?.[`d${SIZE_RANGE}`]).toBe(valueId("sizeRange", "Petite"));
  });
});

describe("apparel sized by size only", () => {
  const sizing = sizingOf(
    ["size"],
    grid(COLOR, ["XL", "S", "M"], [undefined], standard, (size) => (size === "M" ? 0 : 2)),
  );

  it("orders clothing sizes by rank, not by the order of the stocks", () => {
    expect(labelsOf(sizing, initialSelection(sizing, COLOR), "size")).toEqual(["S", "M", "XL"]);
  });

  it("is complete with a size, and in stock only for sizes on hand", () => {
    const small = select(sizing, initialSelection(sizing, COLOR), SIZE, valueId("size", "S", "standard"));
    expect(view(sizing, small).status).toBe("inStock");
    const medium = select(sizing, small, SIZE, valueId("size", "M", "standard"));
    expect(view(sizing, medium).status).toBe("outOfStock");
  });
});
