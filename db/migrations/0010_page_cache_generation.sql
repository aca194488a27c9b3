-- Shared pages (the home page, listings, search results, product pages) are cached by the server
-- (server/page-cache). This sequence counts changes to what they show: any change to the catalogue,
-- its search tables, sponsored products or content menus moves it, and so does a stock change that
-- a page shows (a size selling out or coming back, or a count at or under the low-stock threshold of
-- 10). A cached page rendered at an older value is not served again. A sequence, not a row, so that
-- a change never waits on another transaction's lock.
CREATE SEQUENCE IF NOT EXISTS "page_cache_generation";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_page_cache_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('page_cache_generation');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "brands_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "categories_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "products_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "styles_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "styles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "sizing_values_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sizing_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "product_dimensions_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_dimensions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "menus_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_documents_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_facet_rows_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_facet_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_facet_codes_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_facet_codes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_browse_facets_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_browse_facets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_lexemes_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_lexemes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_term_facets_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_term_facets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_term_results_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_term_results" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_terms_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_suggestions_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_suggestions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_brands_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "search_facet_order_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_facet_order" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "sponsored_products_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sponsored_products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "stocks_page_cache" AFTER INSERT OR DELETE OR TRUNCATE ON "stocks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_generation"();
--> statement-breakpoint
CREATE TRIGGER "stocks_shown_page_cache" AFTER UPDATE ON "stocks" FOR EACH ROW
  WHEN (OLD.on_hand IS DISTINCT FROM NEW.on_hand AND (OLD.on_hand <= 10 OR NEW.on_hand <= 10)
        OR OLD.style_id IS DISTINCT FROM NEW.style_id OR OLD.size_value_id IS DISTINCT FROM NEW.size_value_id
        OR OLD.width_value_id IS DISTINCT FROM NEW.width_value_id)
  EXECUTE FUNCTION "bump_page_cache_generation"();
