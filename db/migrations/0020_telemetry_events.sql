CREATE TABLE "telemetry_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"page_type" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telemetry_events_type" CHECK ("telemetry_events"."type" in ('beacon', 'error', 'tracking', 'impression', 'click')),
	CONSTRAINT "telemetry_events_name_length" CHECK (char_length("telemetry_events"."name") between 1 and 100),
	CONSTRAINT "telemetry_events_page_type_length" CHECK (char_length("telemetry_events"."page_type") <= 80),
	CONSTRAINT "telemetry_events_properties_size" CHECK (octet_length("telemetry_events"."properties"::text) <= 4096)
);
--> statement-breakpoint
CREATE INDEX "telemetry_events_occurred_at_idx" ON "telemetry_events" USING btree ("occurred_at");