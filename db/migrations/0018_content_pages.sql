CREATE TABLE "content_pages" (
	"page_name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"page_layout" text NOT NULL,
	"body_html" text NOT NULL,
	"marketplaces" text[],
	"published" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_slots" (
	"slot_id" text PRIMARY KEY NOT NULL,
	"page_name" text,
	"search_term" text,
	"slot_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"marketplaces" text[],
	"published" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_slots_page_idx" ON "content_slots" USING btree ("page_name");--> statement-breakpoint
CREATE INDEX "content_slots_search_term_idx" ON "content_slots" USING btree ("search_term");--> statement-breakpoint
-- Content shows on shared (cached) pages: any change to it moves the page generation (0010, 0011),
-- so a loaded page, banner or slot shows at once.
CREATE TRIGGER "content_pages_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "content_slots_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_slots" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
