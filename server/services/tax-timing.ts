// Before 30 June (issue 49; docs/domain.md "Before 30 June", decision 051): the year's capital-gains
// position at asOf, every parcel open then beside its close, discount date and the analysts' consensus,
// and the scenario of sales that writes nothing. The figures are shared/domain/tax-timing's over the
// user's ledger replayed with their parcel method (services/ledger.ts). A fixed number of statements,
// whatever the number of trades: the ledger's four, then the held stocks' two (their consensus), their
// closes' one and the dividends' one; a scenario reads the ledger and, for sales without a price, the
// closes and stocks.
import {
  financialYearName,
  type ScenarioBody,
  type ScenarioLineView,
  type ScenarioView,
  type TaxTimingParcelView,
  type TaxTimingQuery,
  type TaxTimingView,
} from "@shared/contracts/tax-timing";
import { provisionalMarkOf } from "@shared/contracts/provisional";
import {
  CGT_DISCOUNT_LABELS,
  capitalGainsForYear,
  estimateNextExDates,
  financialYearOf,
  financialYearRange,
  brokenEventPhrase,
  fixed,
  formatLedgerDate,
  hasEventsAfter,
  formatUnits,
  replayLedger,
  toCents,
  linesBehindYear,
  type Refusal,
} from "@shared/domain/ledger";
import { actionIncomeRecord } from "@shared/domain/corporate-actions";
import { sydneyDay } from "@shared/domain/months";
import { toStockView } from "@shared/domain/stock-figures";
import {
  estimatedFrankingCredits,
  holdingPeriodNote,
  parcelStocks,
  parcelTiming,
  scenarioLines,
  scenarioOf,
  yearPosition,
  type ScenarioRefusal,
} from "@shared/domain/tax-timing";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { readDividends } from "../storage/dividends";
import { readClosesOnOrBefore } from "../storage/holdings";
import { listStocksByIds } from "../storage/stocks";
import { onUnitsHeld, withUnits } from "./dividend-ledger";
import { cgtOptionsOf, loadTaxInputs } from "./tax-inputs";
import { ledgerInput, ledgerRefused, refusalsOfChange, symbolsOfLedgers, toDividendRecord, type UserLedger } from "./ledger";
import type { PortfolioService } from "./portfolio";

const invalid = (message: string) => new HttpError(400, "validation_failed", message);
const parcelNotFound = () => new HttpError(404, "not_found", "Parcel not found");

/** The year and the day the page is worked out at: asOf defaults to today, or 30 June of a past year. */
function yearAndDay(query: { fy?: number; asOf?: string }, today: string): { fy: number; asOf: string } {
  if (query.asOf !== undefined) {
    if (query.asOf > today) throw invalid(`asOf: must not be after today (${formatLedgerDate(today)})`);
    const fy = query.fy ?? financialYearOf(query.asOf);
    const { start, end } = financialYearRange(fy);
    if (query.asOf < start || query.asOf > end) {
      throw invalid(`asOf: must be within ${financialYearName(fy)} (${formatLedgerDate(start)} to ${formatLedgerDate(end)})`);
    }
    return { fy, asOf: query.asOf };
  }
  const fy = query.fy ?? financialYearOf(today);
  const { start, end } = financialYearRange(fy);
  if (start > today) throw invalid(`fy: ${financialYearName(fy)} has not started yet`);
  return { fy, asOf: end < today ? end : today };
}

/** The price a parcel is valued at: the last close on or before asOf, else (asOf being today) the stock's last price. */
type PriceAt = { close: string; closeOn: string | null };

function pricesAt(
  closes: ReadonlyMap<string, { date: string; close: string }>,
  stocks: readonly { id: string; lastPrice: number | null }[],
  onToday: boolean,
): Map<string, PriceAt> {
  const prices = new Map<string, PriceAt>();
  for (const stock of stocks) {
    const close = closes.get(stock.id);
    if (close) prices.set(stock.id, { close: close.close, closeOn: close.date });
    else if (onToday && stock.lastPrice !== null && stock.lastPrice > 0)
      prices.set(stock.id, { close: String(stock.lastPrice), closeOn: null });
  }
  return prices;
}

/** The brokerage of the latest buy or sale (by trade date, then entry), as stored; "0" without one. */
function lastBrokerageOf(trades: UserLedger["trades"]): string {
  let latest: UserLedger["trades"][number] | undefined;
  for (const trade of trades) {
    if (trade.type !== "BUY" && trade.type !== "SELL") continue;
    if (!latest || trade.tradeDate > latest.tradeDate || (trade.tradeDate === latest.tradeDate && trade.createdAt > latest.createdAt))
      latest = trade;
  }
  return latest ? fixed(latest.brokerage, 6).replace(/\.?0+$/, "") || "0" : "0";
}

