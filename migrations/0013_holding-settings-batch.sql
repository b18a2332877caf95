ALTER TABLE "holding_settings" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "holding_settings" ADD CONSTRAINT "holding_settings_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holding_settings_batch_idx" ON "holding_settings" USING btree ("batch_id");