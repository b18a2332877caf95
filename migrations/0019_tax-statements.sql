CREATE TABLE "tax_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"fy" integer NOT NULL,
	"cash_distribution" numeric(20, 2) NOT NULL,
	"franked_distributions" numeric(20, 2) NOT NULL,
	"franking_credits" numeric(20, 2) NOT NULL,
	"unfranked" numeric(20, 2) NOT NULL,
	"interest" numeric(20, 2) NOT NULL,
	"other_australian_income" numeric(20, 2) NOT NULL,
	"foreign_income" numeric(20, 2) NOT NULL,
	"foreign_income_tax_offset" numeric(20, 2) NOT NULL,
	"discounted_capital_gains" numeric(20, 2) NOT NULL,
	"cgt_concession_amount" numeric(20, 2) NOT NULL,
	"other_capital_gains" numeric(20, 2) NOT NULL,
	"tax_free" numeric(20, 2) NOT NULL,
	"tax_deferred" numeric(20, 2) NOT NULL,
	"amit_excess" numeric(20, 2),
	"amit_shortfall" numeric(20, 2),
	"note" text,
	"batch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_statements_amounts" CHECK ("tax_statements"."cash_distribution" >= 0 and "tax_statements"."franked_distributions" >= 0 and "tax_statements"."franking_credits" >= 0 and "tax_statements"."unfranked" >= 0
          and "tax_statements"."interest" >= 0 and "tax_statements"."other_australian_income" >= 0 and "tax_statements"."foreign_income" >= 0 and "tax_statements"."foreign_income_tax_offset" >= 0
          and "tax_statements"."discounted_capital_gains" >= 0 and "tax_statements"."cgt_concession_amount" >= 0 and "tax_statements"."other_capital_gains" >= 0
          and "tax_statements"."tax_free" >= 0 and "tax_statements"."tax_deferred" >= 0 and ("tax_statements"."amit_excess" is null or "tax_statements"."amit_excess" >= 0)
          and ("tax_statements"."amit_shortfall" is null or "tax_statements"."amit_shortfall" >= 0) and "tax_statements"."fy" between 1986 and 2100)
);
--> statement-breakpoint
ALTER TABLE "holding_settings" ADD COLUMN "tax_entity" text DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "holding_settings" ADD COLUMN "loss_brought_in" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "holding_settings" ADD COLUMN "loss_brought_in_note" text;--> statement-breakpoint
ALTER TABLE "tax_statements" ADD CONSTRAINT "tax_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_statements" ADD CONSTRAINT "tax_statements_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_statements" ADD CONSTRAINT "tax_statements_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_statements_user_stock_fy_unique" ON "tax_statements" USING btree ("user_id","stock_id","fy");--> statement-breakpoint
CREATE INDEX "tax_statements_stock_idx" ON "tax_statements" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "tax_statements_batch_idx" ON "tax_statements" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "holding_settings" ADD CONSTRAINT "holding_settings_tax_entity_known" CHECK (tax_entity in ('individual', 'trust', 'smsf', 'company'));--> statement-breakpoint
ALTER TABLE "holding_settings" ADD CONSTRAINT "holding_settings_loss_brought_in" CHECK ("holding_settings"."loss_brought_in" >= 0);