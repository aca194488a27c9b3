CREATE TABLE "card_verifications" (
	"verification_id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_instruments" (
	"payment_instrument_id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"payment_type" text DEFAULT 'CC' NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"expiration_month" smallint NOT NULL,
	"expiration_year" smallint NOT NULL,
	"name_on_card" text NOT NULL,
	"billing_address_id" bigint NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_verifications_customer_idx" ON "card_verifications" USING btree ("customer_id","attempted_at");--> statement-breakpoint
CREATE INDEX "payment_instruments_customer_idx" ON "payment_instruments" USING btree ("customer_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instruments_one_default_idx" ON "payment_instruments" USING btree ("customer_id") WHERE "payment_instruments"."is_primary" and "payment_instruments"."active";