/** The ledger up to asOf with the user's method; a refusal (a chosen parcel the method leaves unopened) is 422 as on the Tax page. */
function replayAt(ledger: UserLedger, asOf: string) {
  const input = ledgerInput(ledger);
  const replay = replayLedger(input, asOf);
  // With nothing after asOf (asOf today, as a rule) the replay is the whole ledger's, which the refusals compare with.
  const refusal = refusalsOfChange(replay, ledger, {}, hasEventsAfter(input, asOf) ? undefined : replay.refusals)[0];
  if (refusal) throw brokenLedger(refusal, ledger);
  return replay;
}

/** 422 naming the event the stored ledger cannot replay, as the Tax page says it. */
function brokenLedger(refusal: Refusal, ledger: UserLedger): HttpError {
  return ledgerRefused(`Replaying your trades would ${brokenEventPhrase(refusal, symbolsOfLedgers(ledger).get(refusal.stockId) ?? "")}`);
}

function scenarioRefused(refusal: ScenarioRefusal, ledger: UserLedger): HttpError {
  const symbolOf = (stockId: string) => symbolsOfLedgers(ledger).get(stockId) ?? "";
  switch (refusal.code) {
    case "parcel-not-open":
      return parcelNotFound();
    case "date-outside":
      return invalid(
        `sales.${refusal.index}.date: must be from ${formatLedgerDate(refusal.earliest)} (the as-of date) to ${formatLedgerDate(refusal.latest)}`,
      );
    case "units-above-holding": {
      const held = formatUnits(refusal.unitsHeld);
      const what = refusal.of === "parcel" ? `the ${held} the parcel holds` : `the ${held} units of ${symbolOf(refusal.stockId)} held`;
      return invalid(
        `sales.${refusal.index}.units: ${formatUnits(refusal.unitsChosen)} units are more than ${what} by then (earlier sales of this scenario counted)`,
      );
    }
    case "as-of-outside-year":
      return invalid(`asOf: must be from ${formatLedgerDate(refusal.start)} to ${formatLedgerDate(refusal.end)}`);
    case "ledger":
      return brokenLedger(refusal.refusal, ledger);
  }
}

