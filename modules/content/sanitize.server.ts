import sanitizeHtml from "sanitize-html";
import { IMAGE_SCHEMES, isSafeContentAddress, LINK_SCHEMES } from "./slots.ts";
import { unnestLinks } from "./unnested-links.ts";

/**
 * Spec 1 section 6 / spec 3: content HTML is sanitised to a fixed tag list, links may use http,
 * https, mailto, tel and sms, and images or links whose address holds % or a backslash are dropped.
 * The spec names no tags: these are the ones prose, tables and pictures need, and nothing that runs,
 * loads a document, takes input or styles the page (no script, style, iframe, svg, form, input, no
 * style or event attributes, no id or class that could clobber the store's own).
 */
export const CONTENT_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "abbr",
  "cite",
  "q",
  "code",
  "pre",
  "blockquote",
  "address",
  "time",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "div",
  "span",
  "section",
] as const;

const DROPPED = "content-dropped";

function keepIf(keep: boolean, tagName: string, attribs: sanitizeHtml.Attributes) {
  return keep ? { tagName, attribs } : { tagName: DROPPED, attribs: {} };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_TAGS],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height"],
    abbr: ["title"],
    time: ["datetime"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The page's title is its one h1: a heading of the content starts at h2. Links and images are
  // judged on their address as written (before the library's own clean-up) and dropped whole,
  // text included, when it fails: DROPPED is no allowed tag and, like script, keeps no text.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) =>
      keepIf(attribs.href === undefined || isSafeContentAddress(attribs.href), tagName, attribs),
    img: (tagName, attribs) =>
      keepIf(attribs.src !== undefined && isSafeContentAddress(attribs.src, IMAGE_SCHEMES), tagName, attribs),
  },
  nonTextTags: ["script", "style", "textarea", "option", "noscript", DROPPED],
};

/** Content HTML made safe to put in a page as it is (see CONTENT_TAGS), no link inside a link. */
export function sanitizeContentHtml(html: string): string {
  return unnestLinks(sanitizeHtml(html, OPTIONS));
}
