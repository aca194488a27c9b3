CREATE TABLE "purchases" (
	"purchase_id" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"marketplace" text NOT NULL,
	"version_number" integer DEFAULT 1 NOT NULL,
	"bag_fingerprint" text DEFAULT '' NOT NULL,
	"shipping_address_id" bigint,
	"payment_instrument_id" bigint,
	"ship_speed" text,
	"original_shipping_cents" integer,
	"shown_promises" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"coupon_code" text,
	"use_gc_balance" boolean DEFAULT false NOT NULL,
	"gift_messages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"from_name" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" text NOT NULL,
	"line_number" integer NOT NULL,
	"item_unique_id" text NOT NULL,
	"stock_id" integer NOT NULL,
	"asin" text NOT NULL,
	"product_id" bigint NOT NULL,
	"style_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"width" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"gl_product_group_type" text NOT NULL,
	"is_gift_card" boolean DEFAULT false NOT NULL,
	"is_egc" boolean DEFAULT false NOT NULL,
	"gift_message" text,
	"gc_customization" jsonb,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	CONSTRAINT "order_lines_order_id_line_number_pk" PRIMARY KEY("order_id","line_number"),
	CONSTRAINT "order_lines_item_unique_id_unique" UNIQUE("item_unique_id"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0 and "order_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"purchase_id" text NOT NULL,
	"purchase_version" integer NOT NULL,
	"idempotency_key" text,
	"marketplace" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"ship_speed" text NOT NULL,
	"promise_date" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"coupon_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"gift_card_cents" integer DEFAULT 0 NOT NULL,
	"grand_total_cents" integer NOT NULL,
	"card_cents" integer NOT NULL,
	"coupon_code" text,
	"payment_instrument_id" bigint,
	"card_brand" text,
	"card_last4" text,
	"authorization_id" text,
	"digital_order_id" text,
	CONSTRAINT "orders_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "orders_money_adds_up" CHECK ("orders"."grand_total_cents" = "orders"."subtotal_cents" - "orders"."coupon_cents" + "orders"."shipping_cents" + "orders"."tax_cents"
        and "orders"."card_cents" = "orders"."grand_total_cents" - "orders"."gift_card_cents" and "orders"."card_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"delta_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"gift_card_id" bigint,
	"order_id" text,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_reference_unique" UNIQUE("reference"),
	CONSTRAINT "gift_card_ledger_reason" CHECK ("gift_card_ledger"."reason" in ('claim', 'order', 'cancel', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"gift_card_id" bigserial PRIMARY KEY NOT NULL,
	"claim_code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"source_order_id" text,
	"source_item_unique_id" text,
	"claimed_by" bigint,
	"claimed_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_claim_code_hash_unique" UNIQUE("claim_code_hash"),
	CONSTRAINT "gift_cards_amount_positive" CHECK ("gift_cards"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"code" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"order_id" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent_basis_points" integer,
	"amount_cents" integer,
	"minimum_subtotal_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"per_customer_limit" integer,
	"description" text DEFAULT '' NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('percent', 'amount', 'free_shipping')),
	CONSTRAINT "promotions_code_upper" CHECK ("promotions"."code" = upper("promotions"."code") and length("promotions"."code") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_code_promotions_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promotions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_open_idx" ON "purchases" USING btree ("customer_id") WHERE "purchases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "purchases_customer_idx" ON "purchases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_lines_stock_idx" ON "order_lines" USING btree ("stock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_customer_idx" ON "gift_card_ledger" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_order_idx" ON "promotion_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_customer_idx" ON "promotion_uses" USING btree ("customer_id","code");