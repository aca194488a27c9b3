import { type Drawing, ellipse, line, outlined, type Paint, pairOf, path, rect } from "./image-drawing.ts";
import type { AccessorySilhouette } from "./image-views.ts";

/** The angle an accessory is seen from. */
export type AccessoryAngle = "front" | "side" | "top" | "back" | "pair";

const LENS = "#2b2f36";

function hat(p: Paint, angle: AccessoryAngle): Drawing {
  if (angle === "top") {
    const seams = [0, 60, 120]
      .map((deg) => line("M150 40 L150 200", p.dark, 2, `transform="rotate(${deg} 150 120)"`))
      .join("");
    return {
      width: 300,
      height: 300,
      body:
        path("M60 150 C60 250 240 250 240 150 L268 168 C270 290 30 290 32 168 Z", p.dark, outlined(p)) +
        ellipse(150, 120, 92, 92, p.main, outlined(p)) +
        seams +
        ellipse(150, 120, 9, 9, p.accent),
    };
  }
  const side = angle === "side";
  return {
    width: 300,
    height: 220,
    body:
      (side
        ? path("M50 160 C50 70 200 56 226 160 Z", p.main, outlined(p)) +
          path("M218 150 L296 168 L290 180 L210 166 Z", p.dark, outlined(p, 2))
        : path("M60 160 C60 60 240 60 240 160 Z", p.main, outlined(p)) +
          path(
            "M40 160 C100 176 200 176 260 160 C270 176 250 190 200 192 L100 192 C50 190 30 176 40 160 Z",
            p.dark,
            outlined(p, 2),
          ) +
          line("M150 72 L150 160", p.dark, 2) +
          rect(120, 104, 60, 30, p.accent, `rx="4" ${outlined(p, 1.5)}`)) +
      ellipse(side ? 140 : 150, 70, 8, 6, p.accent),
  };
}

function sock(p: Paint): Drawing {
  return {
    width: 260,
    height: 360,
    body:
      path(
        "M80 20 L150 20 L150 230 C150 260 170 270 200 280 C240 292 240 340 200 340 L110 340 C80 340 70 320 80 290 Z",
        p.main,
        outlined(p),
      ) +
      rect(78, 20, 74, 40, p.dark, outlined(p, 2)) +
      line("M80 70 L150 70 M80 84 L150 84", p.accent, 6) +
      path("M200 280 C240 292 240 340 200 340 L186 340 C200 320 200 296 186 276 Z", p.accent) +
      path("M80 290 C70 320 80 340 110 340 L120 340 C100 320 96 300 100 286 Z", p.accent),
  };
}

function belt(p: Paint, angle: AccessoryAngle): Drawing {
  const back = angle === "back";
  const strap =
    rect(60, 64, 330, 34, p.main, `rx="10" ${outlined(p)}`) +
    (back ? rect(64, 73, 322, 16, p.light, 'rx="6"') : "");
  const holes = [300, 320, 340, 360].map((x) => ellipse(x, 81, 3, 3, p.outline)).join("");
  const stitches = line(
    "M70 70 L380 70 M70 92 L380 92",
    back ? p.dark : p.light,
    1.5,
    'stroke-dasharray="6 4"',
  );
  const buckle =
    rect(20, 50, 56, 62, "none", `rx="8" stroke="${p.accentDark}" stroke-width="9"`) +
    line("M20 81 L70 81", p.accentDark, 5);
  return { width: 400, height: 160, body: strap + stitches + (back ? "" : holes + buckle) };
}

function sunglasses(p: Paint, angle: AccessoryAngle): Drawing {
  if (angle === "side") {
    return {
      width: 360,
      height: 160,
      body:
        path("M40 60 L330 70 L336 110 L326 112 L320 80 L44 76 Z", p.main, outlined(p, 2)) +
        path("M36 56 C30 80 30 110 44 124 L56 120 C48 100 50 76 54 60 Z", LENS, outlined(p, 2)),
    };
  }
  if (angle === "top") {
    return {
      width: 360,
      height: 200,
      body:
        path("M30 40 C120 56 240 56 330 40 L334 54 C240 72 120 72 26 54 Z", p.main, outlined(p, 2)) +
        line("M34 52 L40 180 M326 52 L320 180", p.main, 9) +
        line("M34 52 L40 180 M326 52 L320 180", p.outline, 1.5),
    };
  }
  const lens = (cx: number) => ellipse(cx, 84, 62, 46, LENS, `stroke="${p.main}" stroke-width="12"`);
  return {
    width: 360,
    height: 160,
    body:
      lens(104) +
      lens(256) +
      path("M158 70 C170 56 190 56 202 70", "none", `stroke="${p.main}" stroke-width="10"`) +
      ellipse(84, 70, 18, 9, "#ffffff", 'opacity="0.25"') +
      ellipse(236, 70, 18, 9, "#ffffff", 'opacity="0.25"') +
      line("M34 70 L14 62 M326 70 L346 62", p.main, 8),
  };
}

function watch(p: Paint, angle: AccessoryAngle): Drawing {
  const strap = rect(70, 10, 60, 340, p.main, `rx="14" ${outlined(p, 2)}`);
  if (angle === "side") {
    return {
      width: 200,
      height: 360,
      body:
        strap +
        rect(56, 120, 88, 120, p.accent, `rx="14" ${outlined(p, 2)}`) +
        rect(144, 168, 12, 24, p.accentDark, 'rx="3"'),
    };
  }
  if (angle === "back") {
    return {
      width: 200,
      height: 360,
      body:
        strap +
        ellipse(100, 180, 62, 62, p.accentDark, outlined(p, 2)) +
        ellipse(100, 180, 44, 44, "none", `stroke="${p.accent}" stroke-width="3"`),
    };
  }
  const markers = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]
    .map((deg) => line("M100 132 L100 140", p.dark, 3, `transform="rotate(${deg} 100 180)"`))
    .join("");
  return {
    width: 200,
    height: 360,
    body:
      strap +
      ellipse(100, 180, 64, 64, p.accent, outlined(p, 2)) +
      ellipse(100, 180, 52, 52, "#fbfbf8") +
      markers +
      line("M100 180 L100 146 M100 180 L126 192", "#1c1c1e", 4) +
      rect(162, 172, 10, 16, p.accent, 'rx="2"'),
  };
}

/** An accessory drawn from the given angle (unknown angles fall back to the front). */
export function drawAccessory(silhouette: AccessorySilhouette, angle: AccessoryAngle, paint: Paint): Drawing {
  switch (silhouette) {
    case "hat":
      return hat(paint, angle);
    case "socks":
      return angle === "pair" ? pairOf(sock(paint), 90, 10) : sock(paint);
    case "belt":
      return belt(paint, angle);
    case "sunglasses":
      return sunglasses(paint, angle);
    case "watch":
      return watch(paint, angle);
  }
}
