// Holdings: what the user owns (GET /api/holdings), a stock's open parcels, the value history, and
// the parcel method (GET/PUT /api/holdings/settings). Every figure is derived by replaying the user's
// trades (services/ledger.ts); each read is a fixed number of statements whatever the number of
// trades: the ledger's four, then the held stocks' two (their broker averages) and the dividends' one,
// or the closes' one. Income, realised gains and total return per holding: issue 31.
import {
  PARCEL_METHOD_LABELS,
  type HoldingSettingsView,
  type HoldingsView,
  type ParcelMethod,
  type ParcelView,
  type ValueHistoryRange,
  type ValuePointView,
} from "@shared/contracts/holdings";
import {
  addDays,
  addYears,
  dividendCash,
  fixed,
  incomeLast12Months,
  holdingFigures,
  presentHolding,
  presentHoldingTotals,
  toCents,
  totalReturnOf,
  replayPositions,
  valueHistoryOfPositions,
  type HoldingPrices,
} from "@shared/domain/ledger";
import { sydneyDay } from "@shared/domain/months";
import { toStockView } from "@shared/domain/stock-figures";
import type { Database } from "../db/connection";
import { Dec } from "@shared/domain/ledger/decimal";
import { readDividends } from "../storage/dividends";
import { readTradedStockCloses } from "../storage/holdings";
import { lockLedger, readParcelMethod, writeParcelMethod } from "../storage/trades";
import { onUnitsHeld, withUnits } from "./dividend-ledger";
import { ledgerInput, loadLedger, refuseBrokenLedger, replayUserLedger, toDividendRecord } from "./ledger";
import { ownedStock } from "./ownership";
import type { PortfolioService } from "./portfolio";

/** A number the dashboard holds as a double, as the decimal text it prints as. */
const decimalOf = (value: number | null) => (value === null || !Number.isFinite(value) ? null : String(value));
/** A price to at most 6 decimals, without trailing zeros. */
const priceText = (value: string | null) => (value === null ? null : fixed(value, 6).replace(/\.?0+$/, ""));

/** Exact sums per stock id. */
function sumBy<T>(items: readonly T[], keyOf: (item: T) => string, valueOf: (item: T) => Dec | string): Map<string, Dec> {
  const sums = new Map<string, Dec>();
  for (const item of items) sums.set(keyOf(item), (sums.get(keyOf(item)) ?? new Dec(0)).plus(valueOf(item)));
  return sums;
}

/** The first day of a range ending `today`; null for ALL, which starts at the ledger's first trade. */
function rangeStart(range: ValueHistoryRange, today: string): string | null {
  const years = { "1Y": 1, "3Y": 3, "5Y": 5 } as const;
  return range === "ALL" ? null : addDays(addYears(today, -years[range]), 1);
}

