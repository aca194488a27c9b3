import { type Drawing, ellipse, line, outlined, type Paint, path, rect } from "./image-drawing.ts";
import type { ShoeSilhouette } from "./image-views.ts";

const W = 400;
const H = 260;
const SOLE_DARK = "#2f2a26";

function laces(points: [number, number][], paint: Paint): string {
  return points.map(([x, y]) => line(`M${x - 9} ${y - 7} L${x + 9} ${y + 7}`, paint.accent, 4)).join("");
}

function dots(points: [number, number][], fill: string, r = 2.2): string {
  return points.map(([x, y]) => ellipse(x, y, r, r, fill)).join("");
}

const sides: Record<ShoeSilhouette, (p: Paint) => string> = {
  sneaker: (p) =>
    path(
      "M26 206 C24 222 30 236 48 236 L360 236 C378 236 386 226 384 214 C383 206 376 202 368 202 L40 202 C32 202 27 203 26 206 Z",
      p.accent,
      outlined(p, 2),
    ) +
    rect(30, 229, 352, 7, p.accentDark, 'rx="3"') +
    path(
      "M34 204 C26 180 26 150 36 128 C40 120 50 118 58 122 C80 132 104 134 124 126 C140 118 150 104 164 100 L178 98 C200 112 240 128 290 146 C330 158 368 172 376 192 C380 200 376 204 368 204 Z",
      p.main,
      outlined(p),
    ) +
    path("M300 204 C310 178 346 172 376 192 C380 200 376 204 368 204 Z", p.light, outlined(p, 2)) +
    path("M164 100 C166 86 182 82 190 92 L186 108 Z", p.dark, outlined(p, 2)) +
    line("M110 192 C170 188 230 170 300 150", p.accent, 9) +
    path("M36 128 C30 150 30 180 34 204 L48 204 C44 180 44 150 50 124 Z", p.accent) +
    laces(
      [
        [184, 112],
        [204, 122],
        [224, 132],
        [244, 141],
      ],
      p,
    ),
  boot: (p) =>
    path("M22 212 L22 236 L372 236 C382 236 388 228 386 218 L384 210 Z", SOLE_DARK) +
    [40, 80, 120, 160, 200, 240, 280, 320].map((x) => rect(x, 232, 22, 6, SOLE_DARK, 'rx="2"')).join("") +
    path(
      "M30 214 C24 170 28 90 34 40 L124 40 C126 80 132 110 150 126 C190 150 260 160 320 170 C360 178 384 194 384 212 L30 214 Z",
      p.main,
      outlined(p),
    ) +
    path("M34 40 L124 40 L123 54 L34 54 Z", p.dark) +
    path("M26 44 C14 44 14 70 28 72", "none", `stroke="${p.accent}" stroke-width="6"`) +
    path("M300 170 C330 172 372 186 384 210 L300 212 Z", p.dark) +
    line("M32 196 L384 200", p.outline, 2, 'opacity="0.5"') +
    laces(
      [
        [130, 60],
        [136, 82],
        [146, 104],
        [166, 124],
        [190, 138],
      ],
      p,
    ),
  sandal: (p) =>
    path(
      "M28 222 C26 232 34 236 44 236 L360 236 C376 236 384 228 382 220 C380 214 372 212 364 212 L44 212 C34 212 29 216 28 222 Z",
      p.accent,
      outlined(p, 2),
    ) +
    rect(32, 229, 348, 7, p.accentDark, 'rx="3"') +
    path(
      "M48 212 C46 170 60 140 84 134 C100 130 112 140 114 152 L102 154 C98 146 92 144 86 146 C70 152 62 180 64 212 Z",
      p.main,
      outlined(p, 2),
    ) +
    path(
      "M150 212 C160 160 220 148 252 168 L264 212 L246 212 C238 186 202 178 170 212 Z",
      p.main,
      outlined(p, 2),
    ) +
    path(
      "M272 212 C282 180 322 176 342 196 L348 212 L334 212 C326 198 298 196 290 212 Z",
      p.main,
      outlined(p, 2),
    ) +
    rect(96, 140, 14, 14, p.accent, `rx="3" ${outlined(p, 2)}`),
  heel: (p) =>
    path("M34 150 L74 158 L62 236 L52 236 Z", p.dark, outlined(p, 2)) +
    rect(49, 230, 16, 6, SOLE_DARK) +
    path(
      "M30 148 C24 126 28 102 40 96 C70 124 140 176 226 192 C290 192 350 200 392 226 C388 232 330 232 232 230 C160 226 80 184 30 150 Z",
      p.main,
      outlined(p),
    ) +
    line("M40 100 C70 126 140 178 226 194", p.dark, 4) +
    line("M232 231 C300 233 360 232 390 228", SOLE_DARK, 4),
  flat: (p) =>
    path(
      "M30 230 C22 214 26 196 38 190 C90 206 160 212 214 200 C270 186 340 192 374 210 C392 220 392 232 380 234 L40 234 C34 234 31 232 30 230 Z",
      p.main,
      outlined(p),
    ) +
    line("M40 192 C90 208 160 214 214 202", p.dark, 4) +
    line("M36 234 L384 234", SOLE_DARK, 5) +
    path("M204 198 L190 186 L190 206 Z M224 198 L238 186 L238 206 Z", p.accent, outlined(p, 1.5)) +
    ellipse(214, 198, 7, 6, p.accent, outlined(p, 1.5)),
  loafer: (p) =>
    rect(30, 218, 62, 18, p.accentDark, 'rx="3"') +
    line("M92 232 L380 232", SOLE_DARK, 8) +
    path(
      "M30 222 C22 204 26 186 38 176 C90 190 150 192 200 182 C222 168 250 166 268 170 C320 180 372 196 386 220 C388 228 382 230 372 230 L32 230 Z",
      p.main,
      outlined(p),
    ) +
    line("M40 178 C90 192 150 194 200 184", p.dark, 4) +
    path("M214 196 C238 186 270 186 292 196 L290 208 C268 200 240 200 216 208 Z", p.accent, outlined(p, 2)) +
    path(
      "M200 184 C230 210 300 214 340 200",
      "none",
      `stroke="${p.light}" stroke-width="2" stroke-dasharray="5 4"`,
    ),
  slipper: (p) =>
    path(
      "M28 228 L384 228 C388 236 380 238 370 238 L40 238 C30 238 26 234 28 228 Z",
      p.accent,
      outlined(p, 2),
    ) +
    path(
      "M30 230 C22 200 30 170 48 166 C100 172 160 180 204 170 C262 158 332 170 372 196 C392 208 394 226 380 230 Z",
      p.main,
      outlined(p),
    ) +
    dots(
      [
        [50, 166],
        [66, 170],
        [82, 172],
        [98, 174],
        [114, 176],
        [130, 177],
        [146, 177],
        [162, 176],
        [178, 174],
        [194, 171],
      ],
      p.accent,
      9,
    ),
  oxford: (p) =>
    rect(34, 220, 62, 16, SOLE_DARK, 'rx="2"') +
    line("M96 230 L378 230", SOLE_DARK, 8) +
    path(
      "M32 224 C26 200 28 172 38 160 C80 168 120 160 150 146 L200 150 C240 170 300 180 348 196 C376 206 390 218 384 226 L40 226 Z",
      p.main,
      outlined(p),
    ) +
    path("M150 146 L200 150 C196 170 182 184 160 190 C150 176 148 160 150 146 Z", p.dark, outlined(p, 2)) +
    line("M318 186 C306 200 304 214 310 226", p.outline, 2.5) +
    dots(
      [
        [312, 192],
        [308, 202],
        [307, 212],
        [309, 221],
      ],
      p.dark,
      1.8,
    ) +
    laces(
      [
        [162, 156],
        [172, 166],
        [180, 176],
      ],
      p,
    ),
  clog: (p) =>
    path("M40 236 L40 206 C120 202 250 198 380 202 C390 214 388 230 376 236 Z", p.accent, outlined(p, 2)) +
    line("M46 222 C150 218 260 216 380 220", p.accentDark, 2, 'opacity="0.6"') +
    path(
      "M110 206 C120 170 160 140 220 136 C290 134 350 160 378 196 C384 204 382 206 376 206 Z",
      p.main,
      outlined(p),
    ) +
    dots(
      [
        [130, 198],
        [160, 196],
        [190, 195],
        [220, 195],
        [250, 195],
        [280, 196],
        [310, 197],
        [340, 199],
      ],
      p.accent,
      3,
    ),
};

/** The shoe seen from its outer side, toe to the right, standing on the ground. */
export function shoeSide(silhouette: ShoeSilhouette, paint: Paint): Drawing {
  return { width: W, height: H, body: sides[silhouette](paint) };
}
