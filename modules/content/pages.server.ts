import { asc, eq, sql } from "drizzle-orm";
import { keptAnswers, type PerGeneration, type Recall, readPageGeneration } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { type ContentBundle, PAGE_LAYOUTS, type PageLayout } from "./files.server.ts";
import { sanitizeContentHtml } from "./sanitize.server.ts";
import { contentPages, contentSlots } from "./schema.server.ts";
import type { Slot, SlotFields } from "./slots.ts";

/**
 * Content pages and slots: stored from the content files (storeContent), read by the pages and the
 * /zcs calls. Published content is read once per page generation (any change to the content tables
 * moves it, migration content_pages) and kept; the preview reads everything, published or not,
 * every time. HTML is sanitised when loaded and again as it is read from the database, so rows
 * written by other means (a hand-run SQL statement) are as safe as loaded ones.
 */

export interface ContentPage {
  pageName: string;
  title: string;
  description: string;
  pageLayout: PageLayout;
  bodyHtml: string;
  published: boolean;
}

interface SlotRow {
  pageName: string | null;
  searchTerm: string | null;
  slot: Slot;
  marketplaces: string[] | null;
  published: boolean;
}

interface PageRow extends ContentPage {
  marketplaces: string[] | null;
}

interface ContentSet {
  pages: Map<string, PageRow>;
  slots: SlotRow[];
}

const MAX_CONTENT_AGE_MS = 10_000;
const kept = new WeakMap<Db, PerGeneration<Recall<ContentSet>>>();

const safeFields = (fields: SlotFields): SlotFields =>
  fields.componentName === "html" ? { ...fields, html: sanitizeContentHtml(fields.html) } : fields;

/** Every page and slot (published only, unless `all`), read once, as a settled promise. */
async function readContent(db: Db, all: boolean): Promise<ContentSet> {
  const pageRows = await db
    .select()
    .from(contentPages)
    .where(all ? undefined : eq(contentPages.published, true));
  const slotRows = await db
    .select()
    .from(contentSlots)
    .where(all ? undefined : eq(contentSlots.published, true))
    .orderBy(asc(contentSlots.sortOrder), asc(contentSlots.slotId));
  const pages = new Map<string, PageRow>();
  for (const row of pageRows) {
    pages.set(row.pageName, {
      pageName: row.pageName,
      title: row.title,
      description: row.description,
      pageLayout: PAGE_LAYOUTS.find((layout) => layout === row.pageLayout) ?? "help",
      bodyHtml: sanitizeContentHtml(row.bodyHtml),
      published: row.published,
      marketplaces: row.marketplaces,
    });
  }
  const slots = slotRows.map((row) => ({
    pageName: row.pageName,
    searchTerm: row.searchTerm,
    slot: { slotName: row.slotName, fields: safeFields(row.fields) },
    marketplaces: row.marketplaces,
    published: row.published,
  }));
  return { pages, slots };
}

/** Published content, kept per page generation (`generation`: the request's read of it). */
function publishedContent(db: Db, generation: Promise<string>): Promise<ContentSet> {
  let contentOf = kept.get(db);
  if (!contentOf) {
    contentOf = keptAnswers<ContentSet>(1, { maxAgeMs: MAX_CONTENT_AGE_MS, now: () => performance.now() });
    kept.set(db, contentOf);
  }
  return contentOf.at(generation)("content", () => readContent(db, false));
}

export interface ContentRead {
  /** The marketplace's subsite id: content limited to other marketplaces is not there. */
  subsiteId: string;
  /** The request's read of the page generation. */
  generation?: Promise<string>;
  /** The preview: unpublished content too, read now. */
  preview?: boolean;
}

const shownOn = (subsiteId: string, row: { marketplaces: string[] | null }) =>
  row.marketplaces === null || row.marketplaces.includes(subsiteId);

function contentFor(db: Db, read: ContentRead): Promise<ContentSet> {
  return read.preview
    ? readContent(db, true)
    : publishedContent(db, read.generation ?? readPageGeneration(db));
}

/** A page by its name, or null when there is none (or none for this marketplace, or unpublished). */
export async function findContentPage(
  db: Db,
  pageName: string,
  read: ContentRead,
): Promise<ContentPage | null> {
  const row = (await contentFor(db, read)).pages.get(pageName);
  if (!row || !shownOn(read.subsiteId, row)) return null;
  const { marketplaces: _marketplaces, ...page } = row;
  return page;
}

/** The slots of a page, or of the search results for a term (lower-cased, trimmed), in slot order. */
export async function findSlots(
  db: Db,
  where: { pageName: string } | { searchTerm: string },
  read: ContentRead,
): Promise<Slot[]> {
  const { slots } = await contentFor(db, read);
  const matches =
    "searchTerm" in where
      ? (row: SlotRow) => row.searchTerm === normaliseSearchTerm(where.searchTerm)
      : (row: SlotRow) => row.pageName === where.pageName;
  return slots.filter((row) => shownOn(read.subsiteId, row) && matches(row)).map((row) => row.slot);
}

/** A search term as slots are kept by: lower case, single spaces, trimmed. */
export function normaliseSearchTerm(term: string): string {
  return term.toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}

/**
 * Stores a content bundle: every page and slot inserted or replaced by its name (idempotent: the
 * same files stored twice change nothing but the time). Pages and slots not in the bundle stay.
 * One transaction, which moves the page generation once, so a change shows at once.
 */
export async function storeContent(db: Db, bundle: ContentBundle): Promise<{ pages: number; slots: number }> {
  await db.transaction(async (tx) => {
    for (const page of bundle.pages) {
      const { pageName, ...rest } = page;
      await tx
        .insert(contentPages)
        .values({ ...page, updatedAt: sql`now()` })
        .onConflictDoUpdate({ target: contentPages.pageName, set: { ...rest, updatedAt: sql`now()` } });
    }
    for (const slot of bundle.slots) {
      const { slotId, ...rest } = slot;
      await tx
        .insert(contentSlots)
        .values({ ...slot, updatedAt: sql`now()` })
        .onConflictDoUpdate({ target: contentSlots.slotId, set: { ...rest, updatedAt: sql`now()` } });
    }
  });
  return { pages: bundle.pages.length, slots: bundle.slots.length };
}

export interface PageListing {
  pageName: string;
  title: string;
  pageLayout: string;
  published: boolean;
  marketplaces: string[] | null;
  updatedAt: Date;
}

/** Every page, published or not, by name (the operator's list). */
export async function listContentPages(db: Db): Promise<PageListing[]> {
  return await db
    .select({
      pageName: contentPages.pageName,
      title: contentPages.title,
      pageLayout: contentPages.pageLayout,
      published: contentPages.published,
      marketplaces: contentPages.marketplaces,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .orderBy(asc(contentPages.pageName));
}
