export { imageRoutes, productBundleRoutes } from "./api.server.ts";
export { findBrand } from "./brands.server.ts";
export { type FeedStyle, findFeedStyles } from "./feed-styles.server.ts";
export { findStyleArt, type StyleArt } from "./images.server.ts";
export { findLiveProducts, type LiveProduct } from "./live-products.server.ts";
export { getProductBundle, type ProductBundleOptions, type ProductRef } from "./product-bundle.server.ts";
export { findStockItems, type StockItem } from "./stock-items.server.ts";
export { findStyleItems, type StyleItem } from "./style-items.server.ts";
