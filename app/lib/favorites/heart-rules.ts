import { parseCatalogId } from "../../../modules/catalog/index.ts";
import { signInPath } from "../sign-in.ts";

/** The query parameter that asks a page to heart a style once the visitor is signed in. */
export const HEART_ON_LOAD = "heartOnLoad";

/** The style id a page's query asks to heart (heartOnLoad={styleId}), or null. */
export function heartOnLoadId(search: string | URLSearchParams): number | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get(HEART_ON_LOAD);
  return value === null ? null : parseCatalogId(value);
}

/** The query without heartOnLoad ('' or '?a=b'), for the replace navigation once the heart is kept. */
export function withoutHeartOnLoad(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(HEART_ON_LOAD);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
}

/**
 * Sign-in for a heart: /login with the page to come back to, that page's query carrying
 * heartOnLoad={styleId}, so the style is hearted once the visitor is back signed in.
 */
export function heartSignInUrl(styleId: number, pathname: string, search = ""): string {
  const params = new URLSearchParams(search);
  params.set(HEART_ON_LOAD, String(styleId));
  return signInPath(`${pathname}?${params}`);
}
