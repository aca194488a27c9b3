import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { toRelatedStyle } from "../../../modules/search/index.ts";
import { CardPrice } from "./card-price.tsx";
import { type CardStyle, heartItemName, heartLabel, imageAlt, relatedCardStyle } from "./card-rules.ts";

/*
 * A static card: ProductCard's markup written by the server and kept as it is in the browser (a
 * results grid of 100 cards hydrates none of them). What ProductCard does with React state, these
 * functions do to the card's elements, from what the markup carries: the hover image from its
 * media's data-hover-src, a swatch's style from its data attributes, a heart's state from the
 * favorites. The grid's listeners (use-static-card-grid.ts) call them.
 */

const CARD = "article.product-card";
const HOVER_IMAGE = "product-card-hover-image";

/** The card an element of a grid belongs to. */
export function cardOf(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>(CARD);
}

function text(card: Element, selector: string): string {
  return card.querySelector(selector)?.textContent ?? "";
}

/** The brand and product name the card shows: its image's text and its heart's name are made of them. */
function names(card: Element) {
  return { brandName: text(card, ".product-card-brand"), productName: text(card, ".product-card-name") };
}

/** Shows the card's hover image (the PAIR view), when its style has one; requested only now. */
export function showHoverImage(card: Element): void {
  const media = card.querySelector<HTMLElement>(".product-card-media");
  const src = media?.dataset.hoverSrc;
  if (!media || !src || media.querySelector(`.${HOVER_IMAGE}`)) return;
  const main = media.querySelector("img");
  const image = document.createElement("img");
  image.className = `product-card-image ${HOVER_IMAGE}`;
  image.setAttribute("src", src);
  image.setAttribute("alt", "");
  image.setAttribute("width", main?.getAttribute("width") ?? "");
  image.setAttribute("height", main?.getAttribute("height") ?? "");
  image.setAttribute("decoding", "async");
  media.append(image);
}

export function hideHoverImage(card: Element): void {
  card.querySelector(`.${HOVER_IMAGE}`)?.remove();
}

function whole(value: string | undefined): number | null {
  const number = Number(value);
  return value !== undefined && value !== "" && Number.isSafeInteger(number) ? number : null;
}

/** The style a swatch offers, rebuilt from its attributes and its form's, as the search engine builds it. */
export function swatchStyle(swatch: HTMLButtonElement): CardStyle | null {
  const product = swatch.form?.dataset;
  const data = swatch.dataset;
  const productId = whole(product?.productId);
  const styleId = whole(data.styleId);
  const colorId = whole(data.colorId);
  const priceCents = whole(data.price);
  const msrpCents = whole(data.msrp);
  if (productId === null || styleId === null || colorId === null || priceCents === null || msrpCents === null)
    return null;
  return relatedCardStyle(
    toRelatedStyle({
      productId,
      styleId,
      colorId,
      color: swatch.getAttribute("aria-label") ?? "",
      seoName: product?.seoName ?? "",
      priceCents,
      msrpCents,
      hasPairImage: data.pair !== undefined,
    }),
  );
}

/** The price element of a style: CardPrice, rendered once in the browser. */
function priceElement(style: CardStyle): Element | null {
  const container = document.createElement("span");
  const root = createRoot(container);
  flushSync(() => root.render(<CardPrice style={style} />));
  const element = container.firstElementChild?.cloneNode(true) as Element | undefined;
  root.unmount();
  return element ?? null;
}

/** Switches the card to a style (its swatch was chosen): link, image, colour, price, heart and swatches. */
export function showStyle(card: Element, style: CardStyle): void {
  hideHoverImage(card);
  card.querySelector("a.product-card-link")?.setAttribute("href", style.productUrl);
  const media = card.querySelector<HTMLElement>(".product-card-media");
  if (media) {
    if (style.hoverImage) media.dataset.hoverSrc = style.hoverImage;
    else delete media.dataset.hoverSrc;
  }
  const image = card.querySelector("img.product-card-image");
  image?.setAttribute("src", style.mainImage);
  image?.setAttribute("alt", imageAlt(names(card), style.color));
  const color = card.querySelector(".product-card-color");
  if (color) color.textContent = style.color;
  const price = priceElement(style);
  if (price) card.querySelector(".product-card-price")?.replaceWith(price);
  const itemId = card.querySelector<HTMLInputElement>('.product-card-heart-form input[name="itemId"]');
  if (itemId) itemId.value = String(style.styleId);
  const swatches = card.querySelector<HTMLFormElement>(".product-card-swatches-form");
  swatches?.setAttribute("action", style.productUrl);
  for (const swatch of card.querySelectorAll<HTMLButtonElement>("button.product-card-swatch")) {
    swatch.setAttribute("aria-pressed", String(swatch.dataset.styleId === String(style.styleId)));
  }
}

/** The style a card's heart keeps (its form's itemId). */
export function heartStyleId(heart: HTMLButtonElement): number | null {
  const itemId = heart.form?.elements.namedItem("itemId");
  return itemId instanceof HTMLInputElement ? whole(itemId.value) : null;
}

/** Shows each heart of the cards in `root` hearted or not: its state, its name and its form's intent. */
export function showHearts(root: Element, isHearted: (styleId: number) => boolean): void {
  for (const heart of root.querySelectorAll<HTMLButtonElement>("button.product-card-heart")) {
    const styleId = heartStyleId(heart);
    const card = cardOf(heart);
    if (styleId === null || !card) continue;
    const hearted = isHearted(styleId);
    heart.dataset.hearted = String(hearted);
    heart.setAttribute("aria-label", heartLabel(heartItemName(names(card)), hearted));
    const intent = heart.form?.elements.namedItem("intent");
    if (intent instanceof HTMLInputElement) intent.value = hearted ? "remove" : "add";
  }
}
