/**
 * Recommendation widgets (spec 1 section 3 "Recommendations", section 9 limits): their names, titles
 * and default sizes, and how a widget list is read. Pure, shared by the API and the product page.
 */

/** Spec 1 section 3: a recommendation's title when the widget gives none. */
export const DEFAULT_TITLE = "Recommendations For You";
/** Spec 1 section 9: recommendations default limit 5. */
export const DEFAULT_LIMIT = 5;
/** Spec 1 section 9: similar styles limit 10 (also the most /Search/Similarity gives). */
export const SIMILAR_STYLES_LIMIT = 10;
/** The most cards one widget answers. */
export const MAX_LIMIT = 20;
/** The most widgets one request may ask for. */
export const MAX_WIDGETS = 5;

export const WIDGET_NAMES = ["similar-styles", "recommended-for-you"] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export interface WidgetDefinition {
  /** Carousel heading. */
  title: string;
  /** Cards when the request gives no limit. */
  defaultLimit: number;
  /** Cards at most, whatever the request's limit. */
  maxLimit: number;
}

/**
 * similar-styles: the same subcategory and gender, other products, closest in price (needs a product).
 * recommended-for-you: best sellers of the product's category and gender (of the whole store without one).
 */
export const WIDGETS: Record<WidgetName, WidgetDefinition> = {
  "similar-styles": {
    title: "Similar Styles",
    defaultLimit: SIMILAR_STYLES_LIMIT,
    maxLimit: SIMILAR_STYLES_LIMIT,
  },
  "recommended-for-you": { title: DEFAULT_TITLE, defaultLimit: DEFAULT_LIMIT, maxLimit: MAX_LIMIT },
};

export function isWidgetName(value: string): value is WidgetName {
  return WIDGET_NAMES.some((name) => name === value);
}

/** The widget list of a request ('similar-styles,recommended-for-you'): distinct names in order, or the unknown name. */
export function parseWidgets(text: string): { widgets: WidgetName[] } | { unknown: string } {
  const widgets: WidgetName[] = [];
  for (const name of text.split(",").map((item) => item.trim())) {
    if (name === "") continue;
    if (!isWidgetName(name)) return { unknown: name };
    if (!widgets.includes(name)) widgets.push(name);
  }
  return { widgets };
}

/** Cards a widget answers: the request's limit (else the widget's default), never above the widget's most. */
export function widgetLimit(name: WidgetName, requested: number | undefined): number {
  const widget = WIDGETS[name];
  return Math.min(requested ?? widget.defaultLimit, widget.maxLimit);
}

/** What the recommendations are for: a product in one style, with what the widgets filter on. */
export interface RecoSeed {
  productId: number;
  styleId: number;
  /** zc1, e.g. 'Shoes'. */
  productType: string;
  /** The gender facet value ('Women', 'Men', 'Girls', 'Boys'), null when the product has none. */
  gender: string | null;
}

/** The seed of a product bundle in one of its colours (the default style when the colour is not the product's). */
export function recoSeed(
  product: {
    productId: number;
    defaultProductType: string;
    genders: readonly string[];
    styles: readonly { styleId: number; colorId: number }[];
    selected: { styleId: number };
  },
  colorId?: number,
): RecoSeed {
  const style = product.styles.find((candidate) => candidate.colorId === colorId);
  const gender = product.genders[0];
  return {
    productId: product.productId,
    styleId: style?.styleId ?? product.selected.styleId,
    productType: product.defaultProductType,
    gender: gender ? gender.charAt(0).toUpperCase() + gender.slice(1).toLowerCase() : null,
  };
}

/** A product URL that says which widget led to it (spec 1 section 2: /product/{id}?ref={recoName}). */
export function withRef(url: string, recoName: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}ref=${encodeURIComponent(recoName)}`;
}
