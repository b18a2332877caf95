ALTER TABLE "alert_settings" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_settings_batch_idx" ON "alert_settings" USING btree ("batch_id");