/**
 * Content slots as the pages and the /zcs calls show them (spec 1 section 3, "Banner slot"), and
 * their pure rules: which colours and addresses a banner may carry, and the countdown's text. No
 * database, no Node APIs: the header's banners in the browser use them too.
 */

/** Spec 1 section 3's banner slot. Colours are CSS hex colours; addresses pass isSafeContentAddress. */
export interface BannerFields {
  componentName: "banner";
  creativeID: string;
  heading?: string;
  content?: string;
  href?: string;
  linktext?: string;
  /** Analytics label of the banner's link. */
  gae?: string;
  backgroundColor?: string;
  color?: string;
  linkColor?: string;
  linkHoverColor?: string;
  /** Heading, content and link on one line rather than stacked. */
  sameLine?: boolean;
  iconUrl?: string;
  textAlign?: "left" | "center" | "right";
  contentWidth?: "full" | "wide" | "narrow";
}

export interface CarouselTile {
  heading: string;
  content?: string;
  href: string;
  linktext?: string;
  backgroundColor?: string;
  color?: string;
}

/** A row of link tiles, paged by the store's carousel (auto-rotating when `autoRotate`). */
export interface CarouselFields {
  componentName: "carousel";
  creativeID: string;
  heading: string;
  autoRotate?: boolean;
  tiles: CarouselTile[];
}

/** A sale's clock: days, or hh:mm:ss on the last day, and 00:00:00 once past (spec 1 section 4). */
export interface CountdownFields {
  componentName: "countdown";
  creativeID: string;
  heading: string;
  /** ISO 8601 moment with its offset. */
  endsAt: string;
  href?: string;
  linktext?: string;
  backgroundColor?: string;
  color?: string;
}

/** A block of content HTML (sanitised when loaded and when read). */
export interface HtmlFields {
  componentName: "html";
  creativeID: string;
  html: string;
}

export type SlotFields = BannerFields | CarouselFields | CountdownFields | HtmlFields;

export interface Slot {
  slotName: string;
  fields: SlotFields;
}

/** The header's slots live on this page name. */
export const GLOBAL_PAGE = "global";
/** The header's slots (spec 1 "Header": promo banner, rotating global banner, emergency banner). */
export const HEADER_SLOTS = {
  promo: "promo-banner",
  global: "global-banner",
  emergency: "emergency-banner",
} as const;

/** Spec 1 section 9 / spec 3: the emergency banner is read again at most this often (ms). */
export const EMERGENCY_BANNER_REFRESH_MS = 1000;

/** What the header shows: banners only, each group in slot order. */
export interface HeaderBanners {
  promo: BannerFields | null;
  global: BannerFields[];
  emergency: BannerFields | null;
}

const isBanner = (fields: SlotFields): fields is BannerFields => fields.componentName === "banner";

/** The header's banners among a page's slots: the first promo, every global one, the first emergency one. */
export function headerBanners(slots: readonly Slot[]): HeaderBanners {
  const banners = (name: string) =>
    slots
      .filter((slot) => slot.slotName === name)
      .flatMap((slot) => (isBanner(slot.fields) ? [slot.fields] : []));
  return {
    promo: banners(HEADER_SLOTS.promo)[0] ?? null,
    global: banners(HEADER_SLOTS.global),
    emergency: banners(HEADER_SLOTS.emergency)[0] ?? null,
  };
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour a banner may carry: a CSS hex colour, nothing that could load or run anything. */
export function isSafeColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/**
 * An address content may link to or load (spec 1 section 6): a path on the store ('/c/faqs'),
 * or an absolute http(s), mailto, tel or sms address; never one holding % or a backslash (both
 * hide what the address is), nor a scheme-relative '//host'.
 */
export function isSafeContentAddress(address: string, schemes: readonly string[] = LINK_SCHEMES): boolean {
  if (address.length === 0 || address.includes("%") || address.includes("\\")) return false;
  if (/\s/.test(address) || [...address].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return false;
  if (address.startsWith("/")) return !address.startsWith("//");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  return scheme !== undefined && schemes.includes(scheme);
}

/** Spec 1 section 6: the schemes content links may use. */
export const LINK_SCHEMES = ["http", "https", "mailto", "tel", "sms"] as const;
/** Images load over the web only. */
export const IMAGE_SCHEMES = ["http", "https"] as const;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** The countdown's words: 'N days' while a day or more is left, then hh:mm:ss, and 00:00:00 once past. */
export function countdownText(endsAt: Date, now: Date): string {
  const left = endsAt.getTime() - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return "00:00:00";
  if (left >= DAY_MS) {
    const days = Math.floor(left / DAY_MS);
    return `${days} ${days === 1 ? "day" : "days"}`;
  }
  const seconds = Math.floor(left / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** The inline style of a banner or tile: its colours as given when they are safe, else the store's. */
export function slotColours(fields: {
  backgroundColor?: string;
  color?: string;
  linkColor?: string;
  linkHoverColor?: string;
}): Record<string, string> {
  const style: Record<string, string> = {};
  const keep = (key: string, value: string | undefined) => {
    if (value !== undefined && isSafeColour(value)) style[key] = value;
  };
  keep("backgroundColor", fields.backgroundColor);
  keep("color", fields.color);
  keep("--banner-link", fields.linkColor);
  keep("--banner-link-hover", fields.linkHoverColor);
  return style;
}

const BANNER_TEXT_KEYS = [
  "heading",
  "content",
  "linktext",
  "gae",
  "backgroundColor",
  "color",
  "linkColor",
  "linkHoverColor",
];

/** Whether a value read from the network is a banner the header may show (its addresses safe). */
export function isBannerFields(value: unknown): value is BannerFields {
  if (typeof value !== "object" || value === null) return false;
  const fields: Record<string, unknown> = { ...value };
  if (fields.componentName !== "banner" || typeof fields.creativeID !== "string") return false;
  if (!BANNER_TEXT_KEYS.every((key) => fields[key] === undefined || typeof fields[key] === "string"))
    return false;
  const { href, iconUrl } = fields;
  if (href !== undefined && (typeof href !== "string" || !isSafeContentAddress(href))) return false;
  return (
    iconUrl === undefined || (typeof iconUrl === "string" && isSafeContentAddress(iconUrl, IMAGE_SCHEMES))
  );
}
