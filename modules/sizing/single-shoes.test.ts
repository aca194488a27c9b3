import { describe, expect, it } from "vitest";
import { initialSelection, select } from "./selection.ts";
import { chosenLabel, dimensionId, grid, labelsOf, optionsOf, sizingOf, valueId } from "./test-fixtures.ts";
import { view } from "./view.ts";

const COLOR = 9;
const SHOE_TYPE = dimensionId("singleShoeSide");
const SIZE = dimensionId("size");
const WIDTH = dimensionId("width");
const SIZES = ["7", "7.5", "8"];
const WIDTHS = ["Medium (B)", "Wide (D)"];

function adaptive(onHand: (shoeType: string, size: string) => number) {
  return sizingOf(
    ["singleShoeSide", "size", "width"],
    ["pair", "RIGHT", "LEFT"].flatMap((shoeType) =>
      grid(COLOR, SIZES, WIDTHS, { singleShoeSide: shoeType }, (size) => onHand(shoeType, size)),
    ),
  );
}

describe("adaptive shoes sold as a left shoe, a right shoe or a pair", () => {
  it("orders shoe types LEFT, RIGHT, pair by rank and defaults to LEFT", () => {
    const sizing = adaptive(() => 2);
    const selection = initialSelection(sizing, COLOR);
    expect(labelsOf(sizing, selection, "singleShoeSide")).toEqual(["Left", "Right", "Pair"]);
    expect(chosenLabel(sizing, selection, "singleShoeSide")).toBe("LEFT");
    expect(view(sizing, selection).constraints.shoeType).toBe("LEFT");
  });

  it("defaults to the first shoe type with stock when no left shoe is on hand", () => {
    const sizing = adaptive((shoeType) => (shoeType === "LEFT" ? 0 : 1));
    expect(chosenLabel(sizing, initialSelection(sizing, COLOR), "singleShoeSide")).toBe("RIGHT");
  });

  it("clears size and width when the shoe type changes", () => {
    const sizing = adaptive(() => 2);
    let selection = initialSelection(sizing, COLOR);
    selection = select(sizing, selection, SIZE, valueId("size", "7.5"));
    selection = select(sizing, selection, WIDTH, valueId("width", "Wide (D)"));
    expect(view(sizing, selection).status).toBe("inStock");
    selection = select(sizing, selection, SHOE_TYPE, valueId("singleShoeSide", "pair"));
    expect(selection.values[SIZE]).toBeUndefined();
    expect(selection.values[WIDTH]).toBeUndefined();
    expect(view(sizing, selection).status).toBe("incomplete");
  });

  it("flags sizes by the stock of the chosen shoe type only", () => {
    const sizing = adaptive((shoeType, size) => (shoeType === "RIGHT" && size === "8" ? 0 : 3));
    const right = select(
      sizing,
      initialSelection(sizing, COLOR),
      SHOE_TYPE,
      valueId("singleShoeSide", "RIGHT"),
    );
    const available = optionsOf(sizing, right, "size").map((option) => option.available);
    expect(available).toEqual([true, true, false]);
    expect(
      optionsOf(sizing, initialSelection(sizing, COLOR), "size").every((option) => option.available),
    ).toBe(true);
  });

  it("selects the stock of the chosen side", () => {
    const sizing = adaptive(() => 1);
    let selection = select(
      sizing,
      initialSelection(sizing, COLOR),
      SHOE_TYPE,
      valueId("singleShoeSide", "RIGHT"),
    );
    selection = select(sizing, selection, SIZE, valueId("size", "8"));
    selection = select(sizing, selection, WIDTH, valueId("width", "Medium (B)"));
    expect(view(sizing, selection).selectedStock?.[`d${SHOE_TYPE}`]).toBe(valueId("singleShoeSide", "RIGHT"));
  });
});
