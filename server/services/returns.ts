// Returns against the ASX 200 (issue 48, docs/domain.md#returns, decision 049): GET /api/returns and
// GET /api/returns/series. Everything is derived on read from the ledger (services/ledger.ts), the
// shared daily closes and the benchmark series: nothing is stored. Statements per request do not grow
// with trades, dividends or days: the ledger's four and the dividends' one, then the closes' one and
// the benchmarks' one, read beside the ledger.
import {
  RETURNS_MESSAGES,
  type HoldingReturnView,
  type ReturnsQuery,
  type ReturnsSeriesView,
  type ReturnsView,
  type ReturnsWarning,
} from "@shared/contracts/returns";
import {
  addDays,
  replayPositionsAndActions,
  toCents,
  type DividendRecord,
  type LedgerTrade,
  type StockCloses,
} from "@shared/domain/ledger";
import { times, toScaled } from "@shared/domain/ledger/scaled";
import { sydneyDay } from "@shared/domain/months";
import {
  BENCHMARKS,
  benchmarkLevels,
  chooseBenchmark,
  dailyValues,
  holdingReturns,
  ledgerFlows,
  levelOn,
  periodFlows,
  periodReturns,
  resolvePeriod,
  shadowPortfolio,
  ratio,
  type Money,
  type PeriodChoice,
  type ReturnFlow,
  type ReturnPeriod,
  type SeriesData,
} from "@shared/domain/returns";
import { withTransfers } from "@shared/domain/returns/flows";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { moneyCents, presentBenchmark, presentFigures, rateText } from "../presenters/returns";
import { readBenchmarkDays } from "../storage/benchmarks";
import { readTradedStockCloses } from "../storage/holdings";
import { domainActionOfRecord } from "./corporate-action-ledger";
import { onUnitsHeld, withUnits } from "./dividend-ledger";
import { ledgerInput, loadLedgerAndDividends, symbolsOfLedgers, toDividendRecord } from "./ledger";

const SYMBOLS = BENCHMARKS.map((series) => series.symbol);

/** A close on or before `date` × the units: an opening balance's value on the day it enters the ledger. */
function openingValueFrom(closes: ReadonlyMap<string, StockCloses>) {
  return (trade: LedgerTrade): Money | null => {
    const stock = closes.get(trade.stockId);
    if (!stock || trade.units === null) return null;
    let found = -1;
    for (let index = 0; index < stock.dates.length && stock.dates[index] <= trade.tradeDate; index += 1) found = index;
    return found < 0 ? null : times(toScaled(trade.units), toScaled(stock.closes[found]));
  };
}

const datesOf = (flows: readonly ReturnFlow[]) => [...new Set(flows.map((flow) => flow.date))];

/**
 * The trades and dividends whose flows or receivables can count in `period`: every figure keeps only
 * the flows dated inside it (periodFlows) and values the days from the one before it, so a 5-year
 * period of a 15-year ledger turns a third of its events into flows. A SELL's proceeds come from the
 * replay's lines, which stays the whole ledger's.
 */
function inWindow(period: ReturnPeriod, trades: readonly LedgerTrade[], dividends: readonly DividendRecord[]) {
  const start = addDays(period.from, -1);
  return {
    trades: trades.filter((trade) => trade.tradeDate >= period.from && trade.tradeDate <= period.to),
    // A reinvested dividend's shares owed until its pay date count in the value of the day before the period.
    dividends: dividends.filter((dividend) => dividend.exDate <= period.to && (dividend.payDate ?? dividend.exDate) >= start),
  };
}

/** Units held at the end of `date` from a replay's steps (scaled): the last step on or before it. */
function unitsAtEndOf(steps: readonly { date: string; units: bigint }[], date: string): bigint {
  let units = 0n;
  for (const step of steps) if (step.date <= date) units = step.units;
  return units;
}

