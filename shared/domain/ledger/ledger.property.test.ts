// Properties of the ledger over generated trade histories: what must hold for any ledger, not only
// the hand-worked ones (docs/domain.md#holdings).
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import Decimal from "decimal.js";
import { Dec, ZERO } from "./decimal";
import {
  capitalGainsByFinancialYear,
  holdingFigures,
  positionAtEndOf,
  replayLedger,
  replayPositionSteps,
  unitsHeldAtEndOf,
  valueHistory,
  type DailyClose,
  type DrpAcquisition,
  type LedgerInput,
  type LedgerTrade,
  type MatchingMethod,
  type Parcel,
  type TradeType,
} from "./index";

const RUNS = 150;
/** Sums of cost bases that must stay exact whatever their digits. */
const WideDec = Decimal.clone({ precision: 200, toExpNeg: -1e9, toExpPos: 1e9 });
const STOCKS = ["AAA", "BBB", "CCC"];
const FIRST_DAY = Date.UTC(2021, 0, 4);

const isoDay = (offset: number) => new Date(FIRST_DAY + offset * 86_400_000).toISOString().slice(0, 10);
/** Up to 6 decimals, above 0. */
const units = fc.integer({ min: 1, max: 2_000_000_000 }).map((millionths) => new Dec(millionths).div(1_000_000).toString());
const price = fc.integer({ min: 1, max: 50_000_000 }).map((millionths) => new Dec(millionths).div(1_000_000).toString());
const brokerage = fc.constantFrom("0", "9.5", "19.95", "29.95");

interface Draft {
  kind: Exclude<TradeType, "CONSOLIDATION"> | "DRP";
  stock: number;
  day: number;
  units: string;
  price: string;
  brokerage: string;
  ratioTo: number;
  acquiredBack: number;
}

const draft: fc.Arbitrary<Draft> = fc.record({
  kind: fc.constantFrom("BUY", "BUY", "BUY", "SELL", "SELL", "SELL", "OPENING_BALANCE", "SPLIT", "DRP"),
  stock: fc.integer({ min: 0, max: STOCKS.length - 1 }),
  // Few distinct days over three years, so same-day trades and merges happen often.
  day: fc.integer({ min: 0, max: 60 }).map((n) => n * 19),
  units,
  price,
  brokerage,
  ratioTo: fc.integer({ min: 2, max: 4 }),
  acquiredBack: fc.integer({ min: 0, max: 900 }),
});

/** Trades with distinct createdAt, and reinvested dividends; sales sometimes oversell on purpose. */
function ledgerOf(drafts: readonly Draft[]): { trades: LedgerTrade[]; drp: DrpAcquisition[] } {
  const trades: LedgerTrade[] = [];
  const drp: DrpAcquisition[] = [];
  drafts.forEach((d, index) => {
    const id = `x${String(index).padStart(3, "0")}`;
    const stockId = STOCKS[d.stock];
    const tradeDate = isoDay(d.day);
    if (d.kind === "DRP") {
      drp.push({
        dividendId: `dividend-${id}`,
        stockId,
        acquiredOn: tradeDate,
        units: d.units,
        costBase: new Dec(d.units).times(d.price).toString(),
      });
      return;
    }
    const createdAt = new Date(Date.UTC(2030, 0, 1) + (drafts.length - index) * 1000).toISOString();
    const base = { id, stockId, tradeDate, brokerage: d.brokerage, createdAt, ratioFrom: null, ratioTo: null, acquiredOn: null };
    if (d.kind === "SPLIT")
      trades.push({ ...base, type: "SPLIT", units: null, price: null, brokerage: "0", ratioFrom: 1, ratioTo: d.ratioTo });
    else if (d.kind === "OPENING_BALANCE")
      trades.push({ ...base, type: d.kind, units: d.units, price: d.price, acquiredOn: isoDay(d.day - d.acquiredBack) });
    else
      trades.push({
        ...base,
        type: d.kind,
        units: d.kind === "SELL" ? new Dec(d.units).div(4).toDecimalPlaces(6, Dec.ROUND_UP).toString() : d.units,
        price: d.price,
      });
  });
  return { trades, drp };
}

const ledgers = fc.array(draft, { minLength: 1, maxLength: 40 }).map(ledgerOf);
const methods = fc.constantFrom<MatchingMethod>("fifo", "minimise");

