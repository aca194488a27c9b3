import { toSVG } from "bwip-js/node";

/** What a label barcode may carry: 1 to 40 printable ASCII characters (RMA and tracking numbers). */
const BARCODE_TEXT = /^[\x20-\x7E]{1,40}$/;

/** Code 128 asks for a quiet zone of at least ten modules on each side; at scale 1 a module is one unit. */
const QUIET_ZONE_MODULES = 10;

/** Bar height in millimetres (bwip-js's unit): about a third of an inch, tall enough for a hand scanner. */
const BAR_HEIGHT_MM = 12;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"]/g, (character) => XML_ESCAPES[character] ?? character);
}

/**
 * A Code 128 barcode of `text` as an SVG string for a printed label: bars only (the page prints the
 * number as text beside it), a quiet zone on both sides, a viewBox in modules so CSS sizes it, and
 * role="img" with an aria-label. Throws on text that is not 1 to 40 printable ASCII characters:
 * callers pass numbers they have already validated, so anything else is a programming error.
 */
export function code128Svg(text: string): string {
  if (!BARCODE_TEXT.test(text)) {
    throw new Error("A label barcode takes 1 to 40 printable ASCII characters.");
  }
  const svg = toSVG({
    bcid: "code128",
    text,
    scale: 1,
    height: BAR_HEIGHT_MM,
    paddingwidth: QUIET_ZONE_MODULES,
  });
  if (!svg.startsWith("<svg ")) throw new Error("bwip-js returned something other than an SVG element.");
  const label = escapeAttribute(`Barcode ${text}`);
  return `<svg role="img" aria-label="${label}" ${svg.slice("<svg ".length)}`;
}
