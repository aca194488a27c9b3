CREATE TABLE "search_facet_rows" (
	"style_id" integer PRIMARY KEY NOT NULL,
	"gender_code" integer NOT NULL,
	"zc1_code" integer NOT NULL,
	"zc2_code" integer NOT NULL,
	"brand_code" integer NOT NULL,
	"size_code" integer NOT NULL,
	"width_code" integer NOT NULL,
	"color_code" integer NOT NULL,
	"price_code" integer NOT NULL,
	"verticals_code" integer NOT NULL,
	"size_ids" smallint[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_documents_size_idx";--> statement-breakpoint
-- The new columns are filled from what an index built before this migration holds, with the ids
-- refreshSearchDocuments gives, so that search keeps working until the next refresh.
ALTER TABLE "search_facet_order" ADD COLUMN "value_id" smallint;--> statement-breakpoint
UPDATE "search_facet_order" o SET "value_id" = r.id
FROM (SELECT field, value, row_number() OVER (PARTITION BY field ORDER BY rank, value) AS id FROM "search_facet_order") r
WHERE r.field = o.field AND r.value = o.value;--> statement-breakpoint
ALTER TABLE "search_facet_order" ALTER COLUMN "value_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "size_ids" smallint[];--> statement-breakpoint
UPDATE "search_documents" d SET "size_ids" = c.ids
FROM (
  SELECT fc.code, ARRAY(
    SELECT o.value_id FROM unnest(fc.values) v JOIN "search_facet_order" o ON o.field = 'size' AND o.value = v ORDER BY 1
  ) AS ids
  FROM "search_facet_codes" fc WHERE fc.field = 'size'
) c
WHERE c.code = d.size_code;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "size_ids" SET NOT NULL;--> statement-breakpoint
INSERT INTO "search_facet_rows" SELECT style_id, gender_code, zc1_code, zc2_code, brand_code, size_code, width_code,
  color_code, price_code, verticals_code, size_ids FROM "search_documents" ORDER BY style_id;--> statement-breakpoint
CREATE INDEX "search_facet_rows_gender_idx" ON "search_facet_rows" USING btree ("gender_code");--> statement-breakpoint
CREATE INDEX "search_facet_rows_zc1_idx" ON "search_facet_rows" USING btree ("zc1_code");--> statement-breakpoint
CREATE INDEX "search_facet_rows_zc2_idx" ON "search_facet_rows" USING btree ("zc2_code");--> statement-breakpoint
CREATE INDEX "search_facet_rows_brand_idx" ON "search_facet_rows" USING btree ("brand_code");--> statement-breakpoint
CREATE INDEX "search_facet_rows_size_ids_idx" ON "search_facet_rows" USING gin ("size_ids");--> statement-breakpoint
CREATE INDEX "search_facet_rows_width_idx" ON "search_facet_rows" USING btree ("width_code");--> statement-breakpoint
CREATE INDEX "search_facet_rows_color_idx" ON "search_facet_rows" USING btree ("color_code");--> statement-breakpoint
CREATE INDEX "search_facet_rows_price_range_idx" ON "search_facet_rows" USING btree ("price_code");--> statement-breakpoint
CREATE INDEX "search_facet_rows_verticals_idx" ON "search_facet_rows" USING btree ("verticals_code");--> statement-breakpoint
CREATE INDEX "search_documents_size_ids_idx" ON "search_documents" USING gin ("size_ids");