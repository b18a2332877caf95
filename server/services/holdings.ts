// Holdings: what the user owns (GET /api/holdings), a stock's open parcels, the value history, and
// the parcel method (GET/PUT /api/holdings/settings). Every figure is derived by replaying the user's
// trades (services/ledger.ts); each read is a fixed number of statements whatever the number of
// trades: the ledger's six (with every dividend, for the income), then the held stocks' two (their
// broker averages), or the closes' one. Income, realised gains and total return per holding: issue 31.
import { provisionalMarkOf } from "@shared/contracts/provisional";
import {
  PARCEL_METHOD_LABELS,
  type HoldingSettingsChange,
  type HoldingSettingsView,
  type HoldingsView,
  type ParcelView,
  type ValueHistoryRange,
  type ValuePointView,
} from "@shared/contracts/holdings";
import {
  addDays,
  addYears,
  CGT_DISCOUNT_LABELS,
  financialYearOf,
  fixed,
  portfolioFigures,
  toCents,
  replayPositions,
  valueHistoryOfPositions,
  type HoldingPrices,
} from "@shared/domain/ledger";
import { actionIncomeRecord } from "@shared/domain/corporate-actions";
import { sydneyDay } from "@shared/domain/months";
import { deriveBrokerFigures } from "@shared/domain/consensus";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import type { Database } from "../db/connection";
import { readTradedStockCloses } from "../storage/holdings";
import { readHoldingSettings, writeHoldingSettings, type StoredHoldingSettings } from "../storage/holding-settings";
import { lockLedger, readFirstTradeDate } from "../storage/trades";
import { onUnitsHeld, withUnits } from "./dividend-ledger";
import { ledgerInput, loadLedger, loadLedgerAndDividends, refuseBrokenLedger, replayUserLedger, toDividendRecord } from "./ledger";
import { ownedStock } from "./ownership";
import type { PortfolioService } from "./portfolio";

/** A number the dashboard holds as a double, as the decimal text it prints as. */
const decimalOf = (value: number | null) => (value === null || !Number.isFinite(value) ? null : String(value));
/** A price to at most 6 decimals, without trailing zeros. */
const priceText = (value: string | null) => (value === null ? null : fixed(value, 6).replace(/\.?0+$/, ""));

