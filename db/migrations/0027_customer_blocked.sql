ALTER TABLE "customers" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;
