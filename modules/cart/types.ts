import type { ProductLine } from "../catalog/index.ts";
import type { GiftCardDetails } from "./gift-card-details.ts";
import type { CartType } from "./rules.ts";

/** An amount of money in dollars, as the spec's cart answers carry it (`subtotal.amount`). */
export interface CartMoney {
  amount: number;
  currencyCode: "USD";
}

/** One line of the bag (spec 1 section 3, "Cart item"), priced from the catalogue when read. */
export interface CartItem extends ProductLine {
  /** The product's id: products have no ASIN of their own, their stock items do. */
  parentAsin: string;
  /** 'LEFT' or 'RIGHT' for a single shoe. */
  shoeType: string | null;
  quantity: number;
  /** Price of one unit now, in dollars. */
  price: number;
  msrp: number;
  /** 'Shoes', 'Apparel', 'Accessories', 'Bags' or 'Gift Card'. */
  glProductGroupType: string;
  onHand: number;
  egc: boolean;
  giftCard: boolean;
  /** An e-Gift Card's recipient, sender, message and design (null for other items, or none given yet). */
  gcCustomization: GiftCardDetails | null;
  productUrl: string;
  imageUrl: string;
}

/** The bag (spec 1 section 3, "Cart"). cartCount and activeItemTotalQuantity count units. */
export interface Cart {
  activeItems: CartItem[];
  savedItems: CartItem[];
  activeItemTotalQuantity: number;
  cartCount: number;
  subtotal: CartMoney;
  /** Tax needs the shipping address: until checkout knows it, these equal the subtotal. */
  subtotalWithTax: CartMoney;
  subtotalWithTaxAndDiscounts: CartMoney;
  cartType: CartType;
  /** Rewards transparency: the points the bag would earn. */
  cartRewards: { totalPoints: { points: number } };
}

/** One change to the bag: either id names the stock item. */
export interface CartChange {
  asin?: string;
  stockId?: number;
  /** The quantity to hold (0 removes), or to add when quantityAddition is true. */
  quantity: number;
  quantityAddition?: boolean;
}
