import { memo, useState } from "react";
import type { ProductCard as ProductCardData } from "../../../modules/search/index.ts";
import { PlainLink } from "../layout/plain-link.tsx";
import { CardImage } from "./card-image.tsx";
import { CardPrice, CardRating } from "./card-price.tsx";
import {
  HOVER_IMAGE_DELAY_MS,
  hasSwatches,
  heartItemName,
  imageAlt,
  seoNameOf,
  showsGender,
  showsRating,
  styleToShow,
} from "./card-rules.ts";
import { CardSwatches } from "./card-swatches.tsx";
import { HeartButton, type HeartTarget } from "./heart-button.tsx";
import { useDelayedHover } from "./use-delayed-hover.ts";

export interface ProductCardProps {
  card: ProductCardData;
  /** Above the fold (the first row): the image loads at once instead of lazily. */
  priority?: boolean;
  /** Called by the heart instead of going to sign-in (when JavaScript runs). */
  onHeart?: (target: HeartTarget) => void;
  /** A sponsored product (an advertisement): labelled 'Sponsored'. */
  sponsored?: boolean;
}

/**
 * A product card (spec 1, "Product card"): one link to the product around the image and the
 * words, with the heart and the colour swatches beside it (never inside). Its schema.org Product
 * is an item of the list's structured data (CardListStructuredData). Choosing a swatch switches
 * image, price and link to that style.
 */
export const ProductCard = memo(function ProductCard({
  card,
  priority = false,
  onHeart,
  sponsored = false,
}: ProductCardProps) {
  const [styleId, setStyleId] = useState(card.styleId);
  const hover = useDelayedHover(HOVER_IMAGE_DELAY_MS);
  const style = styleToShow(card, styleId);
  return (
    // Its impressions and clicks go to /martypixel (the one tracker, app/lib/telemetry).
    <article className="product-card" data-track="card" data-track-id={`${card.productId}-${card.styleId}`}>
      <PlainLink
        to={style.productUrl}
        className="product-card-link"
        onMouseEnter={hover.start}
        onMouseLeave={hover.stop}
        onFocus={hover.now}
        onBlur={hover.stop}
      >
        <CardImage
          src={style.mainImage}
          hoverSrc={style.hoverImage}
          alt={imageAlt(card, style.color)}
          hovering={hover.active}
          priority={priority}
        />
        <span className="product-card-details">
          {/* Inside the link, so that its accessible name says it too. */}
          {sponsored && <span className="product-card-sponsored">Sponsored</span>}
          <span className="product-card-brand">{card.brandName}</span>
          <span className="product-card-name">{card.productName}</span>
          {showsGender(card) && <span className="product-card-gender">{card.gender}</span>}
          <span className="product-card-color">{style.color}</span>
          <CardPrice style={style} />
          {showsRating(card) && (
            <CardRating roundedRating={card.reviews.roundedRating} ratingCount={card.reviews.ratingCount} />
          )}
          {card.badges.length > 0 && (
            <span className="product-card-badges">
              {card.badges.map((badge) => (
                <span key={badge.bid} className="product-card-badge">
                  {badge.text}
                </span>
              ))}
            </span>
          )}
        </span>
      </PlainLink>
      <HeartButton
        target={{ productId: card.productId, styleId: style.styleId, colorId: style.colorId }}
        itemName={heartItemName(card)}
        onHeart={onHeart}
      />
      {hasSwatches(card) && (
        <CardSwatches
          productId={card.productId}
          seoName={seoNameOf(card.productSeoUrl)}
          styles={card.relatedStyles}
          chosenStyleId={style.styleId}
          onChoose={setStyleId}
        />
      )}
    </article>
  );
});
