import { z } from "@hono/zod-openapi";
import { apiRouter, readPageGeneration } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { type Marketplace, selectMarketplace } from "../marketplace/index.ts";
import { MAX_PAGE_NAME, PAGE_LAYOUTS, PAGE_NAME } from "./files.server.ts";
import { servedPage, servedSlots } from "./served.server.ts";
import { BannerFieldsSchema, SlotSchema } from "./slot-schema.server.ts";
import { GLOBAL_PAGE, HEADER_SLOTS, headerBanners } from "./slots.ts";

type ContentEnv = { Variables: { logger?: Log } };

export interface ContentRouteServices {
  db: Db;
  marketplaces: readonly Marketplace[];
  forcedMarketplace?: string;
  logger?: Log;
}

const NOT_FOUND_ID = "content.page.not.found";
const notFound = () => new AppError("not_found", NOT_FOUND_ID, "No such page");

const pageName = z
  .string()
  .max(MAX_PAGE_NAME, `pageName must be at most ${MAX_PAGE_NAME} characters`)
  .regex(PAGE_NAME, "pageName must be lower-case words joined by dashes");
const searchTerm = z.string().trim().min(1).max(100);
/** A search landing page (spec 1: paths ending in .zso), with or without its slash and suffix. */
const zso = z
  .string()
  .max(120)
  .regex(
    /^\/?[a-z0-9]+(?:-[a-z0-9]+)*(?:\.zso)?$/i,
    "ProductSearchZso must be a landing page like /womens-boots.zso",
  );

const SlotsQuery = z.object({
  pageName: pageName.optional(),
  pageLayout: z.enum(PAGE_LAYOUTS).optional(),
  ProductSearchTerm: searchTerm.optional(),
  ProductSearchZso: zso.optional(),
});

const PageQuery = z.object({ pageName });

const PageSchema = z
  .object({
    pageName: z.string(),
    title: z.string(),
    description: z.string(),
    pageLayout: z.string(),
    html: z.string().describe("sanitised HTML"),
    slots: z.array(SlotSchema),
  })
  .openapi("ContentPage");

/** The words a search landing page stands for: '/womens-boots.zso' is 'womens boots'. */
export function zsoSearchTerm(path: string): string {
  return path
    .replace(/^\//, "")
    .replace(/\.zso$/i, "")
    .split("-")
    .join(" ");
}

/** The /zcs content calls (spec 1 section 8, spec 3): slots, pages and page bodies, for this host's marketplace. */
export function contentRoutes(services: ContentRouteServices) {
  const { db } = services;
  const router = apiRouter<ContentEnv>({ invalidInputId: "content.invalid.input", log: services.logger });
  const marketplaceOf = (host: string | undefined) =>
    selectMarketplace(services.marketplaces, host, services.forcedMarketplace);
  const read = () => ({ generation: readPageGeneration(db) });

  router.json(
    {
      method: "get",
      path: "/zcs/getSlots",
      summary: "The content slots of a page, or of the search results for a term",
      description:
        "Give pageName (and optionally the pageLayout the caller renders), or ProductSearchTerm, or ProductSearchZso (a search landing page): exactly one of the three.",
      query: SlotsQuery,
      response: z.object({
        pageName: z.string().nullable(),
        pageLayout: z.string().nullable(),
        searchTerm: z.string().nullable(),
        slots: z.array(SlotSchema),
      }),
      responseDescription: "The slots in order (none is an empty list)",
    },
    async ({ query }, c) => {
      const given = [query.pageName, query.ProductSearchTerm, query.ProductSearchZso].filter(
        (v) => v !== undefined,
      );
      if (given.length !== 1) {
        throw new AppError(
          "invalid_input",
          "content.invalid.input",
          "Give exactly one of pageName, ProductSearchTerm or ProductSearchZso",
        );
      }
      const marketplace = marketplaceOf(c.req.header("host"));
      const term =
        query.ProductSearchTerm ?? (query.ProductSearchZso && zsoSearchTerm(query.ProductSearchZso));
      const where = query.pageName !== undefined ? { pageName: query.pageName } : { searchTerm: term ?? "" };
      return {
        pageName: query.pageName ?? null,
        pageLayout: query.pageLayout ?? null,
        searchTerm: "searchTerm" in where ? (where.searchTerm ?? null) : null,
        slots: await servedSlots(db, where, marketplace, read()),
      };
    },
  );

  router.json(
    {
      method: "get",
      path: "/zcs/getPage",
      summary: "A published content page with its slots",
      query: PageQuery,
      response: PageSchema,
      errors: { 404: `${NOT_FOUND_ID}: no published page of that name on this marketplace` },
    },
    async ({ query }, c) => {
      const page = await servedPage(db, query.pageName, marketplaceOf(c.req.header("host")), read());
      if (!page) throw notFound();
      return page;
    },
  );

  router.json(
    {
      method: "get",
      path: "/zcs/content",
      summary: "A published page's title and body alone (popups such as the sales tax one)",
      query: PageQuery,
      response: z.object({
        pageName: z.string(),
        title: z.string(),
        content: z.string().describe("sanitised HTML"),
      }),
      errors: { 404: `${NOT_FOUND_ID}: no published page of that name on this marketplace` },
    },
    async ({ query }, c) => {
      const page = await servedPage(db, query.pageName, marketplaceOf(c.req.header("host")), read());
      if (!page) throw notFound();
      return { pageName: page.pageName, title: page.title, content: page.html };
    },
  );

  router.json(
    {
      method: "get",
      path: "/zcs/emergencyBanner",
      summary: "The header's emergency banner, read again by the browser (spec 3: ignored unless 200)",
      response: z.object({ banner: BannerFieldsSchema.nullable() }),
      responseDescription: "The banner, or null when there is none",
    },
    async (_, c) => {
      const slots = await servedSlots(
        db,
        { pageName: GLOBAL_PAGE },
        marketplaceOf(c.req.header("host")),
        read(),
      );
      const emergency = slots.filter((slot) => slot.slotName === HEADER_SLOTS.emergency);
      // The same for every visitor of a host; a CDN may keep it for the refresh interval.
      c.header("Cache-Control", "public, max-age=1");
      return { banner: headerBanners(emergency).emergency };
    },
  );

  return router.app;
}