export function createReturnService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  /** The period's data and figures; per-holding figures only when asked for. */
  async function compute(userId: string, query: ReturnsQuery, withHoldings: boolean) {
    // The summary's figures (per holding) or the series' days (the shadow's value on each day).
    const today = sydneyDay(now());
    if (query.to !== undefined && query.to > today) throw new HttpError(400, "validation_failed", `to: ${RETURNS_MESSAGES.future}`);
    const choice: PeriodChoice =
      query.from !== undefined && query.to !== undefined ? { from: query.from, to: query.to } : { name: query.period ?? "fy" };
    // Before the ledger is read the first trade is unknown; a start before it only reads more.
    const earliest = "name" in choice && choice.name === "all" ? null : addDays(resolvePeriod(choice, today, null).from, -1);
    const end = "to" in choice ? choice.to : choice.name === "last-fy" ? resolvePeriod(choice, today, null).to : today;
    // The closes and the index are read beside the ledger, which is replayed as soon as it arrives,
    // while PostgreSQL still gathers the closes: neither needs the other (as value history, decision 086).
    const [{ ledger, input, replay, records }, closes, benchmarkDays] = await Promise.all([
      loadLedgerAndDividends(db, userId).then(({ ledger: loaded, dividends }) => {
        const ledgerRead = ledgerInput(loaded);
        // One replay, without its lines: the units held on each day (values and dividends' units), refused sales and what each action did.
        const replayed = replayPositionsAndActions(ledgerRead);
        const held = withUnits(dividends, replayed.positions).filter(onUnitsHeld).map(toDividendRecord);
        return { ledger: loaded, input: ledgerRead, replay: replayed, records: held };
      }),
      readTradedStockCloses(db, userId, { start: earliest, end, closeBefore: true }).then((read) => read.closes),
      readBenchmarkDays(db, SYMBOLS, { start: earliest ?? "1900-01-01", end }),
    ]);
    const firstTrade = ledger.trades.reduce<string | null>(
      (first, trade) => (first === null || trade.tradeDate < first ? trade.tradeDate : first),
      null,
    );
    const period = resolvePeriod(choice, today, firstTrade);
    const { positions } = replay;
    const corporateActions = (ledger.actions ?? []).map(domainActionOfRecord);
    const window = inWindow(period, input.trades, records);
    const { flows, transfers, receivables } = ledgerFlows(
      { ...input, trades: window.trades },
      replay,
      window.dividends,
      openingValueFrom(closes),
      corporateActions,
    );
    const franking = query.franking === "include";
    const counted = periodFlows(flows, period, franking);
    const values = dailyValues(positions, closes, period, datesOf(counted), receivables);
    const figures = periodReturns(period, values, flows, franking);

    const series = new Map<string, SeriesData>(
      BENCHMARKS.map((definition) => [
        definition.symbol,
        { definition, ...(benchmarkDays.get(definition.symbol) ?? { closes: [], distributions: [] }) },
      ]),
    );
    const levelStart = figures.startValue > 0n || counted.length === 0 ? addDays(period.from, -1) : counted[0].date;
    const choiceMade = chooseBenchmark(query.benchmark, series, { start: levelStart, end: period.to });
    const levels = choiceMade.used
      ? benchmarkLevels(choiceMade.used.definition.kind, choiceMade.used.closes, choiceMade.used.distributions)
      : [];
    const chartDays = withHoldings ? [] : values.map((point) => point.date);
    const shadow = choiceMade.used ? shadowPortfolio(period, figures.startValue, counted, levels, chartDays) : null;

    // A stock an action made (a demerged company, shares paid in specie or as scrip) has no trades of its own.
    const symbols = symbolsOfLedgers(ledger);
    const holdings = withHoldings
      ? presentHoldings(
          holdingReturns(period, positions, closes, withTransfers(flows, transfers), receivables, franking),
          figures.averageCapital,
          symbols,
        )
      : [];
    // Held at the end, or traded in the period, without a stored close: counted at cost.
    const inPeriod = new Set(counted.map((flow) => flow.stockId));
    for (const [stockId, steps] of positions) if (unitsAtEndOf(steps, period.to) !== 0n) inPeriod.add(stockId);
    const unpriced = [...inPeriod].filter((stockId) => !closes.has(stockId)).map((stockId) => symbols.get(stockId) ?? "");
    const warnings = warningsOf({ period, figures, shadow, choiceMade, records, unpriced });
    return { period, franking, figures, values, levels, levelStart, choiceMade, shadow, holdings, warnings };
  }

  return {
    async returns(userId: string, query: ReturnsQuery): Promise<ReturnsView> {
      const { period, franking, figures, choiceMade, shadow, holdings, warnings } = await compute(userId, query, true);
      return {
        period,
        franking: franking ? "include" : "exclude",
        flows: {
          invested: moneyCents(figures.invested),
          proceeds: moneyCents(figures.proceeds),
          dividends: moneyCents(figures.dividends),
          frankingCredits: moneyCents(figures.frankingCredits),
        },
        startValue: moneyCents(figures.startValue),
        endValue: moneyCents(figures.endValue),
        ...presentFigures(figures),
        headline: { method: figures.headline.method, rate: rateText(figures.headline.rate), perAnnum: figures.headline.perAnnum },
        benchmark: presentBenchmark(choiceMade, shadow, figures.endValue, period.days, figures.headline.perAnnum),
        holdings,
        warnings,
      };
    },

    async series(userId: string, query: ReturnsQuery): Promise<ReturnsSeriesView> {
      const { period, figures, values, levels, levelStart, choiceMade, shadow } = await compute(userId, query, false);
      const startLevel = shadow ? levelOn(levels, levelStart) : null;
      const benchmark = presentBenchmark(choiceMade, shadow, figures.endValue, period.days, false);
      return {
        period,
        benchmark: {
          symbol: benchmark.symbol,
          label: benchmark.label,
          kind: benchmark.kind,
          requested: benchmark.requested,
          fallbackUsed: benchmark.fallbackUsed,
        },
        points: values.map((point, index) => {
          const level = startLevel && point.date >= levelStart ? levelOn(levels, point.date) : null;
          return {
            date: point.date,
            portfolio: rateText(figures.twr.series[index].cumulative)!,
            benchmark: startLevel ? (level ? rateText(level.div(startLevel).minus(1)) : rateText(0)) : null,
            value: toCents(point.value),
            shadowValue: shadow ? toCents(shadow.series[index].value) : null,
          };
        }),
      };
    },
  };
}

