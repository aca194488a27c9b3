import { PREFERRED_DEFAULTS } from "./labels.ts";
import {
  contextOf,
  criteriaOf,
  hasStock,
  optionIds,
  type SizingContext,
  stocksMatching,
  unitOfStock,
  unitOptions,
  valueIn,
} from "./stock-queries.ts";
import type { ProductSizing, SizingDimension, SizingSelection } from "./types.ts";

/** The default among options: the preferred one, else the first; in-stock options first when any is in stock. */
function pickDefault<T>(
  options: readonly T[],
  inStock: (option: T) => boolean,
  preferred: (option: T) => boolean,
) {
  const stocked = options.filter(inStock);
  const pool = stocked.length > 0 ? stocked : options;
  return pool.find(preferred) ?? pool[0];
}

function defaultColor(context: SizingContext): number | undefined {
  const inStock = (colorId: number) =>
    context.sizing.stockData.some((stock) => stock.color === colorId && stock.onHand > 0);
  return pickDefault(context.colorIds, inStock, () => false);
}

function withoutFinal(context: SizingContext, values: Record<number, number>): Record<number, number> {
  const kept = { ...values };
  for (const dimension of context.finalDimensions) delete kept[dimension.id];
  return kept;
}

/**
 * Makes a selection consistent with the product: a known colour; each constraint kept when the colour
 * offers it, else its default; a size type; size and width kept when still offered. Dimensions with a
 * single option are preselected.
 */
function normalize(context: SizingContext, selection: SizingSelection): SizingSelection {
  const known = context.colorIds.includes(selection.colorId);
  const colorId = known ? selection.colorId : (defaultColor(context) ?? selection.colorId);
  const resolved = new Map<number, number>();
  for (const dimension of context.constraintDimensions) {
    const options = optionIds(context, { colorId, values: new Map(), countryOrUnit: null }, dimension);
    const current = selection.values[dimension.id];
    const label = (id: number) => context.valueById.get(id)?.label;
    const chosen =
      current !== undefined && options.includes(current)
        ? current
        : pickDefault(
            options,
            (id) =>
              hasStock(context, {
                colorId,
                values: new Map([...resolved, [dimension.id, id]]),
                countryOrUnit: null,
              }),
            (id) => label(id) === PREFERRED_DEFAULTS[dimension.type],
          );
    if (chosen !== undefined) resolved.set(dimension.id, chosen);
  }
  const units = unitOptions(context, colorId);
  const countryOrUnit =
    selection.countryOrUnit !== null && units.includes(selection.countryOrUnit)
      ? selection.countryOrUnit
      : (pickDefault(
          units,
          (unit) => hasStock(context, { colorId, values: resolved, countryOrUnit: unit }),
          () => false,
        ) ?? null);
  const values: Record<number, number> = Object.fromEntries(resolved);
  for (const dimension of context.finalDimensions) {
    const options = optionIds(context, { colorId, values: resolved, countryOrUnit }, dimension);
    const current = selection.values[dimension.id];
    const chosen = current !== undefined && options.includes(current) ? current : singleOption(options);
    if (chosen !== undefined) values[dimension.id] = chosen;
  }
  return { ...selection, colorId, values, countryOrUnit };
}

function singleOption(options: readonly number[]): number | undefined {
  return options.length === 1 ? options[0] : undefined;
}

/** The options a dimension offers now: constraints by colour alone, size and width under the constraints. */
export function offeredIds(context: SizingContext, selection: SizingSelection, dimension: SizingDimension) {
  if (context.constraintDimensions.includes(dimension)) {
    return optionIds(
      context,
      { colorId: selection.colorId, values: new Map(), countryOrUnit: null },
      dimension,
    );
  }
  const { colorId, values, countryOrUnit } = selection;
  return optionIds(
    context,
    criteriaOf(colorId, values, context.constraintDimensions, countryOrUnit),
    dimension,
  );
}

/** The selection on loading a product in a colour: defaults and single values chosen, then the prediction. */
export function initialSelection(
  sizing: ProductSizing,
  colorId: number,
  prediction?: number,
): SizingSelection {
  const context = contextOf(sizing);
  const empty = { colorId, values: {}, countryOrUnit: null, prediction: null, validationRequested: false };
  const selection = normalize(context, empty);
  return prediction === undefined ? selection : applyPrediction(sizing, selection, prediction);
}

/**
 * The selection of one stock (a link to its ASIN or stock id): its colour, constraints, size type, size
 * and width, whatever its on-hand count (a sold-out one then reads 'Out of Stock'). Null for an unknown stock.
 */
