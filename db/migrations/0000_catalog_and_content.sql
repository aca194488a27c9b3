CREATE TABLE "brands" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name"),
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"depth" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_dimensions" (
	"product_id" integer NOT NULL,
	"dimension_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_dimensions_product_id_dimension_id_pk" PRIMARY KEY("product_id","dimension_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"seo_name" text NOT NULL,
	"description" text NOT NULL,
	"product_type" text NOT NULL,
	"subcategory" text NOT NULL,
	"genders" text[] NOT NULL,
	"sizing_model" text NOT NULL,
	"silhouette" text NOT NULL,
	"has_half_sizes" boolean NOT NULL,
	"is_egc" boolean NOT NULL,
	"is_gift_card" boolean NOT NULL,
	"preferred_subsite" text,
	"review_count" integer NOT NULL,
	"review_rating" real NOT NULL,
	"best_seller_rank" integer NOT NULL,
	"badges" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sizing_values" (
	"value_id" integer PRIMARY KEY NOT NULL,
	"dimension" text NOT NULL,
	"label" text NOT NULL,
	"rank" integer NOT NULL,
	"size_type" text
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"stock_id" integer PRIMARY KEY NOT NULL,
	"asin" text NOT NULL,
	"style_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"on_hand" integer NOT NULL,
	"size_value_id" integer NOT NULL,
	"width_value_id" integer,
	"age_group" text NOT NULL,
	"gender" text,
	"shoe_type" text,
	"size_range" text,
	CONSTRAINT "stocks_asin_unique" UNIQUE("asin"),
	CONSTRAINT "stocks_on_hand_non_negative" CHECK ("stocks"."on_hand" >= 0),
	CONSTRAINT "stocks_asin_format" CHECK ("stocks"."asin" ~ '^B0[A-Z0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "styles" (
	"style_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"color" text NOT NULL,
	"color_family" text NOT NULL,
	"hex" text NOT NULL,
	"accent_hex" text NOT NULL,
	"price_cents" integer NOT NULL,
	"msrp_cents" integer NOT NULL,
	"hard_launch_date" timestamp with time zone NOT NULL,
	"image_views" text[] NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "styles_price_positive" CHECK ("styles"."price_cents" > 0 and "styles"."msrp_cents" >= "styles"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" text PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"sort_order" integer NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_dimensions" ADD CONSTRAINT "product_dimensions_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_style_id_styles_style_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("style_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_size_value_id_sizing_values_value_id_fk" FOREIGN KEY ("size_value_id") REFERENCES "public"."sizing_values"("value_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_width_value_id_sizing_values_value_id_fk" FOREIGN KEY ("width_value_id") REFERENCES "public"."sizing_values"("value_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "stocks_style_idx" ON "stocks" USING btree ("style_id");--> statement-breakpoint
CREATE INDEX "stocks_product_idx" ON "stocks" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "styles_product_idx" ON "styles" USING btree ("product_id");