/** Each holding's figures over the period (those with a value or a flow in it), by symbol. */
function presentHoldings(
  rows: ReturnType<typeof holdingReturns>,
  averageCapital: ReturnType<typeof periodReturns>["averageCapital"],
  symbols: ReadonlyMap<string, string>,
): HoldingReturnView[] {
  return rows
    .map(({ stockId, figures }) => ({
      stockId,
      symbol: symbols.get(stockId) ?? "",
      ...presentFigures(figures),
      contribution: rateText(ratio(figures.gain, averageCapital)),
      startValue: moneyCents(figures.startValue),
      endValue: moneyCents(figures.endValue),
    }))
    .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

function warningsOf(context: {
  period: ReturnPeriod;
  figures: ReturnType<typeof periodReturns>;
  shadow: ReturnType<typeof shadowPortfolio>;
  choiceMade: ReturnType<typeof chooseBenchmark>;
  records: ReturnType<typeof toDividendRecord>[];
  unpriced: string[];
}): ReturnsWarning[] {
  const { period, figures, shadow, choiceMade, records, unpriced } = context;
  const warnings: ReturnsWarning[] = [];
  if (figures.xirr.status !== "ok") warnings.push({ code: "no-xirr", status: figures.xirr.status });
  else if (figures.xirr.signChanges > 1) warnings.push({ code: "multiple-sign-changes", signChanges: figures.xirr.signChanges });
  if (figures.modifiedDietz === null && figures.averageCapital !== 0n) warnings.push({ code: "no-dietz" });
  const estimated = records.filter(
    (record) => record.status === "estimated" && record.exDate >= period.from && record.exDate <= period.to,
  ).length;
  if (estimated > 0) warnings.push({ code: "estimated-dividends", count: estimated });
  if (unpriced.length > 0) warnings.push({ code: "unpriced-holdings", symbols: unpriced.sort() });
  if (figures.twr.wildDays.length > 0) warnings.push({ code: "wild-days", dates: figures.twr.wildDays });
  if (shadow && choiceMade.fallbackUsed)
    warnings.push({ code: "benchmark-fallback", requested: choiceMade.requested.symbol, used: choiceMade.used!.definition.symbol });
  if (!shadow) warnings.push({ code: "no-benchmark" });
  if (shadow?.shortFrom) warnings.push({ code: "shadow-short", from: shadow.shortFrom });
  return warnings;
}
