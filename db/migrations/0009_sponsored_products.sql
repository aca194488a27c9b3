CREATE TABLE "sponsored_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"priority" integer NOT NULL
);
