CREATE TABLE "dividend_history" (
	"symbol" text NOT NULL,
	"ex_date" date NOT NULL,
	"amount" double precision NOT NULL,
	CONSTRAINT "dividend_history_pkey" PRIMARY KEY("symbol","ex_date"),
	CONSTRAINT "dividend_history_amount_positive" CHECK ("dividend_history"."amount" > 0 and "dividend_history"."amount" < 'Infinity'::float8)
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"symbol" text NOT NULL,
	"trade_date" date NOT NULL,
	"close" double precision NOT NULL,
	CONSTRAINT "price_history_pkey" PRIMARY KEY("symbol","trade_date"),
	CONSTRAINT "price_history_close_positive" CHECK ("price_history"."close" > 0 and "price_history"."close" < 'Infinity'::float8)
);
