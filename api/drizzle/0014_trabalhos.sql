CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"client_id" uuid,
	"user_id" uuid,
	"state" text DEFAULT 'na_fila' NOT NULL,
	"dedupe_key" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"progress_message" text,
	"result_count" integer,
	"result_file" jsonb,
	"result_expires_at" timestamp with time zone,
	"error" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_user_created_idx" ON "jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_kind_key_created_idx" ON "jobs" USING btree ("kind","dedupe_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_active_key_uq" ON "jobs" USING btree ("kind","dedupe_key") WHERE "jobs"."state" in ('na_fila', 'executando') and "jobs"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("heartbeat_at") WHERE "jobs"."state" = 'executando';