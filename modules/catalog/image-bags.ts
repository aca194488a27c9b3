import { type Drawing, ellipse, line, outlined, type Paint, path, rect } from "./image-drawing.ts";
import type { BagSilhouette } from "./image-views.ts";

/** The angle a bag is seen from. */
export type BagAngle = "front" | "back" | "side" | "top";

const stitch = (d: string, paint: Paint) =>
  path(d, "none", `stroke="${paint.light}" stroke-width="1.5" stroke-dasharray="5 4"`);

function backpack(p: Paint, angle: BagAngle): Drawing {
  const handle = path("M130 60 C130 30 170 30 170 60", "none", `stroke="${p.dark}" stroke-width="9"`);
  if (angle === "side") {
    return {
      width: 300,
      height: 360,
      body:
        handle +
        rect(110, 56, 80, 290, p.main, `rx="30" ${outlined(p)}`) +
        line("M190 80 C240 140 230 260 196 330", p.dark, 10),
    };
  }
  if (angle === "top") {
    return {
      width: 300,
      height: 220,
      body:
        rect(40, 50, 220, 120, p.main, `rx="50" ${outlined(p)}`) +
        line("M70 110 L230 110", p.accent, 4) +
        line("M130 96 C130 74 170 74 170 96", p.dark, 9),
    };
  }
  const body = rect(60, 56, 180, 290, p.main, `rx="44" ${outlined(p)}`);
  if (angle === "back") {
    return {
      width: 300,
      height: 360,
      body:
        body +
        rect(90, 90, 120, 200, p.dark, 'rx="20"') +
        line("M110 80 C90 160 100 260 110 320 M190 80 C210 160 200 260 190 320", p.accentDark, 14) +
        handle,
    };
  }
  return {
    width: 300,
    height: 360,
    body:
      handle +
      body +
      rect(90, 200, 120, 110, p.dark, `rx="22" ${outlined(p, 2)}`) +
      line("M74 120 C120 96 180 96 226 120", p.accent, 4) +
      line("M104 222 L196 222", p.accent, 4) +
      rect(196, 214, 8, 20, p.accent, 'rx="2"'),
  };
}

function handbag(p: Paint, angle: BagAngle, strap: "short" | "long" | "tote"): Drawing {
  if (angle === "side") {
    return {
      width: 320,
      height: 300,
      body:
        path("M130 110 L190 110 L200 280 L120 280 Z", p.main, outlined(p)) +
        line("M160 110 L160 40", p.dark, 6),
    };
  }
  if (angle === "top") {
    return {
      width: 320,
      height: 200,
      body:
        ellipse(160, 100, 130, 44, p.main, outlined(p)) +
        ellipse(160, 100, 112, 28, p.dark) +
        line("M50 100 L270 100", p.accent, 3),
    };
  }
  const handles = {
    short: path("M110 110 C110 40 210 40 210 110", "none", `stroke="${p.dark}" stroke-width="10"`),
    long: line("M70 120 L150 10 M250 120 L170 10", p.dark, 5),
    tote: path(
      "M90 120 C90 20 140 20 140 120 M180 120 C180 20 230 20 230 120",
      "none",
      `stroke="${p.dark}" stroke-width="9"`,
    ),
  }[strap];
  const shape =
    strap === "tote" ? "M50 110 L270 110 L250 290 L70 290 Z" : "M60 110 L260 110 L280 280 L40 280 Z";
  const flap = angle === "front" && strap !== "tote";
  return {
    width: 320,
    height: 300,
    body:
      handles +
      path(shape, p.main, outlined(p)) +
      stitch(strap === "tote" ? "M62 124 L258 124" : "M70 124 L250 124", p) +
      (flap
        ? path("M60 110 L260 110 L250 190 C200 206 120 206 70 190 Z", p.dark, outlined(p, 2)) +
          rect(150, 186, 20, 22, p.accent, `rx="4" ${outlined(p, 1.5)}`)
        : "") +
      (angle === "back" ? rect(110, 160, 100, 70, p.dark, 'rx="6"') : ""),
  };
}

function wallet(p: Paint, angle: BagAngle): Drawing {
  const open = angle === "top";
  return {
    width: 320,
    height: 220,
    body: open
      ? rect(20, 40, 280, 150, p.main, `rx="12" ${outlined(p)}`) +
        [60, 90, 120].map((y) => rect(40, y, 110, 24, p.dark, `rx="4" ${outlined(p, 1.5)}`)).join("") +
        line("M160 40 L160 190", p.outline, 2)
      : rect(60, 40, 200, 150, p.main, `rx="12" ${outlined(p)}`) +
        stitch("M72 52 L248 52 L248 178 L72 178 Z", p) +
        (angle === "front"
          ? ellipse(236, 115, 10, 10, p.accent, outlined(p, 1.5))
          : line("M60 80 L260 80", p.dark, 2)),
  };
}

function giftCard(p: Paint, digital: boolean): Drawing {
  const card =
    rect(40, 40, 320, 200, p.main, `rx="18" ${outlined(p, 2)}`) +
    rect(40, 110, 320, 26, p.accent) +
    rect(250, 40, 26, 200, p.accent) +
    path(
      "M263 123 C230 80 210 100 236 123 Z M263 123 C296 80 316 100 290 123 Z",
      p.accent,
      outlined(p, 1.5),
    ) +
    `<text x="62" y="210" font-family="sans-serif" font-size="30" font-weight="700" fill="${p.accent}">${digital ? "e-Gift Card" : "Gift Card"}</text>`;
  if (!digital) return { width: 400, height: 280, body: card };
  const envelope =
    path("M20 120 L380 120 L380 270 L20 270 Z", p.light, outlined(p, 2)) +
    path("M20 120 L200 210 L380 120", "none", `stroke="${p.outline}" stroke-width="2"`);
  return { width: 400, height: 290, body: `<g transform="translate(0 -30)">${card}</g>${envelope}` };
}

/** A bag, wallet or gift card drawn from the given angle. */
export function drawBag(silhouette: BagSilhouette, angle: BagAngle, paint: Paint): Drawing {
  switch (silhouette) {
    case "backpack":
      return backpack(paint, angle);
    case "handbag":
      return handbag(paint, angle, "short");
    case "crossbody":
      return handbag(paint, angle, "long");
    case "tote":
      return handbag(paint, angle, "tote");
    case "wallet":
      return wallet(paint, angle);
    case "gift-card":
    case "e-gift-card":
      return giftCard(paint, silhouette === "e-gift-card");
  }
}
