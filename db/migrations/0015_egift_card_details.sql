CREATE TABLE "cart_gift_card_details" (
	"cart_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"design" text NOT NULL,
	CONSTRAINT "cart_gift_card_details_cart_id_stock_id_pk" PRIMARY KEY("cart_id","stock_id"),
	CONSTRAINT "cart_gift_card_details_lengths" CHECK (char_length("cart_gift_card_details"."recipient_name") between 1 and 50 and char_length("cart_gift_card_details"."recipient_email") between 3 and 254
        and char_length("cart_gift_card_details"."sender_name") between 1 and 50 and char_length("cart_gift_card_details"."message") <= 200
        and char_length("cart_gift_card_details"."design") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "cart_gift_card_details" ADD CONSTRAINT "cart_gift_card_details_line_fk" FOREIGN KEY ("cart_id","stock_id") REFERENCES "public"."cart_items"("cart_id","stock_id") ON DELETE cascade ON UPDATE no action;