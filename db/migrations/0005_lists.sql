CREATE TABLE "list_items" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"list_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"sub_item_id" integer,
	"merchant_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_entry_unique" UNIQUE NULLS NOT DISTINCT("customer_id","list_id","item_id","sub_item_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"customer_id" bigint NOT NULL,
	"list_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lists_customer_id_list_id_pk" PRIMARY KEY("customer_id","list_id"),
	CONSTRAINT "lists_type_known" CHECK ("lists"."type" = 'FAVORITES_LIST')
);
--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_customer_id_list_id_lists_customer_id_list_id_fk" FOREIGN KEY ("customer_id","list_id") REFERENCES "public"."lists"("customer_id","list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_items_list_idx" ON "list_items" USING btree ("customer_id","list_id","entry_id");--> statement-breakpoint
CREATE INDEX "list_items_item_idx" ON "list_items" USING btree ("customer_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_share_token_idx" ON "lists" USING btree ("share_token");