import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Random } from "../../seed/prng.ts";
import { type Audience, planSizing, type SizingModelId } from "../../seed/sizing-models.ts";
import { initialSelection } from "./selection.ts";
import { moveArbitrary, play } from "./sizing-arbitraries.ts";
import { reachStock, type StockSpec, sizingOf } from "./test-fixtures.ts";
import { view } from "./view.ts";

const MODELS: [SizingModelId, Audience][] = [
  ["womens-shoes", "women"],
  ["mens-shoes", "men"],
  ["kids-shoes", "kids"],
  ["unisex-shoes", "unisex"],
  ["adaptive-shoes", "women"],
  ["eu-shoes", "unisex"],
  ["apparel", "men"],
  ["apparel-ranges", "women"],
  ["kids-apparel", "kids"],
  ["belts", "men"],
  ["one-size", "women"],
  ["gift-card", "unisex"],
  ["e-gift-card", "unisex"],
];

/** A product of the demo catalogue's sizing model in two colours, with on-hand counts drawn from `counts`. */
function catalogueProduct(model: SizingModelId, audience: Audience, seed: number, counts: number[]) {
  const plan = planSizing(model, audience, new Random(seed));
  const stocks: StockSpec[] = [1, 2].flatMap((color) =>
    plan.variants.map((variant, i) => ({
      color,
      onHand: counts[(i * color) % counts.length] ?? 0,
      size: variant.sizeLabel,
      sizeType: variant.sizeType,
      width: variant.widthLabel ?? undefined,
      ageGroup: variant.ageGroup,
      gender: variant.gender ?? undefined,
      singleShoeSide: variant.shoeType ?? undefined,
      sizeRange: variant.sizeRange ?? undefined,
    })),
  );
  return sizingOf(plan.dimensions, stocks);
}

const product = fc.record({
  seed: fc.nat(),
  counts: fc.array(fc.constantFrom(0, 0, 1, 4, 30), { minLength: 1, maxLength: 7 }),
  moves: fc.array(moveArbitrary, { maxLength: 15 }),
});

describe.each(MODELS)("the engine over the catalogue's %s (%s)", (model, audience) => {
  it("reaches every in-stock stock and never selects one that is not on hand", () => {
    fc.assert(
      fc.property(product, ({ seed, counts, moves }) => {
        const sizing = catalogueProduct(model, audience, seed, counts);
        for (const stock of sizing.stockData.filter((candidate) => candidate.onHand > 0)) {
          expect(view(sizing, reachStock(sizing, stock, 1)).selectedStock?.id).toBe(stock.id);
        }
        for (const selection of play(sizing, initialSelection(sizing, 1), moves)) {
          const selected = view(sizing, selection).selectedStock;
          if (selected) expect(selected.onHand).toBeGreaterThan(0);
        }
      }),
      { numRuns: 25 },
    );
  });
});
