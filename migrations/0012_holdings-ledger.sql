CREATE TABLE "holding_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"parcel_method" text DEFAULT 'fifo' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holding_settings_parcel_method_known" CHECK ("holding_settings"."parcel_method" in ('fifo', 'minimise'))
);
--> statement-breakpoint
CREATE TABLE "sale_allocations" (
	"sell_trade_id" uuid NOT NULL,
	"parcel_trade_id" uuid NOT NULL,
	"units" numeric(20, 6) NOT NULL,
	CONSTRAINT "sale_allocations_sell_trade_id_parcel_trade_id_pk" PRIMARY KEY("sell_trade_id","parcel_trade_id"),
	CONSTRAINT "sale_allocations_units_positive" CHECK ("sale_allocations"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"type" text NOT NULL,
	"trade_date" date NOT NULL,
	"units" numeric(20, 6),
	"price" numeric(20, 6),
	"brokerage" numeric(20, 6) DEFAULT '0' NOT NULL,
	"ratio_from" integer,
	"ratio_to" integer,
	"acquired_on" date,
	"note" text,
	"dedupe_key" text,
	"batch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trades_type_known" CHECK ("trades"."type" in ('BUY', 'SELL', 'OPENING_BALANCE', 'SPLIT', 'CONSOLIDATION')),
	CONSTRAINT "trades_shape" CHECK (case when "trades"."type" in ('SPLIT', 'CONSOLIDATION')
            then "trades"."units" is null and "trades"."price" is null and "trades"."brokerage" = 0
                 and "trades"."ratio_from" is not null and "trades"."ratio_to" is not null and "trades"."ratio_from" >= 1 and "trades"."ratio_to" >= 1
                 and "trades"."ratio_to" <> "trades"."ratio_from" and ("trades"."type" = 'SPLIT') = ("trades"."ratio_to" > "trades"."ratio_from")
            else "trades"."units" is not null and "trades"."price" is not null and "trades"."units" > 0 and "trades"."price" > 0 and "trades"."brokerage" >= 0
                 and "trades"."ratio_from" is null and "trades"."ratio_to" is null end),
	CONSTRAINT "trades_acquired_on" CHECK ("trades"."acquired_on" is null or ("trades"."type" = 'OPENING_BALANCE' and "trades"."acquired_on" <= "trades"."trade_date"))
);
--> statement-breakpoint
ALTER TABLE "holding_settings" ADD CONSTRAINT "holding_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_allocations" ADD CONSTRAINT "sale_allocations_sell_trade_id_trades_id_fk" FOREIGN KEY ("sell_trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_user_date_idx" ON "trades" USING btree ("user_id","trade_date");--> statement-breakpoint
CREATE INDEX "trades_stock_idx" ON "trades" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "trades_batch_idx" ON "trades" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_user_dedupe_key_unique" ON "trades" USING btree ("user_id","dedupe_key") WHERE dedupe_key is not null;