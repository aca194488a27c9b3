import { useEffect, useRef } from "react";
import type { RelatedStyle } from "../../../modules/search/index.ts";
import { SWATCH_CHOOSER_DEBOUNCE_MS } from "./card-rules.ts";

/** Swatch image size in CSS pixels (spec 1: 34 px swatches, 42 px apart). */
const SWATCH_SIZE = 34;

export interface CardSwatchesProps {
  /** The card's product (its id and seo name): with a swatch's attributes, what a static card's swatch rebuilds its style from. */
  productId: number;
  seoName: string;
  styles: RelatedStyle[];
  chosenStyleId: number;
  onChoose(styleId: number): void;
}

/**
 * Colour swatches of a card, buttons of one GET form. With JavaScript each switches the card to its
 * style, on click or after the pointer rests on it SWATCH_CHOOSER_DEBOUNCE_MS; without JavaScript
 * each goes to its style's product page (its formaction). The same markup before and after
 * hydration: nothing of 100 cards is rebuilt when JavaScript starts. Each swatch also carries its
 * style's ids and prices (data attributes): a card of a static grid (static-card.ts) switches to
 * its style from them, with no card data in the page.
 */
export function CardSwatches({ productId, seoName, styles, chosenStyleId, onChoose }: CardSwatchesProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = () => clearTimeout(timer.current);
  const choose = (styleId: number) => {
    cancel();
    if (styleId !== chosenStyleId) onChoose(styleId);
  };
  const chosenUrl = styles.find((style) => style.styleId === chosenStyleId)?.productUrl;
  return (
    <form
      method="get"
      action={chosenUrl}
      className="product-card-swatches-form"
      data-product-id={productId}
      data-seo-name={seoName}
    >
      <ul className="product-card-swatches" aria-label="Colors">
        {styles.map((style) => (
          <li key={style.styleId} className="product-card-swatch-item">
            <button
              type="submit"
              formAction={style.productUrl}
              className="product-card-swatch"
              aria-label={style.color}
              aria-pressed={style.styleId === chosenStyleId}
              data-style-id={style.styleId}
              data-color-id={style.colorId}
              data-price={style.price.cents}
              data-msrp={style.msrp.cents}
              data-pair={style.imageMap.PAIR === undefined ? undefined : ""}
              onClick={(event) => {
                event.preventDefault();
                choose(style.styleId);
              }}
              onMouseEnter={() => {
                cancel();
                timer.current = setTimeout(() => choose(style.styleId), SWATCH_CHOOSER_DEBOUNCE_MS);
              }}
              onMouseLeave={cancel}
            >
              <img
                src={style.swatchUrl}
                alt=""
                width={SWATCH_SIZE}
                height={SWATCH_SIZE}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}
