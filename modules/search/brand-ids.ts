/** Spec 1 error catalogue, "brand id invalid": the words for every malformed or unknown brand id. */
export const INVALID_BRAND_MESSAGE = "Oops, not a valid brand id.";

/** Brand ids one API call may name. */
export const MAX_BRAND_IDS = 50;

/** A brand id as URLs and the API carry it: 1 to 9 digits. The one place of this rule. */
const BRAND_ID_PATTERN = /^\d{1,9}$/;

/** The brand id a URL segment or parameter names, or null when it is malformed. */
export function parseBrandId(text: string): number | null {
  return BRAND_ID_PATTERN.test(text) ? Number(text) : null;
}

/** Brand ids separated by commas, each once; null when any is malformed or there are too many. */
export function parseBrandIds(text: string): number[] | null {
  const parts = text.split(",");
  if (parts.length > MAX_BRAND_IDS) return null;
  const ids: number[] = [];
  for (const part of parts) {
    const id = parseBrandId(part.trim());
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
