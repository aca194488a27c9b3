ALTER TABLE "mail_outbox" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "stream" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_stream_idx" ON "mail_outbox" USING btree ("stream","mail_id") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_event_key_unique" UNIQUE("event_key");