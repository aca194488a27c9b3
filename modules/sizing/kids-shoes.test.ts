import { describe, expect, it } from "vitest";
import { initialSelection, select } from "./selection.ts";
import { chosenLabel, dimensionId, grid, labelsOf, optionsOf, sizingOf, valueId } from "./test-fixtures.ts";
import { view } from "./view.ts";

const COLOR = 4;
const AGE_GROUP = dimensionId("ageGroup");
const SIZE = dimensionId("size");
const WIDTH = dimensionId("width");
const TODDLER = ["9 Toddler", "9.5 Toddler", "10 Toddler"];
const LITTLE_KID = ["10.5 Little Kid", "11 Little Kid", "1 Little Kid"];

function kidsShoes(toddlerOnHand: number, widths: string[] = ["Medium"]) {
  return sizingOf(
    ["size", "ageGroup", "width"],
    [
      ...grid(COLOR, LITTLE_KID, widths, { ageGroup: "little-kids" }),
      ...grid(COLOR, TODDLER, widths, { ageGroup: "toddler" }, () => toddlerOnHand),
    ],
  );
}

describe("kids' shoes sized by age group, size and width", () => {
  const sizing = kidsShoes(3);

  it("shows age group first and defaults to the first age group by rank (toddler before little kid)", () => {
    const selection = initialSelection(sizing, COLOR);
    expect(view(sizing, selection).dimensions.map((dimension) => dimension.name)).toEqual([
      "Age Group",
      "Size",
      "Width",
    ]);
    expect(labelsOf(sizing, selection, "ageGroup")).toEqual(["Toddler", "Little Kid"]);
    expect(chosenLabel(sizing, selection, "ageGroup")).toBe("toddler");
    expect(view(sizing, selection).constraints.ageGroup).toBe("toddler");
  });

  it("shows only the sizes of the chosen age group, in rank order", () => {
    const selection = initialSelection(sizing, COLOR);
    expect(labelsOf(sizing, selection, "size")).toEqual(TODDLER);
    const little = select(sizing, selection, AGE_GROUP, valueId("ageGroup", "little-kids"));
    expect(labelsOf(sizing, little, "size")).toEqual(LITTLE_KID);
    expect(optionsOf(sizing, little, "size")[0]?.ageGroup).toBe("little-kids");
  });

  it("clears the size when the age group changes and preselects the single width again", () => {
    let selection = initialSelection(sizing, COLOR);
    selection = select(sizing, selection, SIZE, valueId("size", "9.5 Toddler"));
    expect(selection.values[SIZE]).toBeDefined();
    selection = select(sizing, selection, AGE_GROUP, valueId("ageGroup", "little-kids"));
    expect(selection.values[SIZE]).toBeUndefined();
    expect(selection.values[WIDTH]).toBe(valueId("width", "Medium"));
  });

  it("defaults to an age group with stock when the first by rank has none", () => {
    const soldOutToddler = kidsShoes(0);
    const selection = initialSelection(soldOutToddler, COLOR);
    expect(chosenLabel(soldOutToddler, selection, "ageGroup")).toBe("little-kids");
    const [toddler] = optionsOf(soldOutToddler, selection, "ageGroup");
    expect(toddler).toMatchObject({ constraintValue: "toddler", available: false });
  });

  it("selects the stock after size, with the preselected width", () => {
    let selection = initialSelection(sizing, COLOR);
    selection = select(sizing, selection, SIZE, valueId("size", "10 Toddler"));
    const shown = view(sizing, selection);
    expect(shown.status).toBe("inStock");
    expect(shown.selectedStock?.[`d${AGE_GROUP}`]).toBe(valueId("ageGroup", "toddler"));
  });

  it("leaves the width to the shopper when there are two, and clears it with the age group", () => {
    const twoWidths = kidsShoes(3, ["Medium", "Wide"]);
    let selection = initialSelection(twoWidths, COLOR);
    expect(selection.values[WIDTH]).toBeUndefined();
    selection = select(twoWidths, selection, WIDTH, valueId("width", "Wide"));
    selection = select(twoWidths, selection, AGE_GROUP, valueId("ageGroup", "little-kids"));
    expect(selection.values[WIDTH]).toBeUndefined();
  });

  it("classes long kids' size labels and disables narrow buttons for them", () => {
    const shown = view(sizing, initialSelection(sizing, COLOR));
    const size = shown.dimensions.find((dimension) => dimension.type === "size");
    expect(size?.disableNarrowButtons).toBe(true);
    expect(size?.options[0]?.lengthClass).toBe("MEDIUM");
    const little = select(
      sizing,
      initialSelection(sizing, COLOR),
      AGE_GROUP,
      valueId("ageGroup", "little-kids"),
    );
    expect(optionsOf(sizing, little, "size")[0]?.lengthClass).toBe("LONG");
  });
});
