// Returns against the ASX 200 (issue 48): pure functions, no I/O. The rules are in docs/domain.md
// ("Returns", "Benchmarks") and docs/decisions/049-returns.md. Not advice: arithmetic on the user's
// own trades, dividends and prices.
//
// How the server uses it:
// - `ledgerFlows(ledger, replayLedger(ledger), dividends, openingValue?)` → every flow and DRP receivable;
// - `resolvePeriod(choice, today, firstFlow)` → { from, to, days };
// - `dailyValues(replay.positions, closes, period, flowDates, receivables)` → end-of-day values;
// - `periodReturns(period, values, flows, franking)` → gain, ROI, modified Dietz, XIRR, TWR, headline;
// - benchmark: `chooseBenchmark(symbol, series, range)`, `benchmarkLevels(kind, closes, distributions)`,
//   `shadowPortfolio(period, startValue, periodFlows(…), levels, chartDays)`.
export { ledgerFlows, type ReturnFlow } from "./flows";
export { annualise } from "./xirr";
export { resolvePeriod, type PeriodChoice, type ReturnPeriod } from "./period";
export { periodFlows, periodReturns, type PeriodFigures } from "./period-returns";
export { dailyValues } from "./values";
export { holdingReturns } from "./holdings";
export { moneyText, ratio, type Money } from "./money";
export {
  BENCHMARKS,
  DEFAULT_BENCHMARK,
  STALE_TRADING_DAYS,
  benchmarkLevels,
  benchmarkRange,
  benchmarkRows,
  chooseBenchmark,
  levelOn,
  weekdaysBetween,
  type BenchmarkChoice,
  type BenchmarkDefinition,
  type SeriesData,
  type StoredClose,
  type StoredDistribution,
} from "./benchmark";
export { shadowPortfolio, type ShadowFigures } from "./shadow";
