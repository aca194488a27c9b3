CREATE TABLE "stock_subscriptions" (
	"customer_id" bigint NOT NULL,
	"stock_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_subscriptions_customer_id_stock_id_pk" PRIMARY KEY("customer_id","stock_id")
);
--> statement-breakpoint
CREATE INDEX "stock_subscriptions_stock_idx" ON "stock_subscriptions" USING btree ("stock_id");