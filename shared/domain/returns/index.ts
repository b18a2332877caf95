// Returns against the ASX 200 (issue 48): pure functions, no I/O. The rules are in docs/domain.md
// ("Returns", "Benchmarks") and docs/decisions/049-returns.md. Not advice: arithmetic on the user's
// own trades, dividends and prices.
//
// How the server uses it:
// - `ledgerFlows(ledger, dividends, openingValue?)` → every flow and DRP receivable of the ledger;
// - `resolvePeriod(choice, today, firstFlow)` → { from, to, days };
// - `dailyValues(replayPositions(ledger, to), closes, period, flowDates, receivables)` → end-of-day values;
// - `periodReturns(period, values, flows, franking)` → gain, ROI, modified Dietz, XIRR, TWR, headline;
// - benchmark: `chooseBenchmark(symbol, series, range)`, `benchmarkLevels(kind, closes, distributions)`,
//   `shadowPortfolio(period, startValue, periodFlows(…), levels, chartDays)`.
export { ledgerFlows, isInflow, signedIntoHoldings, type FlowKind, type LedgerFlows, type Receivable, type ReturnFlow } from "./flows";
export { xirr, annualise, compoundOver, type CashFlow, type XirrResult, type XirrStatus } from "./xirr";
export { chainedReturn, dollarGain, modifiedDietz, simpleReturn, type ChainDay, type ChainedReturn, type DayFlow } from "./measures";
export {
  PER_ANNUM_MIN_DAYS,
  RETURN_PERIODS,
  RETURN_PERIOD_LABELS,
  resolvePeriod,
  type PeriodChoice,
  type ReturnPeriod,
  type ReturnPeriodName,
} from "./period";
export { periodFlows, periodReturns, type DayValue, type PeriodFigures } from "./period-returns";
export { dailyValues } from "./values";
export {
  BENCHMARKS,
  BENCHMARK_KINDS,
  DEFAULT_BENCHMARK,
  FALLBACK_BENCHMARK,
  PRICE_BENCHMARK,
  STALE_TRADING_DAYS,
  benchmarkLevels,
  chooseBenchmark,
  levelOn,
  seriesProblem,
  weekdaysBetween,
  type BenchmarkChoice,
  type BenchmarkDefinition,
  type BenchmarkKind,
  type Level,
  type SeriesData,
  type SeriesProblem,
  type StoredClose,
  type StoredDistribution,
} from "./benchmark";
export { shadowPortfolio, type ShadowFigures } from "./shadow";
