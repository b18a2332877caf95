CREATE TABLE "import_replaced_prices" (
	"batch_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"last_price" double precision,
	"last_price_updated_at" timestamp with time zone,
	"price_batch_id" uuid,
	"active_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "import_replaced_prices_batch_id_stock_id_pk" PRIMARY KEY("batch_id","stock_id")
);
--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "price_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "import_replaced_prices" ADD CONSTRAINT "import_replaced_prices_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_replaced_prices" ADD CONSTRAINT "import_replaced_prices_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_replaced_prices" ADD CONSTRAINT "import_replaced_prices_price_batch_id_import_batches_id_fk" FOREIGN KEY ("price_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_replaced_prices_stock_idx" ON "import_replaced_prices" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "import_replaced_prices_price_batch_idx" ON "import_replaced_prices" USING btree ("price_batch_id");--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_price_batch_id_import_batches_id_fk" FOREIGN KEY ("price_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stocks_price_batch_idx" ON "stocks" USING btree ("price_batch_id");