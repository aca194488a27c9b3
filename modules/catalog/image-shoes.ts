import {
  type Drawing,
  ellipse,
  line,
  mirrored,
  outlined,
  type Paint,
  pairOf,
  path,
  rect,
  shadow,
  turned,
} from "./image-drawing.ts";
import { shoeSide } from "./image-shoe-sides.ts";
import type { ImageView, ShoeSilhouette } from "./image-views.ts";

/** How a shoe looks from above, below, the front and the back. */
interface ShoeShape {
  pointed?: boolean;
  /** The foot opening seen from above: centre x, radii. */
  opening?: [number, number, number];
  laces?: boolean;
  heelStem?: boolean;
  open?: "straps" | "mule";
  /** Height of the upper at the heel and of the sole, seen from the front or back. */
  collar: number;
  sole: number;
  tread: "grid" | "lugs" | "plain" | "dots" | "wood";
  soleColour: "accent" | "dark";
}

const SHAPES: Record<ShoeSilhouette, ShoeShape> = {
  sneaker: { opening: [105, 60, 30], laces: true, collar: 80, sole: 30, tread: "grid", soleColour: "accent" },
  boot: { opening: [95, 46, 38], laces: true, collar: 190, sole: 24, tread: "lugs", soleColour: "dark" },
  sandal: { open: "straps", collar: 40, sole: 16, tread: "dots", soleColour: "accent" },
  heel: {
    pointed: true,
    opening: [135, 95, 32],
    heelStem: true,
    collar: 50,
    sole: 6,
    tread: "plain",
    soleColour: "dark",
  },
  flat: { opening: [135, 95, 32], collar: 34, sole: 6, tread: "plain", soleColour: "dark" },
  loafer: { opening: [110, 72, 30], collar: 50, sole: 12, tread: "plain", soleColour: "dark" },
  slipper: { opening: [110, 72, 32], collar: 56, sole: 12, tread: "dots", soleColour: "accent" },
  oxford: { opening: [100, 58, 28], laces: true, collar: 56, sole: 14, tread: "plain", soleColour: "dark" },
  clog: { open: "mule", collar: 64, sole: 34, tread: "wood", soleColour: "accent" },
};

const SOLE_DARK = "#2f2a26";
const ROUND_FOOT =
  "M40 85 C40 48 80 40 140 46 C220 54 300 30 356 44 C392 54 396 116 356 126 C300 140 220 116 140 124 C80 130 40 122 40 85 Z";
const POINTED_FOOT =
  "M40 85 C40 50 80 44 140 50 C220 58 300 52 384 82 C388 85 388 87 384 90 C300 118 220 112 140 120 C80 126 40 120 40 85 Z";

const soleFill = (shape: ShoeShape, paint: Paint) =>
  shape.soleColour === "accent" ? paint.accent : SOLE_DARK;
const scaledAbout = (sx: number, sy: number, body: string) =>
  `<g transform="translate(200 85) scale(${sx} ${sy}) translate(-200 -85)">${body}</g>`;

function top(shape: ShoeShape, paint: Paint): Drawing {
  const foot = shape.pointed ? POINTED_FOOT : ROUND_FOOT;
  let body = scaledAbout(1.03, 1.1, path(foot, soleFill(shape, paint), outlined(paint, 2)));
  if (shape.open === "straps") {
    body += path(foot, paint.accent, outlined(paint, 2));
    body += [70, 180, 290]
      .map((x) => rect(x, 36, 26, 98, paint.main, `rx="8" ${outlined(paint, 2)}`))
      .join("");
  } else if (shape.open === "mule") {
    body += path(foot, paint.accent, outlined(paint, 2));
    body += path(
      "M180 46 C230 52 300 30 356 44 C392 54 396 116 356 126 C300 140 230 118 180 124 C166 100 166 70 180 46 Z",
      paint.main,
      outlined(paint),
    );
  } else {
    body += path(foot, paint.main, outlined(paint));
    const [cx, rx, ry] = shape.opening ?? [110, 60, 30];
    body +=
      ellipse(cx, 85, rx, ry, paint.dark, outlined(paint, 2)) +
      ellipse(cx - 6, 85, rx - 10, ry - 8, paint.light);
  }
  if (shape.laces) {
    body += rect(166, 68, 104, 34, paint.dark, 'rx="12"');
    body += [180, 200, 220, 240, 258].map((x) => line(`M${x} 70 L${x} 100`, paint.accent, 5)).join("");
  }
  return { width: 400, height: 170, body };
}

function tread(shape: ShoeShape, paint: Paint): string {
  const marks: string[] = [];
  const ink = shape.soleColour === "accent" ? paint.accentDark : "#4a423c";
  for (let x = 50; x < 380; x += shape.tread === "lugs" ? 34 : 22) {
    for (let y = 40; y < 134; y += shape.tread === "lugs" ? 24 : 16) {
      if (shape.tread === "grid") marks.push(rect(x, y, 14, 9, ink, 'rx="3"'));
      if (shape.tread === "lugs") marks.push(rect(x + ((y / 24) % 2) * 12, y, 24, 14, ink, 'rx="3"'));
      if (shape.tread === "dots") marks.push(ellipse(x + 6, y + 4, 4, 4, ink));
    }
  }
  if (shape.tread === "wood")
    marks.push(
      ...[60, 80, 100, 120].map((y) => line(`M50 ${y} C150 ${y - 10} 260 ${y + 10} 380 ${y}`, ink, 2)),
    );
  if (shape.tread === "plain")
    marks.push(rect(40, 40, 74, 100, "#4a423c"), line("M114 40 L114 130", "#1c1917", 3));
  return marks.join("");
}

