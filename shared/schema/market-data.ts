// Public market data, one copy per symbol shared by every user: closes, dividends, splits and benchmarks.
import { sql } from "drizzle-orm";
import { check, doublePrecision, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { moment, day } from "./columns";

// Market data is public: one copy per ASX symbol, shared by every user who holds it, filled by every
// price refresh (docs/domain.md#price-history). Keyed by the stored symbol (no ".AX").
export const priceHistory = pgTable(
  "price_history",
  {
    symbol: text("symbol").notNull(),
    // The exchange's calendar date: the bar's time in Australia/Sydney.
    tradeDate: day("trade_date").notNull(),
    close: doublePrecision("close").notNull(),
  },
  (t) => [
    // The key INCLUDEs the close (migration 0022, decision 067): a stock's closes read from the index alone.
    primaryKey({ name: "price_history_pkey", columns: [t.symbol, t.tradeDate] }),
    // The writer refuses bad closes first (shared/domain/price-history.ts); the table holds the line
    // too, so every stored close reads as a JSON number (NaN compares above every number in PostgreSQL).
    check("price_history_close_positive", sql`${t.close} > 0 and ${t.close} < 'Infinity'::float8`),
  ],
);

// Dividends per symbol and ex-date, kept with the closes: a refresh that asks only for the days it is
// missing still measures the trailing yield over the whole last year.
export const dividendHistory = pgTable(
  "dividend_history",
  {
    symbol: text("symbol").notNull(),
    exDate: day("ex_date").notNull(),
    amount: doublePrecision("amount").notNull(),
  },
  (t) => [
    primaryKey({ name: "dividend_history_pkey", columns: [t.symbol, t.exDate] }),
    check("dividend_history_amount_positive", sql`${t.amount} > 0 and ${t.amount} < 'Infinity'::float8`),
  ],
);

// Splits and consolidations per symbol and ex-date, as the provider reports them (docs/domain.md
// "Price history", Splits): what turns the provider's split-adjusted closes and dividends back into
// the as-traded ones price_history and dividend_history keep. `numerator` new shares for every
// `denominator` old ones.
export const splitHistory = pgTable(
  "split_history",
  {
    symbol: text("symbol").notNull(),
    exDate: day("ex_date").notNull(),
    numerator: doublePrecision("numerator").notNull(),
    denominator: doublePrecision("denominator").notNull(),
  },
  (t) => [
    primaryKey({ name: "split_history_pkey", columns: [t.symbol, t.exDate] }),
    check(
      "split_history_ratio_positive",
      sql`${t.numerator} > 0 and ${t.denominator} > 0 and ${t.numerator} < 'Infinity'::float8 and ${t.denominator} < 'Infinity'::float8`,
    ),
  ],
);

// Symbols whose stored closes and dividends may be split-adjusted as the provider sent them (stored
// before migration 0015 kept them as traded, and before splits were asked for): each one's next fetch
// asks for five years, stores them as traded over the old ones and leaves this table. Nothing else
// writes here.
export const priceHistoryRefetch = pgTable("price_history_refetch", {
  symbol: text("symbol").primaryKey(),
});

// Benchmarks (issue 48): the raw daily closes and distributions of the series a return is compared
// with (docs/domain.md#benchmarks), never Yahoo's adjclose. Public market data, kept once and shared
// by every user, as price_history is. The series are named in code (shared/domain/returns/benchmark.ts);
// a row here records each one's last refresh.
export const benchmarkSeries = pgTable(
  "benchmark_series",
  {
    symbol: text("symbol").primaryKey(),
    kind: text("kind").notNull(),
    label: text("label").notNull(),
    refreshedAt: moment("refreshed_at"),
    /** Why the last refresh failed; null after one that worked. */
    refreshError: text("refresh_error"),
  },
  (t) => [check("benchmark_series_kind", sql`${t.kind} in ('total', 'price', 'etf_proxy')`)],
);

export const benchmarkPrices = pgTable(
  "benchmark_prices",
  {
    symbol: text("symbol")
      .notNull()
      .references(() => benchmarkSeries.symbol, { onDelete: "cascade" }),
    // The exchange's calendar date: the bar's time in Australia/Sydney.
    tradeDate: day("trade_date").notNull(),
    close: numeric("close").notNull(),
    /** The distribution going ex on this day (the first stored day on or after its ex-date); null on most days. */
    dividend: numeric("dividend"),
  },
  (t) => [
    primaryKey({ name: "benchmark_prices_pkey", columns: [t.symbol, t.tradeDate] }),
    check("benchmark_prices_values", sql`${t.close} > 0 and (${t.dividend} is null or ${t.dividend} > 0)`),
  ],
);
