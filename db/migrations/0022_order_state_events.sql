CREATE TABLE "domain_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"type" text NOT NULL,
	"stream" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "domain_events_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"stream" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "event_deliveries_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"history_id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_history_subject" CHECK ("order_history"."subject" in ('order', 'line', 'shipment', 'return', 'payment')),
	CONSTRAINT "order_history_actor" CHECK ("order_history"."actor_kind" in ('customer', 'guest', 'operator', 'fulfilment-clock', 'returns-clock', 'system'))
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"kind" text NOT NULL,
	"cents" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"parent_reference" text,
	"idempotency_key" text NOT NULL,
	"customer_id" bigint,
	"payment_instrument_id" bigint,
	"reason" text,
	"refusal" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_ledger_method" CHECK ("payment_ledger"."method" in ('card', 'gift_card')),
	CONSTRAINT "payment_ledger_kind" CHECK ("payment_ledger"."kind" in ('authorize', 'capture', 'void', 'release', 'refund')),
	CONSTRAINT "payment_ledger_status" CHECK ("payment_ledger"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_ledger_cents" CHECK ("payment_ledger"."cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_domain_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_stream_idx" ON "domain_events" USING btree ("stream","event_id");--> statement-breakpoint
CREATE INDEX "event_deliveries_pending_idx" ON "event_deliveries" USING btree ("consumer","stream","event_id") WHERE "event_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("consumer","next_attempt_at") WHERE "event_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","history_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_order_idx" ON "payment_ledger" USING btree ("order_id","entry_id");--> statement-breakpoint
CREATE INDEX "payment_ledger_pending_idx" ON "payment_ledger" USING btree ("created_at") WHERE "payment_ledger"."status" = 'pending';