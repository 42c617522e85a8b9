-- The callers an API process keeps for its next calls (decision 047) are made of a user, its session (the
-- refresh token the access token came with), its location, the location's company and client, and the
-- profile's rules. Any change of those notifies every process at its commit, and each empties its kept
-- callers. Sessions begun and tokens used change no caller already kept, so they notify nothing.
CREATE FUNCTION "notify_callers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gp_callers_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_callers_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD."username", OLD."fullname", OLD."active") IS DISTINCT FROM (NEW."username", NEW."fullname", NEW."active"))
  EXECUTE FUNCTION "notify_callers_changed"();--> statement-breakpoint
CREATE TRIGGER "users_callers_deleted" AFTER DELETE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_callers_changed"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_callers_changed" AFTER UPDATE ON "refresh_tokens" FOR EACH ROW
  WHEN ((OLD."revoked_at", OLD."user_id") IS DISTINCT FROM (NEW."revoked_at", NEW."user_id"))
  EXECUTE FUNCTION "notify_callers_changed"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_callers_deleted" AFTER DELETE ON "refresh_tokens" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_callers_changed"();--> statement-breakpoint
CREATE TRIGGER "locations_callers_changed" AFTER INSERT OR UPDATE OR DELETE ON "locations" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_callers_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_callers_changed" AFTER INSERT OR UPDATE OR DELETE ON "companies" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_callers_changed"();--> statement-breakpoint
CREATE TRIGGER "roles_callers_changed" AFTER INSERT OR UPDATE OR DELETE ON "roles" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_callers_changed"();
