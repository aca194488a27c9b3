import { startTransition, useEffect, useState } from "react";
import { LAYOUT_RESIZE_DEBOUNCE_MS, type LayoutClass, layoutClass } from "./rules.ts";

/**
 * The current layout class from the window width, debounced on resize; 'desktop' during SSR and
 * hydration. It changes in a transition: CSS has already laid the page out for the width, and what
 * follows the class (handlers, a few attributes) is rendered in slices, not in one blocking task.
 */
export function useLayoutClass(): LayoutClass {
  const [layout, setLayout] = useState<LayoutClass>("desktop");
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => startTransition(() => setLayout(layoutClass(window.innerWidth)));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, LAYOUT_RESIZE_DEBOUNCE_MS);
    };
    update();
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return layout;
}
