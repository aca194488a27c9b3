import { type CardStyle, isOnSale, ratingLabel, saleLabel } from "./card-rules.ts";

/**
 * The price: on sale, the price, the struck-through MSRP and the percent off, read out as one
 * label ('On sale for $50.00. MSRP $100.00. 50% off'); otherwise the price alone.
 */
export function CardPrice({ style }: { style: CardStyle }) {
  if (!isOnSale(style)) {
    return <span className="product-card-price">{style.price.formatted}</span>;
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of inline text, not a form's fieldset
    <span className="product-card-price product-card-price-sale" role="group" aria-label={saleLabel(style)}>
      <span aria-hidden="true">
        <span className="product-card-price-now">{style.price.formatted}</span>{" "}
        <s className="product-card-msrp">{style.msrp.formatted}</s>{" "}
        <span className="product-card-percent-off">{style.percentOff}% off</span>
      </span>
    </span>
  );
}

/** Stars ('{n} out of 5 stars') and the number of ratings; the caller shows it only above 0. */
export function CardRating({ roundedRating, ratingCount }: { roundedRating: number; ratingCount: number }) {
  const filled = Math.max(0, Math.min(100, (roundedRating / 5) * 100));
  return (
    <span className="product-card-rating">
      <span className="product-card-stars" role="img" aria-label={ratingLabel(roundedRating)}>
        <span className="product-card-stars-filled" style={{ width: `${filled}%` }} />
      </span>
      {ratingCount > 0 && (
        <span className="product-card-rating-count">
          ({ratingCount}
          <span className="layout-visually-hidden">{ratingCount === 1 ? " rating" : " ratings"}</span>)
        </span>
      )}
    </span>
  );
}
