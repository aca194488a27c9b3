import { type Drawing, line, outlined, type Paint, path, rect } from "./image-drawing.ts";
import type { ClothingSilhouette } from "./image-views.ts";

type Side = "front" | "back";

const TEE =
  "M95 60 L60 72 L20 130 L58 152 L80 122 L80 330 L220 330 L220 122 L242 152 L280 130 L240 72 L205 60 C195 82 175 92 150 92 C125 92 105 82 95 60 Z";
const LONG_SLEEVES =
  "M95 60 L58 74 C40 110 28 200 20 300 L56 306 L82 150 L80 330 L220 330 L218 150 L244 306 L280 300 C272 200 260 110 242 74 L205 60 C195 82 175 92 150 92 C125 92 105 82 95 60 Z";

function neckline(side: Side, paint: Paint): string {
  const depth = side === "front" ? 92 : 72;
  return line(
    `M95 60 C105 ${depth - 10} 125 ${depth} 150 ${depth} C175 ${depth} 195 ${depth - 10} 205 60`,
    paint.accent,
    7,
  );
}

const garments: Record<ClothingSilhouette, (paint: Paint, side: Side) => string> = {
  tshirt: (p, side) =>
    path(TEE, p.main, outlined(p)) +
    neckline(side, p) +
    line("M26 128 L58 146 M274 128 L242 146", p.dark, 4) +
    (side === "front"
      ? rect(170, 120, 34, 38, p.dark, `rx="3" ${outlined(p, 1.5)}`)
      : line("M80 110 L220 110", p.dark, 2)),
  sweater: (p, side) =>
    path(LONG_SLEEVES, p.main, outlined(p)) +
    neckline(side, p) +
    rect(80, 310, 140, 20, p.dark, outlined(p, 1.5)) +
    line("M22 290 L56 296 M278 290 L244 296", p.dark, 8) +
    (side === "front"
      ? [110, 130, 150, 170, 190].map((x) => line(`M${x} 140 L${x} 300`, p.dark, 2, 'opacity="0.5"')).join("")
      : ""),
  dress: (p, side) =>
    path(
      "M112 40 L96 46 L102 124 C82 200 52 290 40 340 L260 340 C248 290 218 200 198 124 L204 46 L188 40 C182 66 118 66 112 40 Z",
      p.main,
      outlined(p),
    ) +
    rect(100, 118, 100, 14, side === "front" ? p.accent : p.dark, outlined(p, 1.5)) +
    line("M112 40 L108 20 M188 40 L192 20", p.dark, 4) +
    (side === "front"
      ? line("M120 180 C110 250 100 300 96 336 M180 180 C190 250 200 300 204 336", p.dark, 2, 'opacity="0.6"')
      : line("M150 46 L150 118", p.dark, 2)),
  skirt: (p, side) =>
    path("M92 60 L208 60 L262 320 L38 320 Z", p.main, outlined(p)) +
    rect(88, 50, 124, 24, p.dark, outlined(p, 2)) +
    [80, 115, 150, 185, 220]
      .map((x) => line(`M${(x + 150) / 2} 76 L${x} 318`, p.dark, 2, 'opacity="0.6"'))
      .join("") +
    (side === "front" ? rect(142, 54, 16, 16, p.accent, 'rx="8"') : ""),
  pants: (p, side) =>
    path("M80 30 L220 30 L238 340 L166 340 L150 130 L134 340 L62 340 Z", p.main, outlined(p)) +
    rect(78, 22, 144, 20, p.dark, outlined(p, 2)) +
    (side === "front"
      ? line("M150 42 L150 120", p.dark, 3) +
        line("M90 50 C100 80 118 84 128 84 M210 50 C200 80 182 84 172 84", p.accent, 3)
      : rect(96, 70, 38, 44, p.dark, `rx="4" ${outlined(p, 1.5)}`) +
        rect(166, 70, 38, 44, p.dark, `rx="4" ${outlined(p, 1.5)}`)),
  shorts: (p, side) =>
    path("M70 70 L230 70 L252 230 L162 236 L150 150 L138 236 L48 230 Z", p.main, outlined(p)) +
    rect(68, 58, 164, 22, p.dark, outlined(p, 2)) +
    line("M52 218 L138 222 M162 222 L248 218", p.accent, 5) +
    (side === "front"
      ? line("M150 80 L150 140", p.dark, 3)
      : rect(92, 96, 40, 40, p.dark, `rx="4" ${outlined(p, 1.5)}`)),
  jacket: (p, side) =>
    path(LONG_SLEEVES, p.main, outlined(p)) +
    [150, 200, 250]
      .map((y) =>
        line(
          `M80 ${y} L220 ${y} M30 ${y + 30} L62 ${y + 34} M270 ${y + 30} L238 ${y + 34}`,
          p.dark,
          2,
          'opacity="0.55"',
        ),
      )
      .join("") +
    (side === "front"
      ? path("M95 60 L150 120 L205 60 L218 44 L150 90 L82 44 Z", p.dark, outlined(p, 2)) +
        line("M150 110 L150 330", p.accent, 5) +
        rect(96, 240, 36, 8, p.dark) +
        rect(168, 240, 36, 8, p.dark)
      : path("M82 44 L218 44 L205 72 L95 72 Z", p.dark, outlined(p, 2))),
};

/** A garment laid flat, from the front or the back. */
export function drawGarment(silhouette: ClothingSilhouette, side: Side, paint: Paint): Drawing {
  return { width: 300, height: 360, body: garments[silhouette](paint, side) };
}
