/** The image views of spec 1 ("Product detail buy area"), in display order. */
export const IMAGE_VIEWS = ["MAIN", "PAIR", "TOP", "BOTTOM", "LEFT", "BACK", "RIGHT", "FRONT"] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

export const SHOE_SILHOUETTES = [
  "sneaker",
  "boot",
  "sandal",
  "heel",
  "flat",
  "loafer",
  "slipper",
  "oxford",
  "clog",
] as const;
export const CLOTHING_SILHOUETTES = [
  "tshirt",
  "sweater",
  "dress",
  "skirt",
  "pants",
  "shorts",
  "jacket",
] as const;
export const ACCESSORY_SILHOUETTES = ["hat", "socks", "belt", "sunglasses", "watch"] as const;
export const BAG_SILHOUETTES = [
  "backpack",
  "handbag",
  "crossbody",
  "tote",
  "wallet",
  "gift-card",
  "e-gift-card",
] as const;

export type ShoeSilhouette = (typeof SHOE_SILHOUETTES)[number];
export type ClothingSilhouette = (typeof CLOTHING_SILHOUETTES)[number];
export type AccessorySilhouette = (typeof ACCESSORY_SILHOUETTES)[number];
/** Bags, wallets and gift cards: flat objects seen from the front, back, side or top. */
export type BagSilhouette = (typeof BAG_SILHOUETTES)[number];

/** The drawings a product's images can use (products.silhouette). */
export const SILHOUETTES = [
  ...SHOE_SILHOUETTES,
  ...CLOTHING_SILHOUETTES,
  ...ACCESSORY_SILHOUETTES,
  ...BAG_SILHOUETTES,
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return list.some((item) => item === value);
}

/** True for the names of the eight image views. */
export const isImageView = (value: string): value is ImageView => isOneOf(IMAGE_VIEWS, value);
/** True for a known silhouette name. */
export const isSilhouette = (value: string): value is Silhouette => isOneOf(SILHOUETTES, value);
export const isShoeSilhouette = (value: string): value is ShoeSilhouette => isOneOf(SHOE_SILHOUETTES, value);
export const isClothingSilhouette = (value: string): value is ClothingSilhouette =>
  isOneOf(CLOTHING_SILHOUETTES, value);
export const isAccessorySilhouette = (value: string): value is AccessorySilhouette =>
  isOneOf(ACCESSORY_SILHOUETTES, value);

const ACCESSORY_VIEWS: Record<AccessorySilhouette, ImageView[]> = {
  hat: ["MAIN", "TOP", "LEFT"],
  socks: ["MAIN", "PAIR"],
  belt: ["MAIN", "BACK"],
  sunglasses: ["MAIN", "TOP", "LEFT"],
  watch: ["MAIN", "LEFT", "BACK"],
};

/** The views a style of this silhouette is photographed in: shoes all eight, others fewer. */
export function imageViewsFor(silhouette: Silhouette): ImageView[] {
  if (isShoeSilhouette(silhouette)) return [...IMAGE_VIEWS];
  if (isClothingSilhouette(silhouette)) return ["MAIN", "BACK"];
  if (isAccessorySilhouette(silhouette)) return [...ACCESSORY_VIEWS[silhouette]];
  if (silhouette === "gift-card" || silhouette === "e-gift-card") return ["MAIN"];
  return ["MAIN", "TOP", "LEFT", "BACK"];
}

/** The size of a product page's large images: landscape for shoes, portrait for everything else. */
export function productImageSize(silhouette: string): "productLandscape" | "product" {
  return isShoeSilhouette(silhouette) ? "productLandscape" : "product";
}
