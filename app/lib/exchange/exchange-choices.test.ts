import { describe, expect, it } from "vitest";
import type { ExchangeChoice } from "../../../modules/returns/index.server.ts";
import { CHOICE_NOTES, offeredChoices, sizeWords } from "./exchange-choices.ts";

const choice = (stockId: number, styleId: number, color: string, onHand: number, available: boolean) =>
  ({
    stockId,
    styleId,
    color,
    size: String(stockId),
    width: null,
    onHand,
    available,
  }) satisfies ExchangeChoice;

describe("what the exchange page offers", () => {
  it("groups sizes by colour, the item's own first, marking its own size and the sold-out ones", () => {
    const offered = offeredChoices(
      [
        choice(21, 2, "Red", 4, true),
        choice(11, 1, "Black", 4, false),
        choice(12, 1, "Black", 0, false),
        choice(13, 1, "Black", 4, true),
      ],
      { stockId: 11, styleId: 1 },
    );
    expect(offered.colours.map((colour) => colour.color)).toEqual(["Black", "Red"]);
    expect(offered.chosen?.color).toBe("Black");
    expect(offered.chosen?.choices.map((c) => [c.stockId, c.available, c.note])).toEqual([
      ["11", false, CHOICE_NOTES.current],
      ["12", false, CHOICE_NOTES.outOfStock],
      ["13", true, null],
    ]);
    expect(offered.dearerColours).toEqual([]);
  });

  it("leaves out a colour that costs more than was paid, naming it apart", () => {
    const offered = offeredChoices(
      [choice(11, 1, "Black", 4, false), choice(21, 2, "Gold", 4, false), choice(22, 2, "Gold", 0, false)],
      { stockId: 11, styleId: 1 },
    );
    // Black has only the item's own size: nothing to choose there either.
    expect(offered.colours).toEqual([]);
    expect(offered.dearerColours).toEqual(["Gold"]);
  });

  it("offers only the colours with a size in stock, and shows the sizes of one: asked for, the chosen size's, else the item's", () => {
    const choices = [
      choice(11, 1, "Black", 4, false),
      choice(12, 1, "Black", 4, true),
      choice(21, 2, "Red", 4, true),
      choice(31, 3, "Grey", 0, false),
      choice(32, 3, "Grey", 0, false),
    ];
    const item = { stockId: 11, styleId: 1 };
    const shown = offeredChoices(choices, item);
    expect(shown.colours.map((colour) => colour.color)).toEqual(["Black", "Red"]);
    expect(shown.chosen?.choices.map((c) => c.stockId)).toEqual(["11", "12"]);
    expect(offeredChoices(choices, item, { styleId: 2 }).chosen?.choices.map((c) => c.stockId)).toEqual([
      "21",
    ]);
    expect(offeredChoices(choices, item, { stockId: "21" }).chosen?.color).toBe("Red");
    // A sold-out colour is not shown when asked for; a size chosen in it (sold out since) still is.
    expect(offeredChoices(choices, item, { styleId: 3 }).chosen?.color).toBe("Black");
    const refused = offeredChoices(choices, item, { stockId: "31" });
    expect(refused.chosen?.color).toBe("Grey");
    expect(refused.colours.map((colour) => colour.color)).toEqual(["Black", "Red", "Grey"]);
  });

  it("shows the first colour in stock when the item's own has nothing left, and none when no colour has", () => {
    const item = { stockId: 11, styleId: 1 };
    const soldOut = [choice(11, 1, "Black", 4, false), choice(12, 1, "Black", 0, false)];
    expect(offeredChoices([...soldOut, choice(21, 2, "Red", 4, true)], item).chosen?.color).toBe("Red");
    expect(offeredChoices([...soldOut, choice(21, 2, "Red", 4, true)], item).colours).toEqual([
      { styleId: 2, color: "Red" },
    ]);
    expect(offeredChoices(soldOut, item)).toEqual({ colours: [], chosen: null, dearerColours: [] });
  });

  it("writes a size with its width when it has one", () => {
    expect(sizeWords({ size: "9.5", width: "Wide (D)" })).toBe("9.5, Wide (D)");
    expect(sizeWords({ size: "M", width: null })).toBe("M");
  });
});
