CREATE TABLE "benchmark_prices" (
	"symbol" text NOT NULL,
	"trade_date" date NOT NULL,
	"close" numeric NOT NULL,
	"dividend" numeric,
	CONSTRAINT "benchmark_prices_pkey" PRIMARY KEY("symbol","trade_date"),
	CONSTRAINT "benchmark_prices_values" CHECK ("benchmark_prices"."close" > 0 and ("benchmark_prices"."dividend" is null or "benchmark_prices"."dividend" > 0))
);
--> statement-breakpoint
CREATE TABLE "benchmark_series" (
	"symbol" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"refreshed_at" timestamp with time zone,
	"refresh_error" text,
	CONSTRAINT "benchmark_series_kind" CHECK ("benchmark_series"."kind" in ('total', 'price', 'etf_proxy'))
);
--> statement-breakpoint
ALTER TABLE "benchmark_prices" ADD CONSTRAINT "benchmark_prices_symbol_benchmark_series_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."benchmark_series"("symbol") ON DELETE cascade ON UPDATE no action;