DROP INDEX "refresh_jobs_one_active_per_user";--> statement-breakpoint
ALTER TABLE "refresh_jobs" ADD COLUMN "kind" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_jobs_one_active_per_user" ON "refresh_jobs" USING btree ("user_id") WHERE state in ('queued', 'running') and kind = 'all';--> statement-breakpoint
ALTER TABLE "refresh_jobs" ADD CONSTRAINT "refresh_jobs_kind" CHECK ("refresh_jobs"."kind" in ('all', 'added') and ("refresh_jobs"."kind" = 'all' or "refresh_jobs"."user_id" is not null));