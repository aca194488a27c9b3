import { IMAGE_SIZES } from "../../../modules/catalog/index.ts";

const { width, height } = IMAGE_SIZES.card;

export interface CardImageProps {
  src: string;
  hoverSrc: string | null;
  alt: string;
  /** Show the hover image (the pointer rested on the card, or the card link has focus). */
  hovering: boolean;
  /** First row: load at once, with high priority; other cards load lazily. */
  priority: boolean;
}

/**
 * The card's image at the card size (768x1024, aspect 3/4), width and height set so nothing shifts
 * as it loads. The hover image (the PAIR view) is only requested once it is to be shown.
 */
export function CardImage({ src, hoverSrc, alt, hovering, priority }: CardImageProps) {
  return (
    <span className="product-card-media" data-hover-src={hoverSrc ?? undefined}>
      <img
        className="product-card-image"
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
      {hovering && hoverSrc && (
        <img
          className="product-card-image product-card-hover-image"
          src={hoverSrc}
          alt=""
          width={width}
          height={height}
          decoding="async"
        />
      )}
    </span>
  );
}
