import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  IMAGE_SIZES,
  IMAGE_VIEWS,
  imageUrl,
  imageViewsFor,
  isImageSize,
  parseImageFile,
  renderProductImage,
  renderSwatch,
  SILHOUETTES,
  swatchUrl,
} from "./images.ts";

/** Checks that tags nest and close, and that no element repeats an attribute: enough to catch broken markup. */
function isWellFormed(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name = "", attributes = "", selfClosing] of svg.matchAll(
    /<(\/?)([\w-]+)([^>]*?)(\/?)>/g,
  )) {
    const names = [...attributes.matchAll(/([\w:-]+)="[^"<]*"/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) return false;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name);
  }
  return open.length === 0 && svg.startsWith("<svg ") && svg.endsWith("</svg>");
}

const attribute = (svg: string, name: string) => new RegExp(`^<svg [^>]*\\b${name}="([^"]+)"`).exec(svg)?.[1];

describe("product images", () => {
  it("draws every silhouette in every view as a well-formed SVG of the requested size", () => {
    const sizes = Object.values(IMAGE_SIZES);
    fc.assert(
      fc.property(
        fc.constantFrom(...SILHOUETTES),
        fc.constantFrom(...IMAGE_VIEWS),
        fc.constantFrom(...sizes),
        fc.tuple(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff })),
        (silhouette, view, size, [main, accent]) => {
          const hex = `#${main.toString(16).padStart(6, "0")}`;
          const accentHex = `#${accent.toString(16).padStart(6, "0")}`;
          const svg = renderProductImage({ silhouette, view, hex, accentHex, ...size });
          expect(isWellFormed(svg)).toBe(true);
          expect(attribute(svg, "width")).toBe(String(size.width));
          expect(attribute(svg, "height")).toBe(String(size.height));
          const [, , w = 0, h = 1] = (attribute(svg, "viewBox") ?? "").split(" ").map(Number);
          expect(w / h).toBeCloseTo(size.width / size.height, 2);
          expect(svg).toContain(hex);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("draws each view of a style differently", () => {
    for (const silhouette of SILHOUETTES) {
      const views = imageViewsFor(silhouette);
      const drawn = views.map((view) =>
        renderProductImage({
          silhouette,
          view,
          hex: "#1f4fb4",
          accentHex: "#f7f7f5",
          width: 700,
          height: 525,
        }),
      );
      expect(new Set(drawn).size, silhouette).toBe(views.length);
    }
  });

  it("draws a sneaker differently from a boot, and in the style's colour", () => {
    const sneaker = renderProductImage({
      silhouette: "sneaker",
      view: "MAIN",
      hex: "#c62a2f",
      accentHex: "#ffffff",
      width: 768,
      height: 1024,
    });
    const boot = renderProductImage({
      silhouette: "boot",
      view: "MAIN",
      hex: "#c62a2f",
      accentHex: "#ffffff",
      width: 768,
      height: 1024,
    });
    expect(sneaker).not.toBe(boot);
    expect(sneaker).toContain('fill="#c62a2f"');
  });

  it("never writes a colour that is not a hex into the markup", () => {
    const svg = renderProductImage({
      silhouette: "tote",
      view: "MAIN",
      hex: '"/><script>x</script>',
      accentHex: "red",
      width: 400,
      height: 400,
    });
    expect(svg).not.toContain("<script");
    expect(isWellFormed(svg)).toBe(true);
  });

  it("draws swatches of the requested size in the style's colours", () => {
    const svg = renderSwatch({ hex: "#6b6b35", accentHex: "#b7793f", width: 19, height: 19 });
    expect(isWellFormed(svg)).toBe(true);
    expect(attribute(svg, "width")).toBe("19");
    expect(svg).toContain("#6b6b35");
    expect(svg).toContain("#b7793f");
  });
});

describe("image URLs", () => {
  it("builds /images/styles/{styleId}/{VIEW}-{w}x{h}.svg and swatch-{w}x{h}.svg", () => {
    expect(imageUrl(3000001, "PAIR", "card")).toBe("/images/styles/3000001/PAIR-768x1024.svg");
    expect(imageUrl(42, "TOP", IMAGE_SIZES.topDown)).toBe("/images/styles/42/TOP-204x152.svg");
    expect(swatchUrl(42)).toBe("/images/styles/42/swatch-73x73.svg");
    expect(swatchUrl(42, "swatch")).toBe("/images/styles/42/swatch-19x19.svg");
  });

  it("parses the file names it builds, and only those", () => {
    expect(parseImageFile("MAIN-700x525.svg")).toEqual({
      kind: "view",
      view: "MAIN",
      width: 700,
      height: 525,
    });
    expect(parseImageFile("swatch-19x19.svg")).toEqual({ kind: "swatch", width: 19, height: 19 });
    for (const bad of [
      "MAIN-700x525.png",
      "MAIN.svg",
      "../x-1x1.svg",
      "MAIN-700x525.svg.svg",
      "MAIN-99999x1.svg",
    ]) {
      expect(parseImageFile(bad)).toBeNull();
    }
  });

  it("knows the spec's sizes, inverted product size for shoes included", () => {
    expect(isImageSize(920, 736)).toBe(true);
    expect(isImageSize(736, 920)).toBe(true);
    expect(isImageSize(100, 100)).toBe(false);
    expect(Object.keys(IMAGE_SIZES)).toHaveLength(12);
  });
});