export function createTaxTimingService(deps: { db: Database; now: () => Date; portfolio: PortfolioService }) {
  const { db, now, portfolio } = deps;
  return {
    async position(userId: string, query: TaxTimingQuery): Promise<TaxTimingView> {
      const today = sydneyDay(now());
      const { fy, asOf } = yearAndDay(query, today);
      // The year as the Tax page reads it: the user's entity, loss brought in and statements' trust gains.
      const inputs = await loadTaxInputs(db, userId);
      const { ledger } = inputs;
      const replay = replayAt(ledger, asOf);
      const year = capitalGainsForYear(replay.disposals, fy, cgtOptionsOf(inputs));
      const position = yearPosition(year, asOf);
      const held = [...new Set(replay.parcels.map((parcel) => parcel.stockId))];
      const [stocks, closes, dividendRows] = await Promise.all([
        portfolio.listByIds(userId, held),
        readClosesOnOrBefore(db, userId, held, asOf),
        readDividends(db, userId),
      ]);
      const prices = pricesAt(closes, stocks, asOf === today);
      // Units as the ledger stood at asOf: the ones given, else those held the day before the ex-date.
      const dividends = withUnits(dividendRows, replay.positions).filter(onUnitsHeld).map(toDividendRecord);
      // Dividends corporate actions paid (in specie, a bonus issue's) carry franking credits too; they set no ex-date pattern.
      const credits = estimatedFrankingCredits([...dividends, ...replay.income.map(actionIncomeRecord)], fy);
      const exDates = new Map<string, string[]>();
      for (const dividend of dividends) {
        const dates = exDates.get(dividend.stockId);
        if (dates) dates.push(dividend.exDate);
        else exDates.set(dividend.stockId, [dividend.exDate]);
      }
      // What a stock's parcels share, worked out once per stock (a holding has many parcels).
      const perStock = new Map(
        stocks.map((stock) => {
          const { brokerAvg, brokerCount } = toStockView(stock);
          const past = exDates.get(stock.id) ?? [];
          const expected = estimateNextExDates(past, asOf).map((estimate) => estimate.exDate);
          return [stock.id, { stock, brokerCount, consensus: brokerAvg === null ? null : toCents(String(brokerAvg)), past, expected }];
        }),
      );

      const parcels: TaxTimingParcelView[] = replay.parcels.flatMap((parcel) => {
        const shared = perStock.get(parcel.stockId);
        if (!shared) return [];
        const { stock, brokerCount, consensus, past, expected } = shared;
        const price = prices.get(parcel.stockId) ?? null;
        const timing = parcelTiming(parcel, { asOf, fy, close: price?.close ?? null, fairValue: consensus });
        return [
          {
            stockId: parcel.stockId,
            symbol: stock.symbol,
            parcelId: parcel.parcelId,
            acquiredOn: parcel.acquiredOn,
            units: parcel.units,
            costBase: toCents(parcel.costBase),
            close: price?.close ?? null,
            closeOn: price?.closeOn ?? null,
            unrealised: timing.unrealised === null ? null : toCents(timing.unrealised),
            discountFrom: timing.discountFrom,
            discountDateConservative: timing.discountDateConservative,
            daysToDiscount: timing.daysToDiscount,
            discountBeforeFyEnd: timing.discountBeforeFyEnd,
            consensusFairValue: consensus,
            fairValueSources: brokerCount,
            priceVsFairValuePercent: timing.priceVsFairValuePercent === null ? null : fixed(timing.priceVsFairValuePercent, 2),
            fortyFiveDayNote: credits.overThreshold ? holdingPeriodNote(parcel.acquiredOn, [...past, ...expected], asOf) : null,
            ...provisionalMarkOf([parcel]),
          },
        ];
      });
      // By code, then acquired: never by tax effect unless the user sorts so.
      parcels.sort((a, b) => a.symbol.localeCompare(b.symbol) || a.acquiredOn.localeCompare(b.acquiredOn));
      return {
        fy,
        asOf,
        daysToFyEnd: position.daysToFyEnd,
        method: ledger.method,
        cgtDiscount: CGT_DISCOUNT_LABELS[inputs.settings.taxEntity],
        realised: {
          discountable: toCents(position.realised.discountable),
          nonDiscountable: toCents(position.realised.nonDiscountable),
          losses: toCents(position.realised.losses),
        },
        broughtForward: toCents(position.broughtForward),
        netCapitalGain: toCents(position.netCapitalGain),
        frankingCredits: {
          estimate: toCents(credits.credits),
          unknownFranking: credits.unknownFranking,
          overThreshold: credits.overThreshold,
        },
        lastBrokerage: lastBrokerageOf(ledger.trades),
        parcels,
        // The year so far, or a parcel open at asOf, resting on a provisional corporate action.
        ...provisionalMarkOf([...linesBehindYear(replay.disposals, fy, year.totals.lossBroughtForward), ...replay.parcels]),
      };
    },

    /** The year with these sales against the year as it stands at asOf. Reads only: nothing is written. */
    async scenario(userId: string, body: ScenarioBody): Promise<ScenarioView> {
      const today = sydneyDay(now());
      const { fy, asOf } = yearAndDay(body, today);
      const inputs = await loadTaxInputs(db, userId);
      const { ledger } = inputs;
      const input = ledgerInput(ledger);
      const stockOf = parcelStocks(input);
      // Another user's parcel answers as a missing one (so does one not open then: scenarioOf).
      if (body.sales.some((sale) => stockOf(sale.parcelId) === undefined)) throw parcelNotFound();
      const unpriced = [...new Set(body.sales.filter((sale) => sale.price === undefined).map((sale) => stockOf(sale.parcelId)!))];
      let prices = new Map<string, PriceAt>();
      if (unpriced.length > 0) {
        const [closes, stocks] = await Promise.all([
          readClosesOnOrBefore(db, userId, unpriced, asOf),
          listStocksByIds(db, userId, unpriced),
        ]);
        prices = pricesAt(closes, stocks, asOf === today);
      }
      const symbols = symbolsOfLedgers(ledger);
      const sales = body.sales.map((sale, index) => {
        const stockId = stockOf(sale.parcelId)!;
        const price = sale.price ?? prices.get(stockId)?.close;
        if (price === undefined) {
          throw invalid(
            `sales.${index}.price: no close of ${symbols.get(stockId) ?? "this stock"} is stored on or before ${formatLedgerDate(asOf)}: give a price`,
          );
        }
        return { parcelId: sale.parcelId, units: sale.units, date: sale.date ?? asOf, price, brokerage: sale.brokerage ?? "0" };
      });
      const outcome = scenarioOf(input, { fy, asOf, sales }, cgtOptionsOf(inputs), stockOf);
      if ("refusal" in outcome) throw scenarioRefused(outcome.refusal, ledger);
      const answer = scenarioLines(outcome.result);
      const lines: ScenarioLineView[] = answer.lines.map((line) =>
        line.sale
          ? { ...line, sale: { ...line.sale, symbol: symbols.get(line.sale.stockId) ?? "" } }
          : { key: line.key, amount: line.amount },
      );
      return {
        fy,
        asOf,
        netCapitalGain: answer.netCapitalGain,
        cgtDiscount: CGT_DISCOUNT_LABELS[inputs.settings.taxEntity],
        baseline: answer.baseline,
        difference: answer.difference,
        lines,
        // The year with the sales (its own lines and the scenario's) resting on a provisional corporate action.
        ...provisionalMarkOf(outcome.result.withSales.lines),
      };
    },
  };
}
