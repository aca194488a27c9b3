import type { ListType } from "./rules.ts";

/** One list as the API and the pages show it (spec 1 section 3, "Heart list"). */
export interface ListSummary {
  listId: string;
  type: ListType;
  name: string;
  /** Set once the list is shared: /favorites/{shareToken} opens it read-only. */
  shareToken: string | null;
  itemCount: number;
  /** ISO date; null for the default list before its first item. */
  createdAt: string | null;
}

/** What a list item shows of its style, read from the catalogue now; null when the style is gone. */
export interface ListProduct {
  styleId: number;
  productId: number;
  colorId: number;
  productName: string;
  brandName: string;
  color: string;
  /** '$89.99'. */
  price: string;
  /** Units on hand across the style: 0 means sold out. */
  onHand: number;
  productUrl: string;
  imageUrl: string;
}

/** One entry of a list: itemId is the style id, subItemId the stock id or null (both digit strings). */
export interface ListEntry {
  itemId: string;
  subItemId: string | null;
  merchantId: string;
  addedAt: string;
  product: ListProduct | null;
}

/** A page of a list's entries, newest first; nextPageToken reads the next page, null after the last. */
export interface ListItemsPage {
  listId: string;
  items: ListEntry[];
  nextPageToken: string | null;
}

/** Where an item sits: one row per list (and sub-item) that holds it. */
export interface ItemOnList {
  itemId: string;
  subItemId: string | null;
  listId: string;
}

/** The outcome of adding or removing: the list's item count after the change. */
export interface ListChange {
  listId: string;
  itemId: string;
  subItemId: string | null;
  itemCount: number;
}
