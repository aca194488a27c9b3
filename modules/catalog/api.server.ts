import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { Db } from "../core/index.ts";
import { findStyleArt } from "./images.server.ts";
import { isImageSize, isImageView, parseImageFile, renderProductImage, renderSwatch } from "./images.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const MAX_STYLE_ID = 2_147_483_647;

/**
 * GET /images/styles/:styleId/:file: a style's generated images ({VIEW}-{w}x{h}.svg) and swatches
 * (swatch-{w}x{h}.svg), only in the views the style has and the sizes of IMAGE_SIZES; 'Not found' otherwise.
 */
export function imageRoutes(db: Db): Hono {
  const app = new Hono();
  app.get("/images/styles/:styleId/:file", async (c) => {
    const notFound = () => c.text("Not found", 404);
    const styleIdText = c.req.param("styleId");
    const styleId = Number(styleIdText);
    if (!/^\d{1,10}$/.test(styleIdText) || styleId > MAX_STYLE_ID) return notFound();
    const file = parseImageFile(c.req.param("file"));
    if (!file || !isImageSize(file.width, file.height)) return notFound();
    const art = await findStyleArt(db, styleId);
    if (!art) return notFound();
    const size = { width: file.width, height: file.height };
    let svg: string;
    if (file.kind === "swatch") {
      svg = renderSwatch({ hex: art.hex, accentHex: art.accentHex, ...size });
    } else {
      const view = file.view;
      if (!isImageView(view) || !art.imageViews.includes(view)) return notFound();
      svg = renderProductImage({
        silhouette: art.silhouette,
        hex: art.hex,
        accentHex: art.accentHex,
        view,
        ...size,
      });
    }
    const etag = `"${createHash("sha1").update(svg).digest("base64url")}"`;
    const headers = { "Cache-Control": IMMUTABLE, ETag: etag };
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
    return c.body(svg, 200, { ...headers, "Content-Type": "image/svg+xml" });
  });
  return app;
}
