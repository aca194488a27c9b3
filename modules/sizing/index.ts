/**
 * The sizing engine (spec 1 "Buy area", spec 3 "Sizing on the product page"): pure functions over a
 * product's sizing data and the shopper's selection, shared by the server and the browser.
 */
export { displayLabel, lengthClass, PREFERRED_DEFAULTS, unitLabel } from "./labels.ts";
export { reduceSizing, type SizingAction } from "./reducer.ts";
export {
  applyPrediction,
  initialSelection,
  requestValidation,
  select,
  selectColor,
  selectCountryOrUnit,
  stockSelection,
} from "./selection.ts";
export {
  CONSTRAINT_TYPES,
  type ConstraintType,
  type CountryOrUnitView,
  DIMENSION_TYPES,
  type DimensionKey,
  type DimensionType,
  type DimensionView,
  isDimensionType,
  type LengthClass,
  NO_OPTIONS_MESSAGE,
  type Prediction,
  type ProductSizing,
  type SizingConstraints,
  type SizingDimension,
  type SizingOption,
  type SizingSelection,
  type SizingValue,
  type SizingView,
  type StockDatum,
} from "./types.ts";
export { view } from "./view.ts";
