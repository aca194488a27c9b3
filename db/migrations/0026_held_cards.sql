CREATE TABLE "held_cards" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"expiration_month" smallint NOT NULL,
	"expiration_year" smallint NOT NULL,
	"name_on_card" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
