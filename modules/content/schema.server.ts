import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { MenuItem } from "./menus.ts";
import type { SlotFields } from "./slots.ts";

/** Menus of the header and footer, edited as data: 'nav', 'customer-service', 'footer-1' ... 'footer-6'. */
export const menus = pgTable("menus", {
  menuId: text("menu_id").primaryKey(),
  heading: text("heading").notNull(),
  sortOrder: integer("sort_order").notNull(),
  items: jsonb("items").$type<MenuItem[]>().notNull(),
});

/**
 * Content pages served at /c/{pageName} (and /contact-us's body), loaded from the repository's
 * content/ folder (`npm run content -- load`). `bodyHtml` is stored sanitised; `{{storeName}}` and
 * the other placeholders are filled per marketplace when served. `marketplaces` null: every one.
 */
export const contentPages = pgTable("content_pages", {
  pageName: text("page_name").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** help, landing, workwear or popup: how the page is laid out. */
  pageLayout: text("page_layout").notNull(),
  bodyHtml: text("body_html").notNull(),
  marketplaces: text("marketplaces").array(),
  /** Unpublished pages are seen only through the preview routes. */
  published: boolean("published").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Slots: banners, carousels, countdowns and HTML blocks placed on a page (pageName; 'global' is the
 * header's) or on the search results for a term (searchTerm, lower case).
 */
export const contentSlots = pgTable(
  "content_slots",
  {
    slotId: text("slot_id").primaryKey(),
    pageName: text("page_name"),
    searchTerm: text("search_term"),
    /** Where on the page: 'promo-banner', 'global-banner', 'emergency-banner', 'hero', 'main-1' ... */
    slotName: text("slot_name").notNull(),
    sortOrder: integer("sort_order").notNull(),
    fields: jsonb("fields").$type<SlotFields>().notNull(),
    marketplaces: text("marketplaces").array(),
    published: boolean("published").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("content_slots_page_idx").on(table.pageName),
    index("content_slots_search_term_idx").on(table.searchTerm),
  ],
);
