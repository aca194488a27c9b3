import type { Db } from "../core/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { type ContentRead, findContentPage, findSlots } from "./pages.server.ts";
import {
  fillPlaceholders,
  fillPlaceholdersInText,
  type PlaceholderValues,
  placeholderValues,
} from "./placeholders.ts";
import type { Slot, SlotFields } from "./slots.ts";

/**
 * Content as a marketplace serves it: its placeholders filled with that store's name and phone
 * numbers. The pages and the /zcs calls both answer with these.
 */

export interface ServedPage {
  pageName: string;
  title: string;
  description: string;
  pageLayout: string;
  /** Sanitised HTML, placeholders filled. */
  html: string;
  published: boolean;
  slots: Slot[];
}

/** A slot's words (headings, content, link texts) with the marketplace's values in their placeholders. */
function fillSlot(fields: SlotFields, values: PlaceholderValues): SlotFields {
  const fill = <T extends string | undefined>(text: T): T =>
    (text === undefined ? text : fillPlaceholdersInText(text, values)) as T;
  switch (fields.componentName) {
    case "html":
      return { ...fields, html: fillPlaceholders(fields.html, values) };
    case "carousel":
      return {
        ...fields,
        heading: fill(fields.heading),
        tiles: fields.tiles.map((tile) => ({
          ...tile,
          heading: fill(tile.heading),
          content: fill(tile.content),
          linktext: fill(tile.linktext),
        })),
      };
    case "countdown":
      return { ...fields, heading: fill(fields.heading), linktext: fill(fields.linktext) };
    case "banner":
      return {
        ...fields,
        heading: fill(fields.heading),
        content: fill(fields.content),
        linktext: fill(fields.linktext),
      };
  }
}

const readOf = (marketplace: Marketplace, read: Omit<ContentRead, "subsiteId">): ContentRead => ({
  ...read,
  subsiteId: marketplace.subsiteId,
});

/** The slots of a page or of a search term, as the marketplace shows them. */
export async function servedSlots(
  db: Db,
  where: { pageName: string } | { searchTerm: string },
  marketplace: Marketplace,
  read: Omit<ContentRead, "subsiteId"> = {},
): Promise<Slot[]> {
  const values = placeholderValues(marketplace);
  const slots = await findSlots(db, where, readOf(marketplace, read));
  return slots.map((slot) => ({ slotName: slot.slotName, fields: fillSlot(slot.fields, values) }));
}

/** A page with its slots as the marketplace shows it, or null when it has none of that name. */
export async function servedPage(
  db: Db,
  pageName: string,
  marketplace: Marketplace,
  read: Omit<ContentRead, "subsiteId"> = {},
): Promise<ServedPage | null> {
  const page = await findContentPage(db, pageName, readOf(marketplace, read));
  if (!page) return null;
  const values = placeholderValues(marketplace);
  return {
    pageName: page.pageName,
    title: fillPlaceholdersInText(page.title, values),
    description: fillPlaceholdersInText(page.description, values),
    pageLayout: page.pageLayout,
    html: fillPlaceholders(page.bodyHtml, values),
    published: page.published,
    slots: await servedSlots(db, { pageName }, marketplace, read),
  };
}
