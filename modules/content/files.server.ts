import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { z } from "@hono/zod-openapi";
import { marked } from "marked";
import { restoreEncodedPlaceholders } from "./placeholders.ts";
import { sanitizeContentHtml } from "./sanitize.server.ts";
import { SlotFieldsSchema } from "./slot-schema.server.ts";
import type { SlotFields } from "./slots.ts";

/**
 * The content kept in the repository (content/): one Markdown file per page under pages/, with a
 * front matter of `key: value` lines between two '---' lines, and the slots in slots.json. Read,
 * checked and sanitised here; stored by storeContent.
 */

export const PAGE_LAYOUTS = ["help", "landing", "workwear", "popup"] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/** Lower-case words joined by single dashes: the /c/{pageName} of a page. */
export const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_PAGE_NAME = 80;
const pageName = z.string().max(MAX_PAGE_NAME).regex(PAGE_NAME, "lower-case words joined by dashes");
const subsites = z.array(z.string().regex(/^[a-z0-9]{1,20}$/)).min(1);

export interface PageFile {
  pageName: string;
  title: string;
  description: string;
  pageLayout: PageLayout;
  bodyHtml: string;
  marketplaces: string[] | null;
  published: boolean;
}

export interface SlotFile {
  slotId: string;
  pageName: string | null;
  searchTerm: string | null;
  slotName: string;
  sortOrder: number;
  fields: SlotFields;
  marketplaces: string[] | null;
  published: boolean;
}

export interface ContentBundle {
  pages: PageFile[];
  slots: SlotFile[];
}

const FrontMatterSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(300),
    layout: z.enum(PAGE_LAYOUTS).default("help"),
    marketplaces: z
      .string()
      .transform((value) => value.split(",").map((entry) => entry.trim()))
      .pipe(subsites)
      .optional(),
    published: z.enum(["true", "false"]).default("true"),
  })
  .strict();

const SlotFileSchema = z
  .object({
    slotId: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(80),
    pageName: pageName.optional(),
    searchTerm: z.string().trim().min(1).max(100).toLowerCase().optional(),
    slotName: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(40),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    marketplaces: subsites.optional(),
    published: z.boolean().default(true),
    fields: SlotFieldsSchema,
  })
  .strict()
  .refine((slot) => (slot.pageName === undefined) !== (slot.searchTerm === undefined), {
    message: "a slot has a pageName or a searchTerm, not both",
  });

const SlotsFileSchema = z.object({ slots: z.array(SlotFileSchema) }).strict();

/** The problems of a zod parse as one line per field, prefixed with the file. */
function problemsOf(file: string, error: z.ZodError): Error {
  const lines = error.issues.map((issue) => `  ${issue.path.join(".") || "(file)"}: ${issue.message}`);
  return new Error(`${file}:\n${lines.join("\n")}`);
}

/** Splits a page file into its front matter (`key: value` lines) and its Markdown. */
export function splitFrontMatter(
  file: string,
  source: string,
): { data: Record<string, string>; body: string } {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trim() !== "---")
    throw new Error(`${file}: starts with a front matter between two '---' lines`);
  const end = lines.indexOf("---", 1);
  if (end < 0) throw new Error(`${file}: the front matter has no closing '---' line`);
  const data: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const colon = line.indexOf(":");
    const key = line.slice(0, colon).trim();
    if (colon < 1 || !/^[a-zA-Z]+$/.test(key))
      throw new Error(`${file}: '${line}' is not a 'key: value' line`);
    if (key in data) throw new Error(`${file}: ${key} is given twice`);
    data[key] = line.slice(colon + 1).trim();
  }
  return { data, body: lines.slice(end + 1).join("\n") };
}

/** Markdown (with any HTML in it) to sanitised HTML, placeholders kept. */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeContentHtml(restoreEncodedPlaceholders(html));
}

/** One page from its file's name and text. */
export function parsePageFile(file: string, source: string): PageFile {
  const name = basename(file, ".md");
  const checkedName = pageName.safeParse(name);
  if (!checkedName.success) throw new Error(`${file}: the file name must be a page name (${PAGE_NAME})`);
  const { data, body } = splitFrontMatter(file, source);
  const front = FrontMatterSchema.safeParse(data);
  if (!front.success) throw problemsOf(file, front.error);
  return {
    pageName: name,
    title: front.data.title,
    description: front.data.description,
    pageLayout: front.data.layout,
    bodyHtml: markdownToSafeHtml(body),
    marketplaces: front.data.marketplaces ?? null,
    published: front.data.published === "true",
  };
}

/** The slots of slots.json, HTML blocks sanitised. */
export function parseSlotsFile(file: string, source: string): SlotFile[] {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new Error(`${file}: not JSON (${error instanceof Error ? error.message : error})`);
  }
  const parsed = SlotsFileSchema.safeParse(json);
  if (!parsed.success) throw problemsOf(file, parsed.error);
  const ids = new Set<string>();
  return parsed.data.slots.map((slot) => {
    if (ids.has(slot.slotId)) throw new Error(`${file}: slot ${slot.slotId} is given twice`);
    ids.add(slot.slotId);
    const fields =
      slot.fields.componentName === "html"
        ? { ...slot.fields, html: sanitizeContentHtml(slot.fields.html) }
        : slot.fields;
    return {
      slotId: slot.slotId,
      pageName: slot.pageName ?? null,
      searchTerm: slot.searchTerm ?? null,
      slotName: slot.slotName,
      sortOrder: slot.sortOrder,
      fields,
      marketplaces: slot.marketplaces ?? null,
      published: slot.published,
    };
  });
}

/** Every page (pages/*.md) and slot (slots.json, optional) of a content folder, checked. */
export async function readContentDir(dir: string): Promise<ContentBundle> {
  const pagesDir = join(dir, "pages");
  const names = (await readdir(pagesDir)).filter((name) => name.endsWith(".md")).sort();
  const pages = await Promise.all(
    names.map(async (name) =>
      parsePageFile(join(pagesDir, name), await readFile(join(pagesDir, name), "utf8")),
    ),
  );
  const slotsPath = join(dir, "slots.json");
  const slotsSource = await readFile(slotsPath, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  return { pages, slots: slotsSource === null ? [] : parseSlotsFile(slotsPath, slotsSource) };
}

/** The repository's own content folder (the seed and the operator's command default to it). */
export const DEFAULT_CONTENT_DIR = new URL("../../content", import.meta.url).pathname;
