CREATE TABLE "customer_benefits" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"shipping_benefit" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_benefits_reason" CHECK ("customer_benefits"."shipping_benefit" in ('plain', 'legacy-vip', 'mobile-promo', 'rewards-silver', 'rewards-gold', 'rewards-platinum', 'rewards-elite', 'silver-as-gold', 'prime-linked', 'new-vip', 'no-vip', 'no-vip-prime', 'vip-at-checkout', 'free-holiday-shipping'))
);