function bottom(shape: ShoeShape, paint: Paint): Drawing {
  const foot = shape.pointed ? POINTED_FOOT : ROUND_FOOT;
  const clip = `<defs><clipPath id="sole"><path d="${foot}"/></clipPath></defs>`;
  const upperEdge = scaledAbout(1.03, 1.1, path(foot, paint.main, outlined(paint, 2)));
  let body = clip + upperEdge + path(foot, soleFill(shape, paint), outlined(paint, 2));
  if (shape.heelStem) {
    body += path(foot, paint.dark, outlined(paint, 2));
    body += `<g clip-path="url(#sole)">${rect(200, 0, 200, 170, SOLE_DARK)}</g>`;
    body += rect(48, 72, 26, 26, SOLE_DARK, 'rx="6"');
  } else {
    body += `<g clip-path="url(#sole)">${tread(shape, paint)}</g>`;
  }
  body += scaledAbout(
    0.93,
    0.86,
    path(foot, "none", `stroke="${paint.accentDark}" stroke-width="2" stroke-dasharray="6 5"`),
  );
  return { width: 400, height: 170, body: `<g transform="translate(0 170) scale(1 -1)">${body}</g>` };
}

function front(shape: ShoeShape, paint: Paint): Drawing {
  const ground = 236;
  const soleTop = ground - shape.sole;
  const [left, right] = shape.pointed ? [78, 162] : [58, 182];
  const toeTop = soleTop - (shape.open ? 40 : 70);
  let body = shadow(120, ground, 80, 8);
  if (shape.collar > 100)
    body += rect(72, soleTop - shape.collar, 96, shape.collar - 30, paint.dark, outlined(paint, 2));
  if (shape.laces) {
    body += rect(98, toeTop - 34, 44, 60, paint.dark, `rx="10" ${outlined(paint, 2)}`);
    body += [toeTop - 20, toeTop - 4, toeTop + 12]
      .map((y) => line(`M100 ${y} L140 ${y}`, paint.accent, 4))
      .join("");
  }
  body += rect(
    left - 6,
    soleTop,
    right - left + 12,
    shape.sole,
    soleFill(shape, paint),
    `rx="8" ${outlined(paint, 2)}`,
  );
  if (shape.open === "straps") {
    body += [0, 1]
      .map((i) =>
        path(
          `M${left + 6} ${soleTop} C${left + 10} ${toeTop + i * 24} ${right - 10} ${toeTop + i * 24} ${right - 6} ${soleTop} L${right - 20} ${soleTop} C${right - 26} ${toeTop + 16 + i * 24} ${left + 26} ${toeTop + 16 + i * 24} ${left + 20} ${soleTop} Z`,
          paint.main,
          outlined(paint, 2),
        ),
      )
      .join("");
  } else {
    body += path(
      `M${left} ${soleTop} C${left} ${toeTop - 12} ${right} ${toeTop - 12} ${right} ${soleTop} Z`,
      paint.main,
      outlined(paint),
    );
    if (!shape.laces && shape.collar < 100)
      body += ellipse(120, toeTop + 6, (right - left) / 3, 8, paint.dark);
  }
  return { width: 240, height: 260, body };
}

function back(shape: ShoeShape, paint: Paint): Drawing {
  const ground = 236;
  const lift = shape.heelStem ? 84 : 0;
  const base = ground - shape.sole - lift;
  const top = base - shape.collar;
  let body = shadow(120, ground, 70, 7);
  if (shape.heelStem)
    body += path(`M104 ${base} L136 ${base} L128 ${ground} L112 ${ground} Z`, paint.dark, outlined(paint, 2));
  body += rect(64, base, 112, shape.sole, soleFill(shape, paint), `rx="8" ${outlined(paint, 2)}`);
  if (shape.open === "straps") {
    body += rect(70, base - 34, 100, 12, paint.main, `rx="6" ${outlined(paint, 2)}`);
  } else if (shape.open === "mule") {
    body += path(`M70 ${base} C74 ${base - 40} 166 ${base - 40} 170 ${base} Z`, paint.main, outlined(paint));
    body += path(`M78 ${base} C82 ${base - 14} 158 ${base - 14} 162 ${base} Z`, paint.accent);
  } else {
    body += path(
      `M70 ${base} C66 ${top + 30} 78 ${top} 120 ${top} C162 ${top} 174 ${top + 30} 170 ${base} Z`,
      paint.main,
      outlined(paint),
    );
    body += rect(
      110,
      top - 6,
      20,
      Math.min(40, shape.collar / 2),
      paint.accent,
      `rx="5" ${outlined(paint, 1.5)}`,
    );
    body += line(
      `M120 ${top + Math.min(40, shape.collar / 2)} L120 ${base}`,
      paint.dark,
      2,
      'stroke-dasharray="5 4"',
    );
  }
  return { width: 240, height: 260, body };
}

function withShadow(drawing: Drawing): Drawing {
  return { ...drawing, body: shadow(drawing.width / 2, 238, drawing.width * 0.45) + drawing.body };
}

/** A shoe drawn for one of the eight views; PAIR shows two, LEFT and RIGHT face opposite ways. */
export function drawShoe(silhouette: ShoeSilhouette, view: ImageView, paint: Paint): Drawing {
  const shape = SHAPES[silhouette];
  const side = withShadow(shoeSide(silhouette, paint));
  switch (view) {
    case "MAIN":
      return turned(side, -6);
    case "PAIR":
      return pairOf(side, 70, 34);
    case "TOP":
      return top(shape, paint);
    case "BOTTOM":
      return bottom(shape, paint);
    case "LEFT":
      return mirrored(side);
    case "RIGHT":
      return side;
    case "FRONT":
      return front(shape, paint);
    case "BACK":
      return back(shape, paint);
  }
}