function settingsView(settings: StoredHoldingSettings, firstTradeDate: string | null): HoldingSettingsView {
  return {
    parcelMethod: settings.parcelMethod,
    taxEntity: settings.taxEntity,
    cgtDiscount: CGT_DISCOUNT_LABELS[settings.taxEntity],
    lossBroughtIn: toCents(settings.lossBroughtIn),
    lossBroughtInNote: settings.lossBroughtInNote,
    lossBroughtInYear: firstTradeDate === null ? null : financialYearOf(firstTradeDate),
  };
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
      const { ledger, dividends: stored } = await loadLedgerAndDividends(db, userId);
      const replay = replayUserLedger(ledger);
      const dividends = withUnits(stored, replay.positions).filter(onUnitsHeld);
      const traded = [...new Set([...replay.parcels.map((parcel) => parcel.stockId), ...replay.disposals.map((line) => line.stockId)])];
      const stocks = await portfolio.listByIds(userId, [...new Set([...traded, ...dividends.map((dividend) => dividend.stockId)])]);
      const prices = new Map<string, HoldingPrices>();
      for (const stock of stocks) {
        // The broker average alone (as toStockView works it out), not every derived figure of the stock.
        const { brokerAvg } = deriveBrokerFigures(stock, ALL_BROKERS_VISIBLE);
        prices.set(stock.id, { lastPrice: decimalOf(stock.lastPrice), brokerAvg: decimalOf(brokerAvg) });
      }
      // Every figure is the domain's (shared/domain/ledger/portfolio-figures.ts): this only names the stocks.
      // Dividends corporate actions paid (in specie, a bonus issue's) are the holding's income too.
      const income = [...dividends.map(toDividendRecord), ...replay.income.map(actionIncomeRecord)];
      const figures = portfolioFigures(replay, prices, income, sydneyDay(now()));
      const stockOf = new Map(stocks.map((stock) => [stock.id, stock]));
      // A holding resting on a provisional corporate action (its parcels, its sales' lines) is marked.
      const marked = new Map<string, { provisionalActionIds?: string[] }[]>();
      for (const item of [...replay.parcels, ...replay.disposals])
        if (item.provisionalActionIds) marked.set(item.stockId, [...(marked.get(item.stockId) ?? []), item]);
      const markOf = (stockId: string) => provisionalMarkOf(marked.get(stockId) ?? []);
      const bySymbol = <T extends { symbol: string }>(rows: T[]) => rows.sort((a, b) => a.symbol.localeCompare(b.symbol));
      const rows = figures.open.flatMap((position) => {
        const stock = stockOf.get(position.stockId);
        const row = position.holding!;
        if (!stock) return [];
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
            lastPriceUpdatedAt: stock.lastPriceUpdatedAt,
            marketValue: row.marketValue,
            unrealisedGain: row.unrealisedGain,
            unrealisedGainPercent: row.unrealisedGainPercent,
            weight: row.weightPercent,
            brokerAvg: priceText(prices.get(stock.id)?.brokerAvg ?? null),
            valueAtBrokerAvg: row.valueAtBrokerAvg,
            incomeLast12Months: position.incomeLast12Months,
            frankingCreditsLast12Months: position.frankingCreditsLast12Months,
            frankingUnknownLast12Months: position.frankingUnknownLast12Months,
            realisedGain: position.realisedGain,
            totalReturn: position.totalReturn,
            ...markOf(stock.id),
          },
        ];
      });
      const closed = figures.closed.flatMap((position) => {
        const stock = stockOf.get(position.stockId);
        if (!stock) return [];
        const { realisedGain, income, totalReturn } = position;
        return [
          {
            stockId: stock.id,
            symbol: stock.symbol,
            name: stock.name,
            realisedGain,
            income,
            totalReturn: totalReturn!,
            ...markOf(stock.id),
          },
        ];
      });
      const { totals } = figures;
      return {
        holdings: bySymbol(rows),
        closed: bySymbol(closed),
        totals: {
          costBase: totals.costBase,
          marketValue: totals.marketValue,
          unrealisedGain: totals.unrealisedGain,
          unrealisedGainPercent: totals.unrealisedGainPercent,
          valueAtBrokerAvg: totals.valueAtBrokerAvg,
          marketValueAtBrokerAvg: totals.marketValueAtBrokerAvg,
          withoutFairValue: totals.withoutFairValue,
          incomeLast12Months: totals.incomeLast12Months,
          frankingCreditsLast12Months: totals.frankingCreditsLast12Months,
          frankingUnknownLast12Months: totals.frankingUnknownLast12Months,
          totalReturn: totals.totalReturn,
          ...provisionalMarkOf([...rows, ...closed]),
        },
        tradeCount: ledger.trades.length,
      };
    },

    /** The stock's open parcels, first-in first-out; another user's stock is 404. */
    async parcels(userId: string, stockId: string): Promise<ParcelView[]> {
      await ownedStock(db, userId, stockId);
      const ledger = await loadLedger(db, userId, [stockId]);
      // The ledger read takes in the stocks a corporate action links to this one: only this stock's parcels.
      const own = replayUserLedger(ledger).parcels.filter((parcel) => parcel.stockId === stockId);
      return own.map((parcel) => ({
        tradeId: parcel.parcelId,
        acquiredOn: parcel.acquiredOn,
        units: parcel.units,
        costBase: toCents(parcel.costBase),
        discountEligibleFrom: parcel.discountEligibleFrom,
        ...provisionalMarkOf([parcel]),
      }));
    },

    /**
     * One point per trading day of the range (a day with a stored close of a traded symbol): market
     * value from the closes and the units held at the end of that day, a holding without a close yet
     * counted at its cost base; the cost base of what was held. The last point is today, each holding
     * at its last price: the market value Holdings shows (one figure on the tile and the chart).
     */
    async valueHistory(userId: string, range: ValueHistoryRange): Promise<ValuePointView[]> {
      const today = sydneyDay(now());
      const start = rangeStart(range, today);
      // The closes are read beside the ledger, which is replayed as soon as it arrives: neither
      // needs the other (value_history_ms, decision 030).
      const [replayed, stored] = await Promise.all([
        loadLedger(db, userId).then((ledger) => {
          const firstTrade = ledger.trades.reduce((first, trade) => (trade.tradeDate < first ? trade.tradeDate : first), today);
          const span = { start: start ?? firstTrade, end: today };
          return { span, tradeCount: ledger.trades.length, positions: replayPositions(ledgerInput(ledger), span.end) };
        }),
        readTradedStockCloses(db, userId, { start, end: today }),
      ]);
      if (replayed.tradeCount === 0) return [];
      const options = { unpricedAtCost: true, endPrices: stored.lastPrices };
      return valueHistoryOfPositions(replayed.positions, replayed.span, stored.closes, options).map((point) => ({
        date: point.date,
        marketValue: toCents(point.marketValue),
        costBase: toCents(point.costBase),
      }));
    },

    async settings(userId: string): Promise<HoldingSettingsView> {
      return settingsView(await readHoldingSettings(db, userId), await readFirstTradeDate(db, userId));
    },

    /**
     * The fields sent replace the stored ones; the rest stay. A method under which some chosen
     * parcels are no longer open at their sale is refused (422). The entity and the loss brought in
     * change no parcel: every CGT figure is worked out from them on read.
     */
    async saveSettings(userId: string, change: HoldingSettingsChange): Promise<HoldingSettingsView> {
      return db.transaction(async (tx) => {
        await lockLedger(tx, userId);
        const stored = await readHoldingSettings(tx, userId);
        const settings: StoredHoldingSettings = {
          parcelMethod: change.parcelMethod ?? stored.parcelMethod,
          taxEntity: change.taxEntity ?? stored.taxEntity,
          lossBroughtIn: change.lossBroughtIn ?? stored.lossBroughtIn,
          lossBroughtInNote: change.lossBroughtInNote === undefined ? stored.lossBroughtInNote : change.lossBroughtInNote,
        };
        if (settings.parcelMethod !== stored.parcelMethod) {
          const ledger = await loadLedger(tx, userId);
          const doing = `Matching by ${PARCEL_METHOD_LABELS[settings.parcelMethod]}`;
          refuseBrokenLedger(ledger, { doing }, ledger, { method: settings.parcelMethod });
        }
        await writeHoldingSettings(tx, userId, settings, now());
        return settingsView(settings, await readFirstTradeDate(tx, userId));
      });
    },
  };
}
