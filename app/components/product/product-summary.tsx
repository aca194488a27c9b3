import { Link } from "react-router";
import type { ProductBundle, ProductStyle } from "../../../modules/catalog/index.ts";
import { isOnSale, ratingLabel, saleLabel } from "../product-card/card-rules.ts";
import { HeartButton } from "../product-card/heart-button.tsx";

/** The card rules' view of a style's price (they call the MSRP `msrp`). */
const priceOf = (style: ProductStyle) => ({
  onSale: style.onSale,
  percentOff: style.percentOff,
  price: style.price,
  msrp: style.originalPrice,
});

/** Brand, name, price with MSRP and percent off, and the rating linking to the reviews. */
export function ProductSummary(props: { product: ProductBundle; style: ProductStyle; reviewsPath: string }) {
  const { product, style, reviewsPath } = props;
  const price = priceOf(style);
  const rounded = Math.round(product.rating * 10) / 10;
  return (
    <div className="product-summary">
      <h1>
        <span className="product-brand">{product.brandName}</span>{" "}
        <span className="product-name">{product.productName}</span>
      </h1>
      <HeartButton
        target={{ productId: product.productId, styleId: style.styleId, colorId: style.colorId }}
        itemName={`${product.brandName} ${product.productName}`}
        className="product-heart"
      />
      <p className="product-price">
        <span className="layout-visually-hidden">{saleLabel(price)}</span>
        <span aria-hidden="true">
          <span className={isOnSale(price) ? "price sale" : "price"}>{style.price.formatted}</span>
          {isOnSale(price) && (
            <>
              {" "}
              <s className="msrp">MSRP {style.originalPrice.formatted}</s>{" "}
              <span className="percent-off">{style.percentOff}% off</span>
            </>
          )}
        </span>
      </p>
      {product.rating > 0 && (
        <p className="product-rating">
          <span className="stars" role="img" aria-label={ratingLabel(rounded)}>
            <span style={{ width: `${(product.rating / 5) * 100}%` }} />
          </span>{" "}
          <Link to={reviewsPath}>
            {product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"}
          </Link>
        </p>
      )}
    </div>
  );
}
