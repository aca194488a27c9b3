/** A drawing in its own coordinates: the box it fills and the SVG elements that draw it. */
export interface Drawing {
  width: number;
  height: number;
  body: string;
}

/** The colours one image is painted with, derived from a style's main and accent colours. */
export interface Paint {
  main: string;
  dark: string;
  light: string;
  accent: string;
  accentDark: string;
  outline: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The colour if it is a '#rrggbb' hex, else the fallback (colours go into SVG markup unescaped). */
export function safeHex(value: string, fallback: string): string {
  return HEX.test(value) ? value.toLowerCase() : fallback;
}

/** Lightens (amount > 0) or darkens (amount < 0) a '#rrggbb' colour by a fraction between -1 and 1. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const target = amount >= 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The paint of a style: shades of the main colour, the accent, and an outline that shows on both. */
export function makePaint(hex: string, accentHex: string): Paint {
  const main = safeHex(hex, "#8d8f94");
  const accent = safeHex(accentHex, "#f7f7f5");
  const darkMain = luminance(main) < 0.12;
  return {
    main,
    dark: darkMain ? shade(main, 0.18) : shade(main, -0.22),
    light: darkMain ? shade(main, 0.32) : shade(main, 0.3),
    accent,
    accentDark: shade(accent, -0.3),
    outline: darkMain ? "#000000" : shade(main, -0.5),
  };
}

/** A path element; extra attributes are written as given. */
export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** A stroke-only path of the given colour and width, with round ends. */
export function line(d: string, stroke: string, width: number, extra = ""): string {
  return path(
    d,
    "none",
    `stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ""}`,
  );
}

/** An outline stroke attribute string of the paint. */
export function outlined(paint: Paint, width = 3): string {
  return `stroke="${paint.outline}" stroke-width="${width}" stroke-linejoin="round"`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** A soft shadow under an object standing on the ground. */
export function shadow(cx: number, cy: number, rx: number, ry = rx / 9): string {
  return ellipse(cx, cy, rx, ry, "#000000", 'opacity="0.1"');
}

/** The drawing flipped left to right (a shoe pointing the other way, the back of a garment). */
export function mirrored(drawing: Drawing): Drawing {
  return { ...drawing, body: `<g transform="translate(${drawing.width} 0) scale(-1 1)">${drawing.body}</g>` };
}

/** The drawing squeezed horizontally about its centre, as seen from the side. */
export function squeezed(drawing: Drawing, factor: number): Drawing {
  const offset = (drawing.width * (1 - factor)) / 2;
  return { ...drawing, body: `<g transform="translate(${offset} 0) scale(${factor} 1)">${drawing.body}</g>` };
}

/** Two copies of a drawing, the one behind offset, smaller and shaded: a pair. */
export function pairOf(drawing: Drawing, dx: number, dy: number): Drawing {
  const back = `<g transform="translate(${dx} 0) scale(0.92)" opacity="0.85">${drawing.body}</g>`;
  const front = `<g transform="translate(0 ${dy})">${drawing.body}</g>`;
  return { width: drawing.width + dx, height: drawing.height + dy, body: back + front };
}

/** The drawing turned by some degrees about its centre (a three-quarter look). */
export function turned(drawing: Drawing, degrees: number): Drawing {
  const cx = drawing.width / 2;
  const cy = drawing.height / 2;
  return { ...drawing, body: `<g transform="rotate(${degrees} ${cx} ${cy})">${drawing.body}</g>` };
}
