import { disablesNarrowButtons, displayLabel, lengthClass, unitLabel, unitOf } from "./labels.ts";
import { offeredIds } from "./selection.ts";
import {
  contextOf,
  criteriaOf,
  hasStock,
  keyOf,
  type SizingContext,
  stocksMatching,
  unitOptions,
  valueIn,
} from "./stock-queries.ts";
import {
  type CountryOrUnitView,
  type DimensionView,
  NO_OPTIONS_MESSAGE,
  type ProductSizing,
  type SizingConstraints,
  type SizingDimension,
  type SizingOption,
  type SizingSelection,
  type SizingView,
  type StockDatum,
} from "./types.ts";

/** The age group (constraint value) of the stocks of a size, when the product is sized by age group. */
function ageGroupOfSize(
  context: SizingContext,
  selection: SizingSelection,
  size: SizingDimension,
  id: number,
) {
  const ageGroup = context.constraintDimensions.find((dimension) => dimension.type === "ageGroup");
  if (!ageGroup || size.type !== "size") return null;
  const criteria = { colorId: selection.colorId, values: new Map([[size.id, id]]), countryOrUnit: null };
  const [stock] = stocksMatching(context, criteria);
  const valueId = stock ? valueIn(stock, ageGroup.id) : undefined;
  return valueId === undefined ? null : (context.valueById.get(valueId)?.label ?? null);
}

/** Whether an option is in stock with the other choices: every other constraint, the size type and, for size or width, the other. */
function isAvailable(
  context: SizingContext,
  selection: SizingSelection,
  dimension: SizingDimension,
  id: number,
) {
  const others = context.sizing.dimensions.filter((other) => other !== dimension);
  const isConstraint = context.constraintDimensions.includes(dimension);
  const considered = isConstraint
    ? others.filter((other) => context.constraintDimensions.includes(other))
    : others;
  const criteria = criteriaOf(selection.colorId, selection.values, considered, selection.countryOrUnit);
  return hasStock(context, { ...criteria, values: new Map([...criteria.values, [dimension.id, id]]) });
}

function optionOf(
  context: SizingContext,
  selection: SizingSelection,
  dimension: SizingDimension,
  id: number,
) {
  const value = context.valueById.get(id);
  const constraintValue = value?.label ?? String(id);
  const label = displayLabel(dimension.type, constraintValue);
  const option: SizingOption = {
    id,
    label,
    constraintValue,
    ageGroup: ageGroupOfSize(context, selection, dimension, id),
    countryOrUnit: dimension.type === "size" ? unitOf(value) : null,
    rank: value?.rank ?? Number.MAX_SAFE_INTEGER,
    available: isAvailable(context, selection, dimension, id),
    selected: selection.values[dimension.id] === id,
    lengthClass: lengthClass(label),
  };
  return option;
}

function dimensionView(
  context: SizingContext,
  selection: SizingSelection,
  dimension: SizingDimension,
): DimensionView {
  const options = offeredIds(context, selection, dimension).map((id) =>
    optionOf(context, selection, dimension, id),
  );
  const selectedId = selection.values[dimension.id] ?? null;
  return {
    id: dimension.id,
    key: keyOf(dimension.id),
    name: dimension.name,
    type: dimension.type,
    options,
    selectedId,
    missing: selection.validationRequested && selectedId === null,
    noOptionsMessage: options.length === 0 ? NO_OPTIONS_MESSAGE : null,
    disableNarrowButtons: disablesNarrowButtons(options.map((option) => option.label)),
    resetsSizeAndWidth: context.constraintDimensions.includes(dimension),
  };
}

function countryOrUnitView(context: SizingContext, selection: SizingSelection): CountryOrUnitView | null {
  const units = unitOptions(context, selection.colorId);
  if (units.length < 2) return null;
  const { colorId, values } = selection;
  const constraints = criteriaOf(colorId, values, context.constraintDimensions, null);
  return {
    options: units.map((unit) => ({
      value: unit,
      label: unitLabel(unit),
      available: hasStock(context, { ...constraints, countryOrUnit: unit }),
      selected: unit === selection.countryOrUnit,
    })),
    selected: selection.countryOrUnit,
  };
}

function constraintsOf(context: SizingContext, selection: SizingSelection): SizingConstraints {
  const chosen = (type: SizingDimension["type"]) => {
    const dimension = context.sizing.dimensions.find((candidate) => candidate.type === type);
    const valueId = dimension ? selection.values[dimension.id] : undefined;
    return valueId === undefined ? null : (context.valueById.get(valueId)?.label ?? null);
  };
  return {
    ageGroup: chosen("ageGroup"),
    gender: chosen("gender"),
    shoeType: chosen("singleShoeSide"),
    sizeRange: chosen("sizeRange"),
    countryOrUnit: selection.countryOrUnit,
    sizeDimensionValue: chosen("size"),
  };
}

function matchingStockOf(context: SizingContext, selection: SizingSelection, isComplete: boolean) {
  if (!isComplete) return null;
  const { colorId, values, countryOrUnit } = selection;
  const matching = stocksMatching(
    context,
    criteriaOf(colorId, values, context.sizing.dimensions, countryOrUnit),
  );
  return matching.find((stock) => stock.onHand > 0) ?? matching[0] ?? null;
}

/** What the buy area shows for a selection: dimensions, options, the selected stock and validation flags. */
export function view(sizing: ProductSizing, selection: SizingSelection): SizingView {
  const context = contextOf(sizing);
  const dimensions = sizing.dimensions.map((dimension) => dimensionView(context, selection, dimension));
  const isComplete = dimensions.every((dimension) => dimension.selectedId !== null);
  const matchingStock: StockDatum | null = matchingStockOf(context, selection, isComplete);
  const selectedStock = matchingStock && matchingStock.onHand > 0 ? matchingStock : null;
  const sizeDimension = context.sizeDimension;
  const chosenSize = sizeDimension ? selection.values[sizeDimension.id] : undefined;
  const { prediction } = selection;
  return {
    colorId: selection.colorId,
    colors: context.colorIds.map((colorId) => ({
      colorId,
      available: sizing.stockData.some((stock) => stock.color === colorId && stock.onHand > 0),
    })),
    dimensions,
    countryOrUnit: countryOrUnitView(context, selection),
    constraints: constraintsOf(context, selection),
    isComplete,
    matchingStock,
    selectedStock,
    status: !isComplete ? "incomplete" : selectedStock ? "inStock" : "outOfStock",
    missingDimensionIds: dimensions.filter((dimension) => dimension.missing).map((dimension) => dimension.id),
    prediction,
    suppressOutOfStockModal: prediction?.status === "oos",
    recommendation: !prediction ? "prompt" : chosenSize === prediction.sizeValueId ? "matches" : "ignored",
  };
}
