import { readFileSync } from "node:fs";
import { STYLESHEETS } from "./stylesheets.ts";

let cached: string | null | undefined;

/**
 * The built style sheets' text, joined in cascade order, read once from the client build beside
 * the server bundle (build/server/index.js → build/client/assets). Null when they are not there
 * (development, where Vite serves them): the page links them instead.
 */
export function readPageStyles(): string | null {
  if (cached !== undefined) return cached;
  try {
    cached = STYLESHEETS.map((href) =>
      readFileSync(new URL(`../client${href}`, import.meta.url), "utf8"),
    ).join("\n");
  } catch {
    cached = null;
  }
  return cached;
}
