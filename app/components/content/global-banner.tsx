import { useEffect, useId, useState } from "react";
import type { BannerFields } from "../../../modules/content/index.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import { AUTO_ROTATE_MS, rotate } from "../carousel/carousel-rules.ts";
import { Banner } from "./banner.tsx";

/**
 * The header's rotating global banner (spec 1 "Header"), as a WAI-ARIA auto-rotating carousel:
 * one banner at a time, the next every 5000 ms (the carousel's rotation), wrapping; it pauses while
 * the pointer or keyboard focus is on it, and its first control stops and starts it. Every banner
 * takes the same cell, so the bar is as tall as the tallest from the first paint: nothing shifts
 * when it turns. Without JavaScript it shows the first.
 */
export function GlobalBanner({ banners }: { banners: readonly BannerFields[] }) {
  const hydrated = useHydrated();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const rotates = hydrated && count > 1;
  const rotating = rotates && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => rotate(current, count)), AUTO_ROTATE_MS);
    return () => clearTimeout(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const shown = index % count;
  return (
    <section
      className="global-banner"
      aria-roledescription="carousel"
      aria-label="Announcements"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {rotates && (
        <button
          type="button"
          className="global-banner-pause"
          aria-controls={id}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? "Start announcements" : "Stop announcements"}
        </button>
      )}
      <div id={id} className="global-banner-slides" aria-live={rotating ? "off" : "polite"}>
        {banners.map((banner, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group, not a form's fieldset
          <div
            key={banner.creativeID}
            className="global-banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            data-current={i === shown ? "" : undefined}
            aria-hidden={i === shown ? undefined : true}
            inert={i !== shown}
          >
            <Banner banner={banner} />
          </div>
        ))}
      </div>
    </section>
  );
}
