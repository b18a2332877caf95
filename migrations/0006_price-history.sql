CREATE TABLE "dividend_history" (
	"symbol" text NOT NULL,
	"ex_date" date NOT NULL,
	"amount" double precision NOT NULL,
	CONSTRAINT "dividend_history_pkey" PRIMARY KEY("symbol","ex_date")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"symbol" text NOT NULL,
	"trade_date" date NOT NULL,
	"close" double precision NOT NULL,
	CONSTRAINT "price_history_pkey" PRIMARY KEY("symbol","trade_date")
);
