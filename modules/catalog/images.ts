import { type AccessoryAngle, drawAccessory } from "./image-accessories.ts";
import { type BagAngle, drawBag } from "./image-bags.ts";
import { drawGarment } from "./image-clothing.ts";
import { type Drawing, makePaint, mirrored, type Paint, pairOf, squeezed } from "./image-drawing.ts";
import { drawShoe } from "./image-shoes.ts";
import {
  type ImageView,
  isAccessorySilhouette,
  isClothingSilhouette,
  isShoeSilhouette,
  type Silhouette,
} from "./image-views.ts";

export {
  IMAGE_VIEWS,
  type ImageView,
  imageViewsFor,
  isImageView,
  isSilhouette,
  SILHOUETTES,
  type Silhouette,
} from "./image-views.ts";

export interface ImageSize {
  width: number;
  height: number;
}

/** The image sizes of spec 1, section 9 ("Images"); the image route serves these and no others. */
export const IMAGE_SIZES = {
  card: { width: 768, height: 1024 },
  product: { width: 736, height: 920 },
  productLandscape: { width: 920, height: 736 },
  thumbnail: { width: 110, height: 82 },
  swatch: { width: 19, height: 19 },
  swatchLarge: { width: 73, height: 73 },
  topDown: { width: 204, height: 152 },
  stickyBar: { width: 93, height: 62 },
  outfitThumbnail: { width: 256, height: 256 },
  outfitRecommendation: { width: 400, height: 400 },
  main: { width: 700, height: 525 },
  video: { width: 750, height: 420 },
} as const satisfies Record<string, ImageSize>;
export type ImageSizeName = keyof typeof IMAGE_SIZES;

const BACKGROUND = "#f5f5f3";
const ACCESSORY_ANGLES: Record<ImageView, AccessoryAngle> = {
  MAIN: "front",
  FRONT: "front",
  PAIR: "pair",
  TOP: "top",
  BOTTOM: "top",
  LEFT: "side",
  RIGHT: "side",
  BACK: "back",
};
const BAG_ANGLES: Record<ImageView, BagAngle> = {
  MAIN: "front",
  FRONT: "front",
  PAIR: "front",
  TOP: "top",
  BOTTOM: "top",
  LEFT: "side",
  RIGHT: "side",
  BACK: "back",
};

/** True when width x height is one of IMAGE_SIZES. */
export function isImageSize(width: number, height: number): boolean {
  return Object.values(IMAGE_SIZES).some((size) => size.width === width && size.height === height);
}

function sizeOf(size: ImageSizeName | ImageSize): ImageSize {
  return typeof size === "string" ? IMAGE_SIZES[size] : size;
}

/** URL of a style's image in one view and size: /images/styles/{styleId}/{VIEW}-{w}x{h}.svg. */
export function imageUrl(styleId: number, view: ImageView, size: ImageSizeName | ImageSize): string {
  const { width, height } = sizeOf(size);
  return `/images/styles/${styleId}/${view}-${width}x${height}.svg`;
}

/** URL of a style's colour swatch: /images/styles/{styleId}/swatch-{w}x{h}.svg. */
export function swatchUrl(styleId: number, size: ImageSizeName | ImageSize = "swatchLarge"): string {
  const { width, height } = sizeOf(size);
  return `/images/styles/${styleId}/swatch-${width}x${height}.svg`;
}

/** What an image file name asks for: a view or the swatch, and a size; null when it is not such a name. */
export function parseImageFile(
  file: string,
):
  | { kind: "view"; view: string; width: number; height: number }
  | { kind: "swatch"; width: number; height: number }
  | null {
  const match = /^([A-Za-z]+)-(\d{1,4})x(\d{1,4})\.svg$/.exec(file);
  if (!match) return null;
  const [, name = "", width = "0", height = "0"] = match;
  const size = { width: Number(width), height: Number(height) };
  return name === "swatch" ? { kind: "swatch", ...size } : { kind: "view", view: name, ...size };
}

function draw(silhouette: Silhouette, view: ImageView, paint: Paint): Drawing {
  if (isShoeSilhouette(silhouette)) return drawShoe(silhouette, view, paint);
  if (isClothingSilhouette(silhouette)) {
    if (view === "BACK") return drawGarment(silhouette, "back", paint);
    const front = drawGarment(silhouette, "front", paint);
    if (view === "LEFT" || view === "RIGHT") return squeezed(front, 0.55);
    return view === "PAIR" ? pairOf(front, 60, 20) : front;
  }
  const drawing = isAccessorySilhouette(silhouette)
    ? drawAccessory(silhouette, ACCESSORY_ANGLES[view], paint)
    : drawBag(silhouette, BAG_ANGLES[view], paint);
  return view === "RIGHT" || view === "BOTTOM" ? mirrored(drawing) : drawing;
}

/** Wraps a drawing in an SVG document of the requested size, centred, keeping its aspect, on a light background. */
function toDocument(drawing: Drawing, width: number, height: number, label: string): string {
  const margin = Math.max(drawing.width, drawing.height) * 0.06;
  let boxWidth = drawing.width + margin * 2;
  let boxHeight = drawing.height + margin * 2;
  if (boxWidth / boxHeight < width / height) boxWidth = (boxHeight * width) / height;
  else boxHeight = (boxWidth * height) / width;
  const x = round((drawing.width - boxWidth) / 2);
  const y = round((drawing.height - boxHeight) / 2);
  const [w, h] = [round(boxWidth), round(boxHeight)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${w} ${h}" role="img" aria-label="${label}">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${BACKGROUND}"/>${drawing.body}</svg>`
  );
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export interface ProductImageRequest {
  silhouette: Silhouette;
  hex: string;
  accentHex: string;
  view: ImageView;
  width: number;
  height: number;
}

/** Draws a product in its colours as an SVG document: the silhouette seen from the given view. */
export function renderProductImage(request: ProductImageRequest): string {
  const paint = makePaint(request.hex, request.accentHex);
  const drawing = draw(request.silhouette, request.view, paint);
  return toDocument(
    drawing,
    request.width,
    request.height,
    `${request.silhouette} ${request.view.toLowerCase()} view`,
  );
}

/** A colour swatch: the main colour with a corner of the accent colour, as an SVG document. */
export function renderSwatch(request: {
  hex: string;
  accentHex: string;
  width: number;
  height: number;
}): string {
  const paint = makePaint(request.hex, request.accentHex);
  const { width, height } = request;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="none" role="img" aria-label="colour swatch">` +
    `<rect width="100" height="100" fill="${paint.main}"/><path d="M100 62 L100 100 L62 100 Z" fill="${paint.accent}"/></svg>`
  );
}