/** Units per stock by a plain running total in replay order (splits here are whole multiples, so exact). */
function unitsByRunningTotal(trades: readonly LedgerTrade[], drp: readonly DrpAcquisition[]): Map<string, Dec> {
  const phase = { SPLIT: 0, CONSOLIDATION: 0, BUY: 1, OPENING_BALANCE: 1, DRP: 1, SELL: 2 };
  const events = [
    ...trades.map((t) => ({ date: t.tradeDate, phase: phase[t.type], order: t.createdAt, id: t.id, stockId: t.stockId, trade: t })),
    ...drp.map((d) => ({ date: d.acquiredOn, phase: 1, order: "", id: d.dividendId, stockId: d.stockId, trade: null, units: d.units })),
  ].sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? -1
        : 1
      : a.phase - b.phase || (a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : 1),
  );
  const held = new Map<string, Dec>();
  for (const event of events) {
    const now = held.get(event.stockId) ?? ZERO;
    const trade = event.trade;
    if (!trade) held.set(event.stockId, now.plus((event as { units: string }).units));
    else if (trade.type === "SPLIT") held.set(event.stockId, now.times(trade.ratioTo!).div(trade.ratioFrom!));
    else if (trade.type === "SELL") held.set(event.stockId, now.gte(trade.units!) ? now.minus(trade.units!) : now);
    else held.set(event.stockId, now.plus(trade.units!));
  }
  return held;
}

