/** Core's one price format, still imported from here by orders' and returns' mails (theirs to move). */
export { formatPrice } from "../core/index.ts";
export {
  ASIN_PATTERN,
  MAX_CATALOG_ID,
  PRODUCT_ID_PATTERN,
  PRODUCT_LOAD_MESSAGE,
  parseCatalogId,
  productCodeOf,
} from "./identifiers.ts";
export {
  IMAGE_SIZES,
  IMAGE_VIEWS,
  type ImageSize,
  type ImageSizeName,
  type ImageView,
  imageUrl,
  imageViewsFor,
  isImageSize,
  isImageView,
  isSilhouette,
  renderProductImage,
  renderSwatch,
  SILHOUETTES,
  type Silhouette,
  swatchUrl,
} from "./images.ts";
export { isOnSale, PERCENT_OFF_THRESHOLD, percentOff } from "./money.ts";
export { type BundleOptions, type CategoryLink, NO_STYLES_IN_STOCK, productPath } from "./product-bundle.ts";
export type { ProductBundle, ProductStyle } from "./product-bundle-schema.ts";
export {
  type ProductLine,
  type ProductLineSource,
  productLineOf,
  productLineOfStock,
} from "./product-line.ts";
