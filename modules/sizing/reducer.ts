import {
  applyPrediction,
  initialSelection,
  requestValidation,
  select,
  selectColor,
  selectCountryOrUnit,
} from "./selection.ts";
import type { ProductSizing, SizingSelection } from "./types.ts";

/** What a buy area can do to its sizing selection. */
export type SizingAction =
  | { type: "load"; colorId: number; prediction?: number }
  | { type: "selectColor"; colorId: number }
  | { type: "select"; dimensionId: number; valueId: number }
  | { type: "selectCountryOrUnit"; countryOrUnit: string }
  | { type: "applyPrediction"; sizeValueId: number }
  | { type: "requestValidation" };

/** The next selection after an action; a reducer for React's useReducer once bound to the product's sizing. */
export function reduceSizing(
  sizing: ProductSizing,
  selection: SizingSelection,
  action: SizingAction,
): SizingSelection {
  switch (action.type) {
    case "load":
      return initialSelection(sizing, action.colorId, action.prediction);
    case "selectColor":
      return selectColor(sizing, selection, action.colorId);
    case "select":
      return select(sizing, selection, action.dimensionId, action.valueId);
    case "selectCountryOrUnit":
      return selectCountryOrUnit(sizing, selection, action.countryOrUnit);
    case "applyPrediction":
      return applyPrediction(sizing, selection, action.sizeValueId);
    case "requestValidation":
      return requestValidation(selection);
  }
}
