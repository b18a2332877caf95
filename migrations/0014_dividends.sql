CREATE TABLE "dividends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"ex_date" date NOT NULL,
	"pay_date" date,
	"amount_per_share" numeric(20, 6) NOT NULL,
	"franking_percent" numeric(5, 2),
	"company_tax_rate" numeric(3, 2) DEFAULT '0.30' NOT NULL,
	"units" numeric(20, 6) NOT NULL,
	"units_overridden" boolean DEFAULT false NOT NULL,
	"drp_units" numeric(20, 6),
	"drp_price" numeric(20, 6),
	"status" text NOT NULL,
	"source" text NOT NULL,
	"batch_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dividends_status_known" CHECK ("dividends"."status" in ('estimated', 'confirmed')),
	CONSTRAINT "dividends_source_known" CHECK ("dividends"."source" in ('provider', 'import', 'manual')),
	CONSTRAINT "dividends_figures" CHECK ("dividends"."amount_per_share" > 0 and "dividends"."units" >= 0 and "dividends"."company_tax_rate" in (0.30, 0.25)
          and ("dividends"."franking_percent" is null or ("dividends"."franking_percent" >= 0 and "dividends"."franking_percent" <= 100))
          and ("dividends"."pay_date" is null or "dividends"."pay_date" >= "dividends"."ex_date")),
	CONSTRAINT "dividends_drp" CHECK (("dividends"."drp_units" is null and "dividends"."drp_price" is null)
          or ("dividends"."drp_units" > 0 and "dividends"."drp_price" > 0 and "dividends"."pay_date" is not null)),
	CONSTRAINT "dividends_status_follows" CHECK (("dividends"."status" = 'confirmed') = ("dividends"."franking_percent" is not null and "dividends"."pay_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "dividends" ADD CONSTRAINT "dividends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividends" ADD CONSTRAINT "dividends_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividends" ADD CONSTRAINT "dividends_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividends_user_stock_ex_date_unique" ON "dividends" USING btree ("user_id","stock_id","ex_date");--> statement-breakpoint
CREATE INDEX "dividends_user_pay_date_idx" ON "dividends" USING btree ("user_id","pay_date");--> statement-breakpoint
CREATE INDEX "dividends_stock_idx" ON "dividends" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "dividends_batch_idx" ON "dividends" USING btree ("batch_id");