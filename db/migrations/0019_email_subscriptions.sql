CREATE TABLE "captcha_solutions" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"optout" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_subscribers_lower" CHECK ("email_subscribers"."email" = lower("email_subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"subscribed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_subscriptions_email_kind_subject_id_pk" PRIMARY KEY("email","kind","subject_id"),
	CONSTRAINT "email_subscriptions_kind" CHECK ("email_subscriptions"."kind" in ('list', 'brand', 'upcoming_style'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_offers" (
	"email" text PRIMARY KEY NOT NULL,
	"promo_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_offers_promo_code_unique" UNIQUE("promo_code")
);
--> statement-breakpoint
CREATE TABLE "price_watches" (
	"customer_id" bigint NOT NULL,
	"style_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_watches_customer_id_style_id_pk" PRIMARY KEY("customer_id","style_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"subsite_id" text NOT NULL,
	"list_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_tokens_purpose" CHECK ("subscription_tokens"."purpose" in ('manage', 'confirm'))
);
--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "subscription_tokens_email_idx" ON "subscription_tokens" USING btree ("email","purpose");