import type { MetaDescriptor } from "react-router";

/** What a shared link's preview shows (ogp.me): every URL absolute, from the page's loader. */
export interface OpenGraph {
  title: string;
  description: string;
  url: string;
  /** Absolute URL of the image; undefined when the page has none to show (an empty listing). */
  image: string | undefined;
  type: "product" | "website";
  siteName: string;
}

/** The og: meta tags of a page. */
export function openGraphMeta(og: OpenGraph): MetaDescriptor[] {
  return [
    { property: "og:title", content: og.title },
    { property: "og:description", content: og.description },
    { property: "og:url", content: og.url },
    ...(og.image === undefined ? [] : [{ property: "og:image", content: og.image }]),
    { property: "og:type", content: og.type },
    { property: "og:site_name", content: og.siteName },
  ];
}
