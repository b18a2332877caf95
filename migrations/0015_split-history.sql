CREATE TABLE "price_history_refetch" (
	"symbol" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_history" (
	"symbol" text NOT NULL,
	"ex_date" date NOT NULL,
	"numerator" double precision NOT NULL,
	"denominator" double precision NOT NULL,
	CONSTRAINT "split_history_pkey" PRIMARY KEY("symbol","ex_date"),
	CONSTRAINT "split_history_ratio_positive" CHECK ("split_history"."numerator" > 0 and "split_history"."denominator" > 0 and "split_history"."numerator" < 'Infinity'::float8 and "split_history"."denominator" < 'Infinity'::float8)
);
--> statement-breakpoint
-- Closes and dividends stored until now are as the provider sent them, split-adjusted when a split
-- fell inside a five-year fetch: every symbol with some asks for five years on its next fetch.
INSERT INTO "price_history_refetch" ("symbol")
SELECT "symbol" FROM "price_history" UNION SELECT "symbol" FROM "dividend_history";