export function stockSelection(sizing: ProductSizing, stockId: number): SizingSelection | null {
  const context = contextOf(sizing);
  const stock = sizing.stockData.find((candidate) => candidate.id === stockId);
  if (!stock) return null;
  const values: Record<number, number> = {};
  for (const dimension of sizing.dimensions) {
    const valueId = valueIn(stock, dimension.id);
    if (valueId !== undefined) values[dimension.id] = valueId;
  }
  const countryOrUnit = unitOfStock(context, stock);
  const chosen = {
    colorId: stock.color,
    values,
    countryOrUnit,
    prediction: null,
    validationRequested: false,
  };
  return normalize(context, chosen);
}

/** Chooses a colour: the options are recomputed and size and width cleared. Unknown colours change nothing. */
export function selectColor(
  sizing: ProductSizing,
  selection: SizingSelection,
  colorId: number,
): SizingSelection {
  const context = contextOf(sizing);
  if (colorId === selection.colorId || !context.colorIds.includes(colorId)) return selection;
  return normalize(context, { ...selection, colorId, values: withoutFinal(context, selection.values) });
}

/** Chooses a size type (country/unit): the options are recomputed and size and width cleared. */
export function selectCountryOrUnit(
  sizing: ProductSizing,
  selection: SizingSelection,
  countryOrUnit: string,
): SizingSelection {
  const context = contextOf(sizing);
  const offered = unitOptions(context, selection.colorId).includes(countryOrUnit);
  if (!offered || countryOrUnit === selection.countryOrUnit) return selection;
  return normalize(context, { ...selection, countryOrUnit, values: withoutFinal(context, selection.values) });
}

/**
 * Chooses a value of a dimension. A constraint (age group, gender, shoe type, size range) recomputes
 * the options and clears size and width; a size or width is kept with the other. Values not offered
 * change nothing; an out-of-stock size may be chosen (the button then reads 'Out of Stock').
 */
export function select(
  sizing: ProductSizing,
  selection: SizingSelection,
  dimensionId: number,
  valueId: number,
): SizingSelection {
  const context = contextOf(sizing);
  const dimension = sizing.dimensions.find((candidate) => candidate.id === dimensionId);
  if (!dimension || selection.values[dimensionId] === valueId) return selection;
  if (!offeredIds(context, selection, dimension).includes(valueId)) return selection;
  const isConstraint = context.constraintDimensions.includes(dimension);
  const kept = isConstraint ? withoutFinal(context, selection.values) : selection.values;
  return normalize(context, { ...selection, values: { ...kept, [dimensionId]: valueId } });
}

/** Asks for validation (an add-to-bag attempt): missing choices are flagged from now on. */
export function requestValidation(selection: SizingSelection): SizingSelection {
  return selection.validationRequested ? selection : { ...selection, validationRequested: true };
}

/**
 * Applies a predicted size: chosen when in stock in the current colour (under the current constraints,
 * else under the constraints of an in-stock stock of that size); otherwise marked 'oos', which
 * suppresses the out-of-stock modal.
 */
export function applyPrediction(
  sizing: ProductSizing,
  selection: SizingSelection,
  sizeValueId: number,
): SizingSelection {
  const context = contextOf(sizing);
  const size = context.sizeDimension;
  const oos = { ...selection, prediction: { sizeValueId, status: "oos" as const } };
  if (!size) return oos;
  const { colorId, values, countryOrUnit } = selection;
  const predicted = new Map([[size.id, sizeValueId]]);
  const constraints = criteriaOf(colorId, values, context.constraintDimensions, countryOrUnit);
  const underConstraints = { ...constraints, values: new Map([...constraints.values, ...predicted]) };
  const applied = { sizeValueId, status: "applied" as const };
  if (hasStock(context, underConstraints)) {
    const width = context.finalDimensions.find((dimension) => dimension !== size);
    const widthValue = width ? values[width.id] : undefined;
    const keepWidth =
      width !== undefined &&
      widthValue !== undefined &&
      hasStock(context, {
        ...underConstraints,
        values: new Map([...underConstraints.values, [width.id, widthValue]]),
      });
    const cleared = keepWidth ? values : withoutFinal(context, values);
    return normalize(context, {
      ...selection,
      values: { ...cleared, [size.id]: sizeValueId },
      prediction: applied,
    });
  }
  const stock = stocksMatching(context, { colorId, values: predicted, countryOrUnit: null }).find(
    (s) => s.onHand > 0,
  );
  if (!stock) return oos;
  const adopted: Record<number, number> = { [size.id]: sizeValueId };
  for (const dimension of context.constraintDimensions) {
    const valueId = valueIn(stock, dimension.id);
    if (valueId !== undefined) adopted[dimension.id] = valueId;
  }
  const unit = unitOfStock(context, stock);
  return normalize(context, { ...selection, values: adopted, countryOrUnit: unit, prediction: applied });
}
