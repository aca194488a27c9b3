/** fast-check generators of sizing data and shopper actions, for the engine's property tests. */
import fc from "fast-check";
import { unitOf } from "./labels.ts";
import { reduceSizing, type SizingAction } from "./reducer.ts";
import {
  CONSTRAINT_TYPES,
  DIMENSION_TYPES,
  type DimensionType,
  type ProductSizing,
  type SizingSelection,
  type SizingValue,
  type StockDatum,
} from "./types.ts";
import { view } from "./view.ts";

const NAMED_LABELS: Partial<Record<DimensionType, string[]>> = {
  gender: ["womens", "mens", "unisex"],
  singleShoeSide: ["LEFT", "RIGHT", "pair"],
  sizeRange: ["Regular", "Petite", "Plus"],
  ageGroup: ["toddler", "little-kids", "big-kids"],
};

const valueArbitrary = fc.record({
  rank: fc.integer({ min: 0, max: 20 }),
  sizeType: fc.constantFrom("US", "US", "EU"),
  long: fc.boolean(),
});

function cartesian(lists: readonly (readonly number[])[]): number[][] {
  return lists.reduce<number[][]>(
    (combos, list) => combos.flatMap((combo) => list.map((id) => [...combo, id])),
    [[]],
  );
}

/** Random sizing: 0-2 constraints, a size, maybe a width; 1-3 colours; a random subset of combinations stocked. */
export const sizingArbitrary: fc.Arbitrary<ProductSizing> = fc
  .record({
    constraints: fc.subarray([...CONSTRAINT_TYPES], { maxLength: 2 }),
    width: fc.boolean(),
    colors: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ constraints, width, colors }) => {
    const types = DIMENSION_TYPES.filter(
      (type) => type === "size" || (type === "width" && width) || constraints.some((c) => c === type),
    );
    const values = types.map((type) =>
      fc.array(valueArbitrary, { minLength: 1, maxLength: type === "size" ? 4 : 3 }),
    );
    return fc
      .tuple(fc.constant(types), fc.constant(colors), fc.tuple(...values))
      .chain(([types, colors, drawn]) => {
        const dimensions = types.map((type, d) => {
          const ids = (drawn[d] ?? []).map((_, i) => (d + 1) * 100 + i);
          return { id: DIMENSION_TYPES.indexOf(type) + 1, name: type, type, ids };
        });
        const allValues: SizingValue[] = dimensions.flatMap((dimension, d) =>
          (drawn[d] ?? []).map((value, i) => ({
            id: (d + 1) * 100 + i,
            rank: value.rank,
            label: NAMED_LABELS[dimension.type]?.[i] ?? `${value.long ? "Extra " : ""}${dimension.type}${i}`,
            sizeType: dimension.type === "size" ? value.sizeType : null,
          })),
        );
        const combos = cartesian(dimensions.map((dimension) => dimension.ids));
        const cells = combos.length * colors;
        const onHands = fc.array(fc.option(fc.constantFrom(0, 0, 1, 2, 25), { nil: null }), {
          minLength: cells,
          maxLength: cells,
        });
        return onHands.map((counts): ProductSizing => {
          const stockData: StockDatum[] = [];
          counts.forEach((onHand, cell) => {
            const combo = combos[cell % combos.length] ?? [];
            if (onHand === null) return;
            const stock: StockDatum = {
              id: cell + 1,
              asin: `B0P${cell}`,
              color: 10 + Math.floor(cell / combos.length),
              onHand,
            };
            dimensions.forEach((dimension, d) => {
              stock[`d${dimension.id}`] = combo[d];
            });
            stockData.push(stock);
          });
          const used = (id: number) =>
            stockData.some((stock) => dimensions.some((d) => stock[`d${d.id}`] === id));
          return {
            dimensions: dimensions.map(({ id, name, type, ids }) => ({
              id,
              name,
              type,
              values: ids.filter(used),
            })),
            allValues: allValues.filter((value) => used(value.id)),
            stockData,
          };
        });
      });
  });

/** An abstract shopper move; indexes pick among what the page offers at that moment. */
export type Move =
  | { kind: "color" | "dimension" | "unit" | "predict"; pick: number; option: number }
  | { kind: "validate" }
  | { kind: "stray"; dimensionId: number; valueId: number };

export const moveArbitrary: fc.Arbitrary<Move> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constantFrom("color", "dimension", "unit", "predict"),
      pick: fc.nat(),
      option: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "validate" as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("stray" as const),
      dimensionId: fc.nat(7),
      valueId: fc.nat(700),
    }),
  },
);

function at<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

/** The action a move stands for in the current view (null when nothing is offered). */
export function actionOf(sizing: ProductSizing, selection: SizingSelection, move: Move): SizingAction | null {
  const shown = view(sizing, selection);
  if (move.kind === "validate") return { type: "requestValidation" };
  if (move.kind === "stray") return { type: "select", dimensionId: move.dimensionId, valueId: move.valueId };
  if (move.kind === "color") {
    const color = at(shown.colors, move.pick);
    return color ? { type: "selectColor", colorId: color.colorId } : null;
  }
  if (move.kind === "unit") {
    const units = sizing.allValues.map((value) => unitOf(value));
    const unit = at(units, move.pick);
    return unit ? { type: "selectCountryOrUnit", countryOrUnit: unit } : null;
  }
  if (move.kind === "predict") {
    const value = at(sizing.allValues, move.pick);
    return value ? { type: "applyPrediction", sizeValueId: value.id } : null;
  }
  const dimension = at(shown.dimensions, move.pick);
  const option = dimension ? at(dimension.options, move.option) : undefined;
  return dimension && option ? { type: "select", dimensionId: dimension.id, valueId: option.id } : null;
}

/** Plays moves from a selection, returning every selection passed through. */
export function play(
  sizing: ProductSizing,
  start: SizingSelection,
  moves: readonly Move[],
): SizingSelection[] {
  const trail = [start];
  let selection = start;
  for (const move of moves) {
    const action = actionOf(sizing, selection, move);
    if (action) selection = reduceSizing(sizing, selection, action);
    trail.push(selection);
  }
  return trail;
}
