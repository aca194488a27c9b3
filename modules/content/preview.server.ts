import { createHash, timingSafeEqual } from "node:crypto";

/** The header an operator's tool may send the preview token in, instead of the query. */
export const PREVIEW_TOKEN_HEADER = "x-content-preview-token";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether a request may see unpublished content: it holds the configured preview token
 * (CONTENT_PREVIEW_TOKEN). None configured: nobody may. Compared in constant time.
 */
export function mayPreview(configured: string | undefined, given: string | null | undefined): boolean {
  if (!configured || !given) return false;
  return timingSafeEqual(digest(configured), digest(given));
}
