import { eq } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { type ImageView, isImageView, isSilhouette, type Silhouette } from "./image-views.ts";
import { products, styles } from "./schema.server.ts";

/** What a style's images are drawn from. */
export interface StyleArt {
  silhouette: Silhouette;
  hex: string;
  accentHex: string;
  imageViews: ImageView[];
}

/** The drawing inputs of a style's images; null when the style does not exist (or has no known drawing). */
export async function findStyleArt(db: Db, styleId: number): Promise<StyleArt | null> {
  const [row] = await db
    .select({
      silhouette: products.silhouette,
      hex: styles.hex,
      accentHex: styles.accentHex,
      imageViews: styles.imageViews,
    })
    .from(styles)
    .innerJoin(products, eq(products.productId, styles.productId))
    .where(eq(styles.styleId, styleId))
    .limit(1);
  if (!row || !isSilhouette(row.silhouette)) return null;
  return { ...row, silhouette: row.silhouette, imageViews: row.imageViews.filter(isImageView) };
}
