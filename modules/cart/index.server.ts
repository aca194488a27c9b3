export { cartRoutes } from "./api.server.ts";
export { GiftCardDetailsSchema } from "./api-schemas.ts";
export { bagStockIds } from "./bag-stock-ids.server.ts";
export {
  type CartRead,
  changeCartItems,
  countCartItems,
  EMPTY_CART,
  moveCartItem,
  readCart,
  removeCartItem,
} from "./cart.server.ts";
export { mergeGuestCart } from "./cart-merge.server.ts";
export { type BagLine, bagLines, removeBoughtLines } from "./checkout-lines.server.ts";
export { addEgiftCardToBag, type EgiftCardAdded } from "./egift-card-bag.server.ts";
export { moveCartItemToFavorites } from "./move-to-favorites.server.ts";
