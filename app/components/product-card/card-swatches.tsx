import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { RelatedStyle } from "../../../modules/search/index.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { SWATCH_CHOOSER_DEBOUNCE_MS } from "./card-rules.ts";

/** Swatch image size in CSS pixels (spec 1: 34 px swatches, 42 px apart). */
const SWATCH_SIZE = 34;

export interface CardSwatchesProps {
  styles: RelatedStyle[];
  chosenStyleId: number;
  onChoose(styleId: number): void;
}

/**
 * Colour swatches of a card. Hydrated, each is a button that switches the card to its style, on
 * click or after the pointer rests on it SWATCH_CHOOSER_DEBOUNCE_MS; without JavaScript each is a
 * link to its style's product page.
 */
export function CardSwatches({ styles, chosenStyleId, onChoose }: CardSwatchesProps) {
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = () => clearTimeout(timer.current);
  const choose = (styleId: number) => {
    cancel();
    if (styleId !== chosenStyleId) onChoose(styleId);
  };
  return (
    <ul className="product-card-swatches" aria-label="Colors">
      {styles.map((style) => {
        const chosen = style.styleId === chosenStyleId;
        const image = (
          <img
            src={style.swatchUrl}
            alt=""
            width={SWATCH_SIZE}
            height={SWATCH_SIZE}
            loading="lazy"
            decoding="async"
          />
        );
        return (
          <li key={style.styleId} className="product-card-swatch-item">
            {hydrated ? (
              <button
                type="button"
                className="product-card-swatch"
                aria-label={style.color}
                aria-pressed={chosen}
                onClick={() => choose(style.styleId)}
                onMouseEnter={() => {
                  cancel();
                  timer.current = setTimeout(() => choose(style.styleId), SWATCH_CHOOSER_DEBOUNCE_MS);
                }}
                onMouseLeave={cancel}
              >
                {image}
              </button>
            ) : (
              <Link
                to={style.productUrl}
                className="product-card-swatch"
                aria-label={style.color}
                aria-current={chosen ? "true" : undefined}
                // Only before hydration (then a button): nothing for the router to discover.
                discover="none"
              >
                {image}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
