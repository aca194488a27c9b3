import accountStyles from "../styles/account.css?url";
import appStyles from "../styles/app.css?url";
import carouselStyles from "../styles/carousel.css?url";
import cartStyles from "../styles/cart.css?url";
import checkoutStyles from "../styles/checkout.css?url";
import contentStyles from "../styles/content.css?url";
// Exchange pages.
import exchangeStyles from "../styles/exchange.css?url";
import favoritesStyles from "../styles/favorites.css?url";
import layoutStyles from "../styles/layout.css?url";
import orderStyles from "../styles/orders.css?url";
import productStyles from "../styles/product.css?url";
import productCardStyles from "../styles/product-card.css?url";
import returnsStyles from "../styles/returns.css?url";
import returnsLabelStyles from "../styles/returns-label.css?url";
import searchStyles from "../styles/search.css?url";

/** The store's style sheets, in cascade order: every page carries them inline (PageStyles). */
export const STYLESHEETS: readonly string[] = [
  appStyles,
  layoutStyles,
  productCardStyles,
  searchStyles,
  productStyles,
  carouselStyles,
  cartStyles,
  favoritesStyles,
  accountStyles,
  checkoutStyles,
  orderStyles,
  returnsStyles,
  returnsLabelStyles,
  // Exchange pages.
  exchangeStyles,
  // Content pages and the header's banners.
  contentStyles,
];
