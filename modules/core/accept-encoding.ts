/** Whether an Accept-Encoding header accepts the encoding (named, with no q=0). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: "br" | "gzip"): boolean {
  return (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .some(([name]) => name?.trim().toLowerCase() === encoding);
}

/**
 * Which encoding to use for an Accept-Encoding header: brotli first, then gzip, else none (the
 * compression middleware's choice for every text answer).
 */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (acceptsEncoding(acceptEncoding, "br")) return "br";
  if (acceptsEncoding(acceptEncoding, "gzip")) return "gzip";
  return null;
}
