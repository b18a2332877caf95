CREATE TABLE "corporate_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"other_stock_id" uuid,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_actions_type_known" CHECK ("corporate_actions"."type" in ('RETURN_OF_CAPITAL', 'CODE_CHANGE', 'DEMERGER', 'IN_SPECIE_DIVIDEND', 'TAKEOVER', 'BONUS_ISSUE', 'RIGHTS_ISSUE', 'WORTHLESS')),
	CONSTRAINT "corporate_actions_status_known" CHECK ("corporate_actions"."status" in ('provisional', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD CONSTRAINT "corporate_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD CONSTRAINT "corporate_actions_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD CONSTRAINT "corporate_actions_other_stock_id_stocks_id_fk" FOREIGN KEY ("other_stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_actions_user_idx" ON "corporate_actions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "corporate_actions_stock_idx" ON "corporate_actions" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "corporate_actions_other_stock_idx" ON "corporate_actions" USING btree ("other_stock_id");