CREATE TABLE "alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"five_star" boolean DEFAULT true NOT NULL,
	"buy_below" boolean DEFAULT true NOT NULL,
	"sell_above" boolean DEFAULT true NOT NULL,
	"rating_change" boolean DEFAULT true NOT NULL,
	"fv_change" boolean DEFAULT true NOT NULL,
	"target" boolean DEFAULT true NOT NULL,
	"fv_change_percent" double precision DEFAULT 5 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"email_digest" text DEFAULT 'off' NOT NULL,
	"digest_through" timestamp with time zone,
	"digest_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_states" (
	"stock_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"value" double precision,
	"label" text,
	"episode" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_states_stock_id_condition_pk" PRIMARY KEY("stock_id","condition")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stock_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"condition" text NOT NULL,
	"episode" integer NOT NULL,
	"message" text NOT NULL,
	"price" double precision,
	"threshold" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "alert_below" double precision;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "alert_above" double precision;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_states" ADD CONSTRAINT "alert_states_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_stock_condition_episode_unique" ON "alerts" USING btree ("stock_id","condition","episode");--> statement-breakpoint
CREATE INDEX "alerts_user_created_idx" ON "alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_user_unread_idx" ON "alerts" USING btree ("user_id") WHERE read_at is null;