ALTER TABLE "users" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "conta_generica" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_uq" ON "users" USING btree ("cpf");--> statement-breakpoint
-- A kept caller (decision 047) now also holds whether the user may write (its CPF and the generic-account
-- flag, decision 073): a change of either notifies the API processes as the user's name does.
DROP TRIGGER "users_callers_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_callers_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD."username", OLD."fullname", OLD."active", OLD."cpf", OLD."conta_generica") IS DISTINCT FROM (NEW."username", NEW."fullname", NEW."active", NEW."cpf", NEW."conta_generica"))
  EXECUTE FUNCTION "notify_callers_changed"();
