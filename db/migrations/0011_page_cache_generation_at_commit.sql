-- The page generation (0010) moves as each changing statement ends, before its transaction commits:
-- a page rendered in between reads the old data under the new value. The page cache renders such
-- pages again after a settling time, which covers a transaction that commits soon after its last
-- change, not one held open longer. So a transaction that moves the generation also leaves one mark
-- here, whose deferred trigger moves it once more as the transaction commits: a page rendered before
-- the commit is then at an older value, and never served again.
CREATE TABLE IF NOT EXISTS "page_cache_commit_marks" ("txid" bigint PRIMARY KEY);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_page_cache_generation_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "page_cache_commit_marks" WHERE "txid" = NEW."txid";
  PERFORM nextval('page_cache_generation');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_cache_commit_marks_at_commit" AFTER INSERT ON "page_cache_commit_marks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_page_cache_generation_at_commit"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_page_cache_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('page_cache_generation');
  -- Once per transaction (a setting local to it): the mark that moves the generation at commit.
  IF current_setting('store.page_cache_marked', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('store.page_cache_marked', txid_current()::text, true);
    INSERT INTO "page_cache_commit_marks" ("txid") VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
