ALTER TABLE "journal_entries" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_allocations" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_allocations" ADD CONSTRAINT "portfolio_allocations_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_batch_idx" ON "journal_entries" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "portfolio_allocations_batch_idx" ON "portfolio_allocations" USING btree ("batch_id");