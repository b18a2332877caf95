-- The key carries the close (decision 067): the holdings' value history, returns and tax timing read
-- a stock's closes in key order from the index alone, instead of one heap page per close (a refresh
-- writes one day of every symbol at a time, so a symbol's closes lie on as many pages as it has days).
-- Drizzle's primaryKey() cannot say INCLUDE, hence a custom migration; the key's columns are unchanged.
ALTER TABLE "price_history" DROP CONSTRAINT "price_history_pkey";--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_pkey" PRIMARY KEY ("symbol", "trade_date") INCLUDE ("close");
