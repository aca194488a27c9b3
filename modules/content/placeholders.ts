/**
 * Content copy names the store through placeholders, so one page reads right on both marketplaces
 * ('Welcome to {{storeName}}'). They are filled when a page is served, with the marketplace's own
 * values, escaped for HTML (text or attribute alike).
 */

export const PLACEHOLDER_NAMES = ["storeName", "shortName", "phoneNumber", "phoneNumberVip"] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];
export type PlaceholderValues = Record<PlaceholderName, string>;

const PLACEHOLDER = /\{\{(storeName|shortName|phoneNumber|phoneNumberVip)\}\}/g;
/** The same placeholders after a Markdown link's address was percent-encoded. */
const ENCODED_PLACEHOLDER = /%7B%7B(storeName|shortName|phoneNumber|phoneNumberVip)%7D%7D/g;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** The values of a marketplace's placeholders. */
export function placeholderValues(marketplace: {
  name: string;
  shortName: string;
  phoneNumber: string;
  phoneNumberVip: string;
}): PlaceholderValues {
  return {
    storeName: marketplace.name,
    shortName: marketplace.shortName,
    phoneNumber: marketplace.phoneNumber,
    phoneNumberVip: marketplace.phoneNumberVip,
  };
}

/** HTML with every placeholder replaced by its value, escaped. */
export function fillPlaceholders(html: string, values: PlaceholderValues): string {
  return html.replace(PLACEHOLDER, (_, name: PlaceholderName) => escapeHtml(values[name]));
}

/** Plain text (a title, a banner's words) with every placeholder replaced by its value. */
export function fillPlaceholdersInText(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (_, name: PlaceholderName) => values[name]);
}

/** Markdown's link addresses come out percent-encoded: their placeholders are put back as written. */
export function restoreEncodedPlaceholders(html: string): string {
  return html.replace(ENCODED_PLACEHOLDER, "{{$1}}");
}
