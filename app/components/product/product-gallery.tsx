import { type MouseEvent, useState } from "react";
import { preload } from "react-dom";
import type { ProductStyle } from "../../../modules/catalog/index.ts";
import { imageSizeOf } from "../../lib/product/product-page-data.ts";

const VIEW_NAMES: Record<string, string> = {
  MAIN: "Main",
  PAIR: "Pair",
  TOP: "Top",
  BOTTOM: "Bottom",
  LEFT: "Left",
  BACK: "Back",
  RIGHT: "Right",
  FRONT: "Front",
};

/** Spec 1 section 9: zoom 1.5x. */
const ZOOM = 1.5;

/** Where the pointer is over the image, as the zoom's origin ('40% 60%'). */
function originOf(event: MouseEvent<HTMLElement>): string {
  // A click from the keyboard has no pointer position: zoom into the centre.
  if (event.detail === 0 && event.type === "click") return "50% 50%";
  const box = event.currentTarget.getBoundingClientRect();
  const x = ((event.clientX - box.left) / box.width) * 100;
  const y = ((event.clientY - box.top) / box.height) * 100;
  return `${x.toFixed(1)}% ${y.toFixed(1)}%`;
}

/** The selected style's main image (the page's largest paint: eager, sized, high priority) and its view thumbnails. */
export function ProductGallery({ style, alt }: { style: ProductStyle; alt: string }) {
  const [chosenView, setChosenView] = useState("MAIN");
  const [zoomOrigin, setZoomOrigin] = useState<string | null>(null);
  const image = style.images.find((candidate) => candidate.type === chosenView) ?? style.images[0];
  if (!image) return null;
  const size = imageSizeOf(image.url);
  // The largest paint: React puts this preload in the document head, before the stylesheets load.
  preload(image.url, { as: "image", fetchPriority: "high" });
  return (
    <section className="product-gallery" aria-label="Product images">
      <button
        type="button"
        className="product-gallery-zoom"
        title={zoomOrigin ? "Zoom out" : "Zoom in"}
        aria-pressed={zoomOrigin !== null}
        onClick={(event) => setZoomOrigin(zoomOrigin ? null : originOf(event))}
        onMouseMove={(event) => zoomOrigin && setZoomOrigin(originOf(event))}
        onMouseLeave={() => setZoomOrigin(null)}
      >
        <img
          className="product-gallery-main"
          src={image.url}
          alt={`${alt}, ${VIEW_NAMES[image.type] ?? image.type} view`}
          width={size?.width}
          height={size?.height}
          loading="eager"
          style={zoomOrigin ? { transform: `scale(${ZOOM})`, transformOrigin: zoomOrigin } : undefined}
          fetchPriority="high"
        />
      </button>
      {style.images.length > 1 && (
        <ul className="product-gallery-thumbnails" aria-label="Views">
          {style.images.map((thumbnail) => (
            <li key={thumbnail.imageId}>
              <button
                type="button"
                aria-label={`${VIEW_NAMES[thumbnail.type] ?? thumbnail.type} view`}
                aria-pressed={thumbnail.type === image.type}
                onClick={() => setChosenView(thumbnail.type)}
              >
                <img src={thumbnail.thumbnailUrl} alt="" width={110} height={82} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
