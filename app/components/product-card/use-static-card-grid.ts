import { type FocusEvent, type MouseEvent, useEffect, useRef } from "react";
import { useFavorites } from "../../lib/favorites/favorites-context.tsx";
import { HOVER_IMAGE_DELAY_MS, SWATCH_CHOOSER_DEBOUNCE_MS } from "./card-rules.ts";
import {
  cardOf,
  heartStyleId,
  hideHoverImage,
  showHearts,
  showHoverImage,
  showStyle,
  swatchStyle,
} from "./static-card.tsx";

const LINK = "a.product-card-link";
const SWATCH = "button.product-card-swatch";
const HEART = "button.product-card-heart";

/** The element matching `selector` that an event's target is in, inside the grid. */
function closestIn(grid: Element, target: EventTarget | null, selector: string): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const found = target.closest<HTMLElement>(selector);
  return found && grid.contains(found) ? found : null;
}

/** Whether a pointer move from `related` into (or out of) `element` crosses its edge (not a move inside it). */
function crosses(element: Element, related: EventTarget | null): boolean {
  return !(related instanceof Node && element.contains(related));
}

/**
 * The listeners of a grid of static cards (static-card.tsx), on the grid's element: they do what
 * ProductCard does per card, for every card of the grid. The hover image shows after the pointer
 * rests HOVER_IMAGE_DELAY_MS on a card's link (at once when it has focus); a swatch switches the
 * card to its style when clicked, or when the pointer rests on it SWATCH_CHOOSER_DEBOUNCE_MS; a
 * heart toggles through the favorites (without them, its form posts). Each heart shows the
 * visitor's favorites whenever they or the grid's markup change.
 */
export function useStaticCardGrid<T extends HTMLElement>(markup: string) {
  const ref = useRef<T>(null);
  const favorites = useFavorites();
  // Read when a swatch's timer fires, not when the pointer arrived: the hearts may have loaded since.
  const currentFavorites = useRef(favorites);
  currentFavorites.current = favorites;
  const isHearted = (styleId: number) => currentFavorites.current?.isHearted(styleId) ?? false;
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const swatchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(hoverTimer.current);
      clearTimeout(swatchTimer.current);
    },
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: new markup is new hearts to show
  useEffect(() => {
    if (ref.current) showHearts(ref.current, isHearted);
  }, [markup, favorites]);

  const choose = (swatch: HTMLElement) => {
    clearTimeout(swatchTimer.current);
    const card = cardOf(swatch);
    const style = swatch instanceof HTMLButtonElement ? swatchStyle(swatch) : null;
    if (!card || !style || swatch.getAttribute("aria-pressed") === "true") return;
    showStyle(card, style);
    showHearts(card, isHearted);
  };

  /** A card link gaining or losing focus shows or hides its hover image at once. */
  const focusHover = (event: FocusEvent<T>, apply: (card: Element) => void) => {
    const link = closestIn(event.currentTarget, event.target, LINK);
    const card = link && cardOf(link);
    if (!card) return;
    clearTimeout(hoverTimer.current);
    apply(card);
  };

  const handlers = {
    onClick(event: MouseEvent<T>) {
      const grid = event.currentTarget;
      const swatch = closestIn(grid, event.target, SWATCH);
      if (swatch) {
        event.preventDefault();
        choose(swatch);
        return;
      }
      const heart = closestIn(grid, event.target, HEART);
      const styleId = heart instanceof HTMLButtonElement ? heartStyleId(heart) : null;
      if (!favorites || styleId === null) return;
      event.preventDefault();
      favorites.toggle(styleId);
    },
    onMouseOver(event: MouseEvent<T>) {
      const grid = event.currentTarget;
      const link = closestIn(grid, event.target, LINK);
      if (link && crosses(link, event.relatedTarget)) {
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(() => {
          const card = cardOf(link);
          if (card) showHoverImage(card);
        }, HOVER_IMAGE_DELAY_MS);
      }
      const swatch = closestIn(grid, event.target, SWATCH);
      if (swatch && crosses(swatch, event.relatedTarget)) {
        clearTimeout(swatchTimer.current);
        swatchTimer.current = setTimeout(() => choose(swatch), SWATCH_CHOOSER_DEBOUNCE_MS);
      }
    },
    onMouseOut(event: MouseEvent<T>) {
      const grid = event.currentTarget;
      const link = closestIn(grid, event.target, LINK);
      if (link && crosses(link, event.relatedTarget)) {
        clearTimeout(hoverTimer.current);
        const card = cardOf(link);
        if (card) hideHoverImage(card);
      }
      const swatch = closestIn(grid, event.target, SWATCH);
      if (swatch && crosses(swatch, event.relatedTarget)) clearTimeout(swatchTimer.current);
    },
    onFocus(event: FocusEvent<T>) {
      focusHover(event, showHoverImage);
    },
    onBlur(event: FocusEvent<T>) {
      focusHover(event, hideHoverImage);
    },
  };
  return { ref, handlers };
}
