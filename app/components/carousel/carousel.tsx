import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import {
  clampIndex,
  type Gesture,
  moveGesture,
  pageCount,
  pageForKey,
  perPageFor,
  RESIZE_DEBOUNCE_MS,
  releaseGesture,
  rotate,
  showsArrows,
  startGesture,
} from "./carousel-rules.ts";

export interface CarouselItem {
  key: string | number;
  node: ReactNode;
}

export interface CarouselProps {
  /** The heading, and the carousel's accessible name. */
  title: string;
  items: readonly CarouselItem[];
  /** Milliseconds between pages of auto-rotation (AUTO_ROTATE_MS is the spec's); none when absent. */
  autoRotateMs?: number;
  className?: string;
}

/** The carousel's width in pixels, measured again (debounced) when the window resizes. */
function useWidth(element: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setWidth(element.current?.getBoundingClientRect().width ?? 0);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [element]);
  return width;
}

/**
 * A paged row of cards (spec 1 section 4 "Carousel", WAI-ARIA carousel pattern): Previous and Next
 * buttons when there is more than one page, arrow keys, Home and End, swipes, and optional
 * auto-rotation that wraps, pauses while the pointer or focus is on it, and can be stopped. Cards
 * of other pages are inert. Without JavaScript it is a row that scrolls sideways.
 */
export function Carousel({ title, items, autoRotateMs, className }: CarouselProps) {
  const hydrated = useHydrated();
  const id = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const perPage = perPageFor(useWidth(viewport));
  const pages = pageCount(items.length, perPage);
  const [requested, setIndex] = useState(0);
  const index = clampIndex(requested, pages);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const [drag, setDrag] = useState(0);
  const rotates = Boolean(autoRotateMs) && hydrated && pages > 1;
  const rotating = rotates && !stopped && !hovered && !focused;

  // Each page shown (by rotation or by hand) waits the full time before the next.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex(rotate(index, pages)), autoRotateMs);
    return () => clearTimeout(timer);
  }, [rotating, autoRotateMs, pages, index]);

  const go = (page: number) => setIndex(clampIndex(page, pages));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const page = pageForKey(event.key, index, pages);
    if (page === null || !hydrated) return;
    event.preventDefault();
    go(page);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== "mouse") gesture.current = startGesture(event.clientX, event.clientY);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!gesture.current) return;
    gesture.current = moveGesture(gesture.current, event.clientX, event.clientY);
    if (gesture.current.axis === "x") setDrag(event.clientX - gesture.current.startX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (gesture.current) go(index + releaseGesture(gesture.current, event.clientX));
    gesture.current = null;
    setDrag(0);
  };

  const titleId = `${id}-title`;
  const trackId = `${id}-track`;
  const paged = hydrated && items.length > 0;
  return (
    <section
      className={`carousel${paged ? " is-paged" : ""}${className ? ` ${className}` : ""}`}
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel-header">
        <h2 id={titleId} className="carousel-title">
          {title}
        </h2>
        {paged && showsArrows(pages) && (
          <div className="carousel-controls">
            {rotates && (
              <button type="button" className="carousel-rotation" onClick={() => setStopped(!stopped)}>
                {stopped ? "Start automatic rotation" : "Stop automatic rotation"}
              </button>
            )}
            <button
              type="button"
              className="carousel-arrow"
              aria-label="Previous page"
              aria-controls={trackId}
              aria-disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="carousel-arrow"
              aria-label="Next page"
              aria-controls={trackId}
              aria-disabled={index === pages - 1}
              onClick={() => go(index + 1)}
            >
              ›
            </button>
          </div>
        )}
      </div>
      {paged && showsArrows(pages) && (
        <p className="layout-visually-hidden" aria-live={rotating ? "off" : "polite"} aria-atomic="true">
          Page {index + 1} of {pages}
        </p>
      )}
      <div
        ref={viewport}
        className="carousel-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div
          id={trackId}
          className="carousel-track"
          style={
            paged
              ? {
                  ["--per-page" as string]: perPage,
                  transform: `translateX(calc(${-index * 100}% + ${drag}px))`,
                  transition: drag ? "none" : undefined,
                }
              : undefined
          }
        >
          {items.map((item, position) => {
            const onPage = !paged || Math.floor(position / perPage) === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group, not a form fieldset
              <div
                key={item.key}
                className="carousel-item"
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${items.length}`}
                inert={!onPage}
              >
                {item.node}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
