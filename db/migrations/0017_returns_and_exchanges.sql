CREATE TABLE "return_contracts" (
	"contract_id" text PRIMARY KEY NOT NULL,
	"rma_number" text NOT NULL,
	"order_id" text NOT NULL,
	"item_unique_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"previous_status" text NOT NULL,
	"refund_order_id" text NOT NULL,
	"refund_item_unique_id" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"refund_card_cents" integer DEFAULT 0 NOT NULL,
	"refund_gift_card_cents" integer DEFAULT 0 NOT NULL,
	"refund_planned_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_contracts_kind" CHECK ("return_contracts"."kind" in ('return', 'exchange')),
	CONSTRAINT "return_contracts_state" CHECK ("return_contracts"."state" in ('open', 'cancelled', 'closed')),
	CONSTRAINT "return_contracts_refund_not_negative" CHECK ("return_contracts"."refund_card_cents" >= 0 and "return_contracts"."refund_gift_card_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_schedule" (
	"rma_number" text PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"rma_number" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"marketplace" text NOT NULL,
	"email" text NOT NULL,
	"label_type" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"status" text NOT NULL,
	"from_address" jsonb NOT NULL,
	"to_address" jsonb NOT NULL,
	"pickup_date" text,
	"exchange_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "return_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "exchange_of_item_unique_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_of_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_window_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_contracts" ADD CONSTRAINT "return_contracts_rma_number_returns_rma_number_fk" FOREIGN KEY ("rma_number") REFERENCES "public"."returns"("rma_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_contracts" ADD CONSTRAINT "return_contracts_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_contracts" ADD CONSTRAINT "return_contracts_item_unique_id_order_lines_item_unique_id_fk" FOREIGN KEY ("item_unique_id") REFERENCES "public"."order_lines"("item_unique_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_schedule" ADD CONSTRAINT "return_schedule_rma_number_returns_rma_number_fk" FOREIGN KEY ("rma_number") REFERENCES "public"."returns"("rma_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_contracts_rma_idx" ON "return_contracts" USING btree ("rma_number");--> statement-breakpoint
CREATE INDEX "return_contracts_order_idx" ON "return_contracts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_contracts_refund_order_idx" ON "return_contracts" USING btree ("refund_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_contracts_one_open_idx" ON "return_contracts" USING btree ("item_unique_id") WHERE "return_contracts"."state" = 'open';--> statement-breakpoint
CREATE INDEX "return_schedule_since_idx" ON "return_schedule" USING btree ("since");--> statement-breakpoint
CREATE INDEX "returns_customer_idx" ON "returns" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_exchange_order_idx" ON "returns" USING btree ("exchange_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_refund_within_capture" CHECK ("orders"."card_refunded_cents" >= 0 and "orders"."card_refunded_cents" <= "orders"."captured_cents");