describe("ledger properties", () => {
  // The generator must reach both paths of a sale, or the sale properties would hold vacuously.
  const sales = { matched: 0, refused: 0 };
  afterAll(() => {
    expect(sales.matched).toBeGreaterThan(RUNS / 5);
    expect(sales.refused).toBeGreaterThan(RUNS / 5);
  });

  it("parcel units sum to the holding's units, by any route", () => {
    fc.assert(
      fc.property(ledgers, methods, ({ trades, drp }, method) => {
        const input: LedgerInput = { trades, drp, method };
        const replay = replayLedger(input);
        const expected = unitsByRunningTotal(trades, drp);
        const figures = new Map(holdingFigures(replay, new Map()).holdings.map((h) => [h.stockId, h.units]));
        for (const stockId of STOCKS) {
          const parcels = replay.parcels
            .filter((parcel) => parcel.stockId === stockId)
            .reduce((sum, parcel) => sum.plus(parcel.units), ZERO);
          const want = (expected.get(stockId) ?? ZERO).toString();
          expect(parcels.toString()).toBe(want);
          expect(figures.get(stockId) ?? "0").toBe(want);
          expect(positionAtEndOf(replayPositionSteps(input).get(stockId), "2099-01-01").units).toBe(want);
          expect(unitsHeldAtEndOf(trades, drp, stockId, "2099-01-01", { method })).toBe(want);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a split or consolidation keeps every parcel's cost base and acquisition date, and the total cost", () => {
    const ratios = fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }));
    fc.assert(
      fc.property(ledgers, ratios, ({ trades, drp }, [from, to]) => {
        const before = replayLedger({ trades, drp });
        const type = to >= from ? "SPLIT" : "CONSOLIDATION";
        const after = replayLedger({
          trades: [
            ...trades,
            ...(STOCKS.map((stockId) => ({
              id: `ratio-${stockId}`,
              stockId,
              type,
              tradeDate: "2030-01-01",
              units: null,
              price: null,
              brokerage: "0",
              ratioFrom: from,
              ratioTo: to,
              acquiredOn: null,
              createdAt: "2030-01-01T00:00:00.000Z",
            })) satisfies LedgerTrade[]),
          ],
          drp,
        });
        // A parcel rounded to 0 units closes (a millionth of a share consolidated away); every other one stays.
        const rounded = (parcel: Parcel) => new Dec(parcel.units).times(to).div(from).toDecimalPlaces(6, Dec.ROUND_HALF_UP);
        const kept = before.parcels.filter((parcel) => !rounded(parcel).isZero());
        if (to >= from) expect(kept).toEqual(before.parcels);
        const total = (parcels: Parcel[]) => parcels.reduce((sum, parcel) => sum.plus(parcel.costBase), ZERO).toString();
        expect(total(after.parcels)).toBe(total(kept));
        expect(after.parcels.map(({ parcelId, acquiredOn, costBase }) => ({ parcelId, acquiredOn, costBase }))).toEqual(
          kept.map(({ parcelId, acquiredOn, costBase }) => ({ parcelId, acquiredOn, costBase })),
        );
        expect(after.parcels.map((parcel) => parcel.units)).toEqual(kept.map((parcel) => rounded(parcel).toString()));
      }),
      { numRuns: RUNS },
    );
  });

  it("a sale's lines sum to its units and to its proceeds net of brokerage", () => {
    fc.assert(
      fc.property(ledgers, methods, ({ trades, drp }, method) => {
        const replay = replayLedger({ trades, drp, method });
        const refused = new Set(replay.refusals.map((refusal) => refusal.tradeId));
        for (const sale of trades.filter((trade) => trade.type === "SELL")) {
          const lines = replay.disposals.filter((line) => line.sellTradeId === sale.id);
          expect(lines.length === 0).toBe(refused.has(sale.id));
          sales[refused.has(sale.id) ? "refused" : "matched"] += 1;
          if (refused.has(sale.id)) continue;
          expect(lines.reduce((sum, line) => sum.plus(line.units), ZERO).toString()).toBe(new Dec(sale.units!).toString());
          const proceeds = lines.reduce((sum, line) => sum.plus(line.proceeds), ZERO);
          expect(proceeds.toString()).toBe(new Dec(sale.units!).times(sale.price!).minus(sale.brokerage).toString());
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("each financial year's totals are the sums of its exact lines, after losses and the discount", () => {
    fc.assert(
      fc.property(ledgers, methods, ({ trades, drp }, method) => {
        const { disposals } = replayLedger({ trades, drp, method });
        const years = capitalGainsByFinancialYear(disposals);
        expect(years.reduce((count, year) => count + year.lines.length, 0)).toBe(disposals.length);
        let carried = ZERO;
        for (const { lines, totals } of years) {
          const gains = lines.map((line) => new Dec(line.gain));
          const sum = (values: Dec[]) => values.reduce((total, value) => total.plus(value), ZERO).toString();
          expect(totals.capitalGains).toBe(sum(gains.filter((gain) => gain.gt(0))));
          expect(totals.capitalLosses).toBe(sum(gains.filter((gain) => gain.lt(0)).map((gain) => gain.neg())));
          expect(totals.discountableGains).toBe(
            sum(lines.filter((line) => line.discountEligible && new Dec(line.gain).gt(0)).map((line) => new Dec(line.gain))),
          );
          expect(totals.lossBroughtForward).toBe(carried.toString());
          // What the losses left of the gains is between the net gain and twice it (the discount halves part of it).
          const left = new Dec(totals.capitalGains)
            .minus(totals.capitalLosses)
            .minus(totals.lossBroughtForward)
            .plus(totals.lossCarriedForward);
          const net = new Dec(totals.netCapitalGain);
          expect(net.gte(0) && net.lte(left) && net.times(2).gte(left)).toBe(true);
          if (!new Dec(totals.lossCarriedForward).isZero()) expect(net.isZero()).toBe(true);
          carried = new Dec(totals.lossCarriedForward);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("replays the same whatever the input order of trades", () => {
    fc.assert(
      fc.property(
        ledgers.chain((ledger) =>
          fc.tuple(
            fc.constant(ledger),
            fc.shuffledSubarray(ledger.trades, { minLength: ledger.trades.length }),
            fc.shuffledSubarray(ledger.drp, { minLength: ledger.drp.length }),
          ),
        ),
        methods,
        ([ledger, trades, drp], method) => {
          expect(replayLedger({ trades, drp, method })).toEqual(replayLedger({ ...ledger, method }));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("the one-pass value history equals a day-by-day valuation from the replay's positions", () => {
    const closeSeries = fc.array(fc.tuple(fc.integer({ min: 0, max: 1200 }), price), { maxLength: 40 }).map((rows) => {
      const byDate = new Map(rows.map(([day, close]) => [isoDay(day), close]));
      return [...byDate].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, close]): DailyClose => ({ date, close }));
    });
    fc.assert(
      fc.property(
        ledgers,
        fc.tuple(closeSeries, closeSeries, closeSeries),
        fc.integer({ min: 0, max: 1200 }),
        methods,
        (ledger, series, startDay, method) => {
          const closes = new Map(STOCKS.map((stockId, index) => [stockId, series[index]]));
          const range = { start: isoDay(startDay), end: isoDay(startDay + 400) };
          const history = valueHistory({ ...ledger, method }, range, closes);
          const positions = replayPositionSteps({ ...ledger, method });
          const days = [...new Set(series.flat().map((close) => close.date))]
            .filter((date) => date >= range.start && date <= range.end)
            .sort();
          expect(history.map((point) => point.date)).toEqual(days);
          for (const point of history) {
            let value = ZERO;
            // Exact sums: cost bases carry up to 40 significant digits each.
            let cost = new WideDec(0);
            for (const stockId of STOCKS) {
              const held = positionAtEndOf(positions.get(stockId), point.date);
              const close = closes
                .get(stockId)!
                .filter((row) => row.date <= point.date)
                .at(-1);
              if (close) value = value.plus(new Dec(held.units).times(close.close));
              cost = cost.plus(held.costBase);
            }
            expect(point.marketValue).toBe(value.toString());
            expect(point.costBase).toBe(cost.toString());
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
