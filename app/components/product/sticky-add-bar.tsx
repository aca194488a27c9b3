import { type RefObject, useEffect, useState } from "react";
import type { SizingView } from "../../../modules/sizing/index.ts";
import { ADD_TO_BAG_FORM_ID, addButtonState, type OutOfStockOptions } from "./buy-area.tsx";

/** A bar with the add button that appears once the main add button has scrolled off the top of the screen. */
export function StickyAddBar(props: {
  watched: RefObject<HTMLButtonElement | null>;
  name: string;
  price: string;
  view: SizingView;
  outOfStock: OutOfStockOptions;
}) {
  const { watched, name, price, view, outOfStock } = props;
  const button = addButtonState(view, outOfStock);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = watched.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    // The root reaches far below the screen, so the button leaves it only by going off the top,
    // and a jump (End key, scrollTo) from below the screen to above it still crosses the edge.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setVisible(!entry.isIntersecting);
      },
      { rootMargin: "0px 0px 100000px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watched]);
  if (!visible) return null;
  return (
    <section className="sticky-add-bar" aria-label="Add to bag bar">
      <p>
        <span className="sticky-name">{name}</span> <span className="sticky-price">{price}</span>
      </p>
      <button type="submit" form={ADD_TO_BAG_FORM_ID} disabled={button.disabled}>
        {button.text}
      </button>
    </section>
  );
}
