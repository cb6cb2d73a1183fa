CREATE TABLE "auth_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "n") VALUES (1, 0);
--> statement-breakpoint
-- Raised once per transaction, at its commit (deferred constraint triggers): the row is locked only for
-- the moment of the commit, and a reader never sees the new number before the change it stands for.
CREATE FUNCTION "auth_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kuechen.auth_epoch_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('kuechen.auth_epoch_bumped', 'on', true);
    UPDATE "auth_epoch" SET "n" = "n" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "auth_epoch_session" AFTER UPDATE OR DELETE ON "session" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "auth_epoch_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "auth_epoch_user" AFTER UPDATE OR DELETE ON "user" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "auth_epoch_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "auth_epoch_account" AFTER UPDATE OR DELETE ON "account" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "auth_epoch_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "auth_epoch_stores" AFTER UPDATE OR DELETE ON "stores" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "auth_epoch_bump"();
