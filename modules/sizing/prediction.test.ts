import { describe, expect, it } from "vitest";
import { reduceSizing } from "./reducer.ts";
import { initialSelection, select, selectColor } from "./selection.ts";
import { chosenLabel, dimensionId, grid, sizingOf, valueId } from "./test-fixtures.ts";
import { view } from "./view.ts";

const COLOR = 1;
const OTHER = 2;
const SIZE = dimensionId("size");
const WIDTH = dimensionId("width");
const AGE_GROUP = dimensionId("ageGroup");

const shoes = sizingOf(
  ["size", "width"],
  [
    ...grid(COLOR, ["8", "8.5", "9"], ["Medium (B)"], {}, (size) => (size === "9" ? 0 : 4)),
    ...grid(OTHER, ["8", "8.5", "9"], ["Medium (B)"], {}),
  ],
);

describe("a size prediction", () => {
  it("is applied when its size is in stock", () => {
    const selection = initialSelection(shoes, COLOR, valueId("size", "8.5"));
    expect(selection.values[SIZE]).toBe(valueId("size", "8.5"));
    const shown = view(shoes, selection);
    expect(shown.prediction).toEqual({ sizeValueId: valueId("size", "8.5"), status: "applied" });
    expect(shown.suppressOutOfStockModal).toBe(false);
    expect(shown.recommendation).toBe("matches");
    expect(shown.status).toBe("inStock");
  });

  it("is marked 'oos' and suppresses the out-of-stock modal when its size is not on hand", () => {
    const selection = initialSelection(shoes, COLOR, valueId("size", "9"));
    expect(selection.values[SIZE]).toBeUndefined();
    const shown = view(shoes, selection);
    expect(shown.prediction?.status).toBe("oos");
    expect(shown.suppressOutOfStockModal).toBe(true);
    expect(shown.recommendation).toBe("ignored");
  });

  it("is marked 'oos' for a size the product does not have", () => {
    expect(initialSelection(shoes, COLOR, valueId("size", "14")).prediction?.status).toBe("oos");
  });

  it("reads 'ignored' once the shopper picks another size, and 'prompt' with no prediction", () => {
    const predicted = initialSelection(shoes, COLOR, valueId("size", "8.5"));
    expect(view(shoes, select(shoes, predicted, SIZE, valueId("size", "8"))).recommendation).toBe("ignored");
    expect(view(shoes, initialSelection(shoes, COLOR)).recommendation).toBe("prompt");
  });

  it("can arrive after loading, and keeps a width that is in stock with it", () => {
    const twoWidths = sizingOf(["size", "width"], grid(COLOR, ["8", "9"], ["Medium (B)", "Wide (D)"], {}));
    let selection = initialSelection(twoWidths, COLOR);
    selection = select(twoWidths, selection, WIDTH, valueId("width", "Wide (D)"));
    selection = reduceSizing(twoWidths, selection, {
      type: "applyPrediction",
      sizeValueId: valueId("size", "9"),
    });
    expect(view(twoWidths, selection).selectedStock?.[`d${WIDTH}`]).toBe(valueId("width", "Wide (D)"));
  });

  it("is cleared by loading the product again, and its size by a colour change", () => {
    const predicted = initialSelection(shoes, COLOR, valueId("size", "8.5"));
    expect(selectColor(shoes, predicted, OTHER).values[SIZE]).toBeUndefined();
    const reloaded = reduceSizing(shoes, predicted, { type: "load", colorId: COLOR });
    expect(reloaded.prediction).toBeNull();
    expect(reloaded.values[SIZE]).toBeUndefined();
  });

  it("switches to the age group of a predicted kids' size that is in stock there", () => {
    const kids = sizingOf(
      ["ageGroup", "size"],
      [
        ...grid(COLOR, ["9 Toddler", "10 Toddler"], [undefined], { ageGroup: "toddler" }),
        ...grid(COLOR, ["11 Little Kid", "12 Little Kid"], [undefined], { ageGroup: "little-kids" }),
      ],
    );
    const selection = initialSelection(kids, COLOR, valueId("size", "12 Little Kid"));
    expect(chosenLabel(kids, selection, "ageGroup")).toBe("little-kids");
    expect(selection.values[AGE_GROUP]).toBe(valueId("ageGroup", "little-kids"));
    expect(view(kids, selection).status).toBe("inStock");
  });
});
