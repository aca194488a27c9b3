export type { RecoWidget, Sim } from "./types.ts";
export {
  DEFAULT_LIMIT,
  DEFAULT_TITLE,
  isWidgetName,
  MAX_LIMIT,
  MAX_WIDGETS,
  parseWidgets,
  type RecoSeed,
  recoSeed,
  SIMILAR_STYLES_LIMIT,
  WIDGET_NAMES,
  WIDGETS,
  type WidgetDefinition,
  type WidgetName,
  widgetLimit,
  withRef,
} from "./widgets.ts";
