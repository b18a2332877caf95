CREATE TABLE "refresh_job_stocks" (
	"job_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	CONSTRAINT "refresh_job_stocks_job_id_stock_id_pk" PRIMARY KEY("job_id","stock_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"slot" timestamp with time zone,
	"state" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"successful" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"rate_limited" integer DEFAULT 0 NOT NULL,
	"new_alerts" integer DEFAULT 0 NOT NULL,
	"interruptions" integer DEFAULT 0 NOT NULL,
	"error" text,
	"claim" uuid,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "refresh_jobs_state" CHECK ("refresh_jobs"."state" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "refresh_jobs_user_or_slot" CHECK (("refresh_jobs"."user_id" is null) <> ("refresh_jobs"."slot" is null))
);
--> statement-breakpoint
ALTER TABLE "refresh_job_stocks" ADD CONSTRAINT "refresh_job_stocks_job_id_refresh_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."refresh_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_job_stocks" ADD CONSTRAINT "refresh_job_stocks_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_jobs" ADD CONSTRAINT "refresh_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_job_stocks_stock_idx" ON "refresh_job_stocks" USING btree ("stock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_jobs_one_active_per_user" ON "refresh_jobs" USING btree ("user_id") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_jobs_one_active_scheduled" ON "refresh_jobs" USING btree ((user_id is null)) WHERE user_id is null and state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "refresh_jobs_user_idx" ON "refresh_jobs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_jobs_claimable_idx" ON "refresh_jobs" USING btree ("created_at") WHERE state in ('queued', 'running');