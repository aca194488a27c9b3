CREATE TABLE "search_brands" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"product_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_browse_facets" (
	"gender" text NOT NULL,
	"zc1" text NOT NULL,
	"zc2" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_browse_facets_gender_zc1_zc2_field_value_pk" PRIMARY KEY("gender","zc1","zc2","field","value")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"style_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"brand_name" text NOT NULL,
	"product_name" text NOT NULL,
	"seo_name" text NOT NULL,
	"product_type" text NOT NULL,
	"subcategory" text NOT NULL,
	"genders" text[] NOT NULL,
	"color" text NOT NULL,
	"style_sort_order" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"msrp_cents" integer NOT NULL,
	"percent_off" integer NOT NULL,
	"review_rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"best_seller_rank" integer NOT NULL,
	"popularity" real NOT NULL,
	"best_for_you" real NOT NULL,
	"hard_launch_date" timestamp with time zone NOT NULL,
	"gender_code" integer NOT NULL,
	"zc1_code" integer NOT NULL,
	"zc2_code" integer NOT NULL,
	"brand_code" integer NOT NULL,
	"size_code" integer NOT NULL,
	"width_code" integer NOT NULL,
	"color_code" integer NOT NULL,
	"price_code" integer NOT NULL,
	"verticals_code" integer NOT NULL,
	"on_hand" integer NOT NULL,
	"asin" text NOT NULL,
	"has_pair_image" boolean NOT NULL,
	"badges" jsonb NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_facet_codes" (
	"field" text NOT NULL,
	"code" integer NOT NULL,
	"values" text[] NOT NULL,
	CONSTRAINT "search_facet_codes_field_code_pk" PRIMARY KEY("field","code")
);
--> statement-breakpoint
CREATE TABLE "search_facet_order" (
	"field" text NOT NULL,
	"value" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "search_facet_order_field_value_pk" PRIMARY KEY("field","value")
);
--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"document_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"suggestion" text PRIMARY KEY NOT NULL,
	"suggestion_key" text NOT NULL,
	"kind" text NOT NULL,
	"document_count" integer NOT NULL,
	"categories" jsonb NOT NULL,
	"category_keys" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term_facets" (
	"lexeme" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_term_facets_lexeme_field_value_pk" PRIMARY KEY("lexeme","field","value")
);
--> statement-breakpoint
CREATE TABLE "search_term_results" (
	"lexeme" text NOT NULL,
	"position" integer NOT NULL,
	"style_id" integer NOT NULL,
	CONSTRAINT "search_term_results_lexeme_position_pk" PRIMARY KEY("lexeme","position")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"document_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_product_idx" ON "search_documents" USING btree ("product_id","style_sort_order");--> statement-breakpoint
CREATE INDEX "search_documents_subcategory_price_idx" ON "search_documents" USING btree ("subcategory","price_cents");--> statement-breakpoint
CREATE INDEX "search_documents_gender_idx" ON "search_documents" USING btree ("gender_code");--> statement-breakpoint
CREATE INDEX "search_documents_zc1_idx" ON "search_documents" USING btree ("zc1_code");--> statement-breakpoint
CREATE INDEX "search_documents_zc2_idx" ON "search_documents" USING btree ("zc2_code");--> statement-breakpoint
CREATE INDEX "search_documents_brand_idx" ON "search_documents" USING btree ("brand_code");--> statement-breakpoint
CREATE INDEX "search_documents_size_idx" ON "search_documents" USING btree ("size_code");--> statement-breakpoint
CREATE INDEX "search_documents_width_idx" ON "search_documents" USING btree ("width_code");--> statement-breakpoint
CREATE INDEX "search_documents_color_idx" ON "search_documents" USING btree ("color_code");--> statement-breakpoint
CREATE INDEX "search_documents_price_range_idx" ON "search_documents" USING btree ("price_code");--> statement-breakpoint
CREATE INDEX "search_documents_verticals_idx" ON "search_documents" USING btree ("verticals_code");--> statement-breakpoint
CREATE INDEX "search_documents_new_idx" ON "search_documents" USING btree ("hard_launch_date","style_id");--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" USING btree ("price_cents","style_id");--> statement-breakpoint
CREATE INDEX "search_documents_sales_idx" ON "search_documents" USING btree ("best_seller_rank","style_id");--> statement-breakpoint
CREATE INDEX "search_documents_rating_idx" ON "search_documents" USING btree ("review_rating","review_count","style_id");--> statement-breakpoint
CREATE INDEX "search_documents_percent_off_idx" ON "search_documents" USING btree ("percent_off","style_id");--> statement-breakpoint
CREATE INDEX "search_documents_best_for_you_idx" ON "search_documents" USING btree ("best_for_you","style_id");--> statement-breakpoint
CREATE INDEX "search_facet_codes_values_idx" ON "search_facet_codes" USING gin ("values");--> statement-breakpoint
CREATE INDEX "search_suggestions_trgm_idx" ON "search_suggestions" USING gin ("suggestion_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_suggestions_categories_idx" ON "search_suggestions" USING gin ("category_keys");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);