export function createHoldingService(deps: { db: Database; now: () => Date; portfolio: PortfolioService }) {
  const { db, now, portfolio } = deps;
  return {
    async holdings(userId: string): Promise<HoldingsView> {
      const ledger = await loadLedger(db, userId);
      const { parcels, disposals, positions } = replayUserLedger(ledger);
      const held = [...new Set(parcels.map((parcel) => parcel.stockId))];
      const stocks = await portfolio.listByIds(userId, held);
      const dividends = withUnits(await readDividends(db, userId), positions)
        .filter(onUnitsHeld)
        .map(toDividendRecord);
      const income = incomeLast12Months(dividends, sydneyDay(now()));
      const realised = sumBy(
        disposals,
        (line) => line.stockId,
        (line) => line.gain,
      );
      const cashDividends = sumBy(dividends, (d) => d.stockId, dividendCash);
      const prices = new Map<string, HoldingPrices>();
      for (const stock of stocks) {
        prices.set(stock.id, { lastPrice: decimalOf(stock.lastPrice), brokerAvg: decimalOf(toStockView(stock).brokerAvg) });
      }
      // Sold-out stocks are left out: only parcels, no disposals, go in.
      const figures = holdingFigures({ parcels, disposals: [] }, prices);
      const byId = new Map(figures.holdings.map((row) => [row.stockId, presentHolding(row)]));
      const exactById = new Map(figures.holdings.map((row) => [row.stockId, row]));
      let incomeTotal = new Dec(0);
      let creditsTotal = new Dec(0);
      const totals = presentHoldingTotals(figures.totals);
      const rows = stocks.flatMap((stock) => {
        const row = byId.get(stock.id);
        if (!row) return [];
        const brokerAvg = prices.get(stock.id)?.brokerAvg ?? null;
        const stockIncome = income.get(stock.id);
        incomeTotal = incomeTotal.plus(stockIncome?.cash ?? 0);
        creditsTotal = creditsTotal.plus(stockIncome?.frankingCredits ?? 0);
        const realisedGain = realised.get(stock.id) ?? new Dec(0);
        const unrealised = exactById.get(stock.id)?.unrealisedGain ?? null;
        return [
          {
            stockId: stock.id,
            symbol: stock.symbol,
            name: stock.name,
            sector: stock.sector,
            units: row.units,
            costBase: row.costBase,
            averageCost: row.averageCost ?? "0",
            lastPrice: row.lastPrice,
            marketValue: row.marketValue,
            unrealisedGain: row.unrealisedGain,
            unrealisedGainPercent: row.unrealisedGainPercent,
            weight: row.weightPercent,
            brokerAvg: priceText(brokerAvg),
            valueAtBrokerAvg: row.valueAtBrokerAvg,
            incomeLast12Months: toCents(stockIncome?.cash ?? "0"),
            frankingCreditsLast12Months: toCents(stockIncome?.frankingCredits ?? "0"),
            realisedGain: toCents(realisedGain),
            totalReturn: unrealised === null ? null : toCents(realisedGain.plus(unrealised).plus(cashDividends.get(stock.id) ?? 0)),
          },
        ];
      });
      return {
        holdings: rows,
        totals: {
          costBase: totals.costBase,
          marketValue: totals.marketValue,
          unrealisedGain: totals.unrealisedGain,
          unrealisedGainPercent: totals.unrealisedGainPercent,
          valueAtBrokerAvg: totals.valueAtBrokerAvg,
          incomeLast12Months: toCents(incomeTotal),
          frankingCreditsLast12Months: toCents(creditsTotal),
          totalReturn: totalReturnOf(rows),
        },
        tradeCount: ledger.trades.length,
      };
    },

    /** The stock's open parcels, first-in first-out; another user's stock is 404. */
    async parcels(userId: string, stockId: string): Promise<ParcelView[]> {
      await ownedStock(db, userId, stockId);
      const ledger = await loadLedger(db, userId, [stockId]);
      return replayUserLedger(ledger).parcels.map((parcel) => ({
        tradeId: parcel.parcelId,
        acquiredOn: parcel.acquiredOn,
        units: parcel.units,
        costBase: toCents(parcel.costBase),
        discountEligibleFrom: parcel.discountEligibleFrom,
      }));
    },

    /**
     * One point per trading day of the range (a day with a stored close of a traded symbol): market
     * value from the closes and the units held at the end of that day, a holding without a close yet
     * counted at its cost base; the cost base of what was held.
     */
    async valueHistory(userId: string, range: ValueHistoryRange): Promise<ValuePointView[]> {
      const today = sydneyDay(now());
      const start = rangeStart(range, today);
      // The closes are read beside the ledger, which is replayed as soon as it arrives: neither
      // needs the other (value_history_ms, decision 030).
      const [replayed, closes] = await Promise.all([
        loadLedger(db, userId).then((ledger) => {
          const firstTrade = ledger.trades.reduce((first, trade) => (trade.tradeDate < first ? trade.tradeDate : first), today);
          const span = { start: start ?? firstTrade, end: today };
          return { span, tradeCount: ledger.trades.length, positions: replayPositions(ledgerInput(ledger), span.end) };
        }),
        readTradedStockCloses(db, userId, { start, end: today }),
      ]);
      if (replayed.tradeCount === 0) return [];
      return valueHistoryOfPositions(replayed.positions, replayed.span, closes, { unpricedAtCost: true }).map((point) => ({
        date: point.date,
        marketValue: toCents(point.marketValue),
        costBase: toCents(point.costBase),
      }));
    },

    async settings(userId: string): Promise<HoldingSettingsView> {
      return { parcelMethod: await readParcelMethod(db, userId) };
    },

    /** A method under which some chosen parcels are no longer open at their sale is refused (422). */
    async saveSettings(userId: string, parcelMethod: ParcelMethod): Promise<HoldingSettingsView> {
      await db.transaction(async (tx) => {
        await lockLedger(tx, userId);
        const ledger = await loadLedger(tx, userId);
        refuseBrokenLedger(ledger, { doing: `Matching by ${PARCEL_METHOD_LABELS[parcelMethod]}` }, ledger, { method: parcelMethod });
        await writeParcelMethod(tx, userId, parcelMethod, now());
      });
      return { parcelMethod };
    },
  };
}
