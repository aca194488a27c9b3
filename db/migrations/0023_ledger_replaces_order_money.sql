-- The orders' running payment totals become ledger rows (issue 29) before the columns go: an
-- authorisation, what cancellations released of it, the capture, the card refunds and the gift
-- card balance spent and given back (from the gift card ledger's cancel and refund rows), each
-- settled, keyed 'migrated:<order>:<kind>' (the balance's own reference for its give-backs).
INSERT INTO "payment_ledger" ("order_id", "method", "kind", "cents", "status", "reference", "parent_reference", "idempotency_key", "customer_id", "payment_instrument_id", "reason", "created_at", "settled_at")
SELECT "order_id", 'card', 'authorize', "card_cents", 'succeeded', "authorization_id", NULL, 'migrated:' || "order_id" || ':authorize', "customer_id", "payment_instrument_id", 'migrated', "placed_at", "placed_at"
FROM "orders" WHERE "authorization_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "payment_ledger" ("order_id", "method", "kind", "cents", "status", "reference", "parent_reference", "idempotency_key", "reason", "created_at", "settled_at")
SELECT "order_id", 'card', 'release', "card_released_cents", 'succeeded', NULL, "authorization_id", 'migrated:' || "order_id" || ':release', 'migrated', "placed_at", "placed_at"
FROM "orders" WHERE "card_released_cents" > 0;
--> statement-breakpoint
INSERT INTO "payment_ledger" ("order_id", "method", "kind", "cents", "status", "reference", "parent_reference", "idempotency_key", "reason", "created_at", "settled_at")
SELECT "order_id", 'card', 'capture', "captured_cents", 'succeeded', "capture_id", "authorization_id", 'migrated:' || "order_id" || ':capture', 'migrated', "placed_at", "placed_at"
FROM "orders" WHERE "captured_cents" > 0;
--> statement-breakpoint
INSERT INTO "payment_ledger" ("order_id", "method", "kind", "cents", "status", "reference", "parent_reference", "idempotency_key", "reason", "created_at", "settled_at")
SELECT "order_id", 'card', 'refund', "card_refunded_cents", 'succeeded', NULL, "capture_id", 'migrated:' || "order_id" || ':refund', 'migrated', "placed_at", "placed_at"
FROM "orders" WHERE "card_refunded_cents" > 0;
--> statement-breakpoint
INSERT INTO "payment_ledger" ("order_id", "method", "kind", "cents", "status", "reference", "parent_reference", "idempotency_key", "reason", "created_at", "settled_at")
SELECT "order_id", 'gift_card', 'capture', "gift_card_cents", 'succeeded', NULL, NULL, 'migrated:' || "order_id" || ':gift_card', 'migrated', "placed_at", "placed_at"
FROM "orders" WHERE "gift_card_cents" > 0;
--> statement-breakpoint
INSERT INTO "payment_ledger" ("order_id", "method", "kind", "cents", "status", "reference", "parent_reference", "idempotency_key", "reason", "created_at", "settled_at")
SELECT "order_id", 'gift_card', 'refund', "delta_cents", 'succeeded', NULL, NULL, 'migrated:' || "reference", 'migrated', "created_at", "created_at"
FROM "gift_card_ledger" WHERE "reason" IN ('cancel', 'refund') AND "order_id" IS NOT NULL AND "delta_cents" > 0;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_card_money_within_charge";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_card_refund_within_capture";--> statement-breakpoint
ALTER TABLE "return_contracts" DROP CONSTRAINT "return_contracts_order_id_orders_order_id_fk";
--> statement-breakpoint
ALTER TABLE "return_contracts" DROP CONSTRAINT "return_contracts_item_unique_id_order_lines_item_unique_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "authorization_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "card_released_cents";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "capture_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "captured_cents";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "card_refunded_cents";