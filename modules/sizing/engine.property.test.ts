import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reduceSizing } from "./reducer.ts";
import { initialSelection } from "./selection.ts";
import { moveArbitrary, play, sizingArbitrary } from "./sizing-arbitraries.ts";
import { reachStock } from "./test-fixtures.ts";
import type { ProductSizing, SizingSelection } from "./types.ts";
import { view } from "./view.ts";

const RUNS = { numRuns: 300 };

const scenario = sizingArbitrary.chain((sizing) =>
  fc.record({
    sizing: fc.constant(sizing),
    startColor: fc.constantFrom(...sizing.stockData.map((stock) => stock.color), 404),
    prediction: fc.option(fc.constantFrom(...sizing.allValues.map((value) => value.id), 9999), {
      nil: undefined,
    }),
    moves: fc.array(moveArbitrary, { maxLength: 25 }),
  }),
);

const scenarioWithStock = scenario.filter(({ sizing }) => sizing.stockData.length > 0);

function trailOf(
  sizing: ProductSizing,
  startColor: number,
  prediction: number | undefined,
  moves: Parameters<typeof play>[2],
) {
  return play(sizing, initialSelection(sizing, startColor, prediction), moves);
}

const finalIds = (sizing: ProductSizing) =>
  sizing.dimensions
    .filter((dimension) => dimension.type === "size" || dimension.type === "width")
    .map((d) => d.id);

describe("the sizing engine, over generated sizing data", () => {
  it("never selects a stock that is not on hand or does not match the choices, whatever the moves", () => {
    fc.assert(
      fc.property(scenarioWithStock, ({ sizing, startColor, prediction, moves }) => {
        for (const selection of trailOf(sizing, startColor, prediction, moves)) {
          const stock = view(sizing, selection).selectedStock;
          if (!stock) continue;
          expect(stock.onHand).toBeGreaterThan(0);
          expect(stock.color).toBe(selection.colorId);
          for (const dimension of sizing.dimensions)
            expect(stock[`d${dimension.id}`]).toBe(selection.values[dimension.id]);
          expect(sizing.stockData).toContain(stock);
        }
      }),
      RUNS,
    );
  });

  it("reaches every in-stock stock by choosing its colour, constraints, unit, size and width", () => {
    fc.assert(
      fc.property(scenarioWithStock, ({ sizing, startColor }) => {
        for (const stock of sizing.stockData.filter((candidate) => candidate.onHand > 0)) {
          const shown = view(sizing, reachStock(sizing, stock, startColor));
          expect(shown.selectedStock?.id).toBe(stock.id);
          expect(shown.status).toBe("inStock");
        }
      }),
      RUNS,
    );
  });

  it("clears size and width (but for single options) on choosing colour, a constraint or a unit", () => {
    fc.assert(
      fc.property(scenarioWithStock, ({ sizing, startColor, prediction, moves }) => {
        const trail = trailOf(sizing, startColor, prediction, moves);
        for (const before of trail) {
          const shown = view(sizing, before);
          const resets: SizingSelection[] = [
            ...shown.colors.map((color) =>
              reduceSizing(sizing, before, { type: "selectColor", colorId: color.colorId }),
            ),
            ...(shown.countryOrUnit?.options ?? []).map((unit) =>
              reduceSizing(sizing, before, { type: "selectCountryOrUnit", countryOrUnit: unit.value }),
            ),
            ...shown.dimensions
              .filter((dimension) => dimension.resetsSizeAndWidth)
              .flatMap((dimension) =>
                dimension.options.map((option) =>
                  reduceSizing(sizing, before, {
                    type: "select",
                    dimensionId: dimension.id,
                    valueId: option.id,
                  }),
                ),
              ),
          ];
          for (const after of resets.filter((candidate) => candidate !== before)) {
            const afterView = view(sizing, after);
            for (const id of finalIds(sizing)) {
              const options = afterView.dimensions.find((dimension) => dimension.id === id)?.options ?? [];
              const chosen = after.values[id];
              if (chosen !== undefined) expect(options.map((option) => option.id)).toEqual([chosen]);
            }
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("lists every dimension's options in rank order, each once", () => {
    fc.assert(
      fc.property(scenarioWithStock, ({ sizing, startColor, prediction, moves }) => {
        for (const selection of trailOf(sizing, startColor, prediction, moves)) {
          for (const dimension of view(sizing, selection).dimensions) {
            const ids = dimension.options.map((option) => option.id);
            expect(new Set(ids).size).toBe(ids.length);
            dimension.options.slice(1).forEach((option, i) => {
              const previous = dimension.options[i];
              if (!previous) return;
              expect(
                previous.rank < option.rank || (previous.rank === option.rank && previous.id < option.id),
              ).toBe(true);
            });
          }
        }
      }),
      RUNS,
    );
  });

  it("keeps the view consistent: status, missing flags and single options preselected", () => {
    fc.assert(
      fc.property(scenarioWithStock, ({ sizing, startColor, prediction, moves }) => {
        for (const selection of trailOf(sizing, startColor, prediction, moves)) {
          const shown = view(sizing, selection);
          expect(shown.status === "inStock").toBe(shown.selectedStock !== null);
          expect(shown.status === "incomplete").toBe(!shown.isComplete);
          if (!selection.validationRequested) expect(shown.missingDimensionIds).toEqual([]);
          expect(shown.suppressOutOfStockModal).toBe(selection.prediction?.status === "oos");
          for (const dimension of shown.dimensions) {
            if (dimension.options.length === 1) expect(dimension.selectedId).toBe(dimension.options[0]?.id);
            expect(dimension.options.filter((option) => option.selected).length).toBeLessThanOrEqual(1);
          }
        }
      }),
      RUNS,
    );
  });
});
