// The worked scenario of docs/holdings-scenario.md to the cent (fixtures/ledger-golden.json). Each figure in the
// fixture's "expected" is asserted here; the arithmetic is in the fixture's source (docs/holdings-scenario.md).
import { describe, expect, it } from "vitest";
import golden from "./fixtures/ledger-golden.json";
import {
  capitalGainsForYear,
  dividendFigures,
  drpAcquisitionOf,
  financialYearOf,
  holdingFigures,
  presentCgtTotals,
  presentDisposalLine,
  presentHolding,
  replayLedger,
  toCents,
  type DisposalLine,
  type DividendRecord,
  type LedgerTrade,
} from "./index";

const trades = golden.trades as LedgerTrade[];
const [buyA, buyB, sale] = trades;
const { expected } = golden;
const stockId = golden.stock.id;

/** The fields a fixture line names, taken from a disposal line. */
function lineFields(line: DisposalLine) {
  const { parcelId, units, proceeds, costBase, gain, discountEligible } = line;
  return { parcelId, units, proceeds, costBase, gain, discountEligible };
}

describe("the worked scenario (docs/holdings-scenario.md)", () => {
  it("cost bases: A 4,019.95 and B 2,319.95, eligible for the discount from 2 Aug 2024 and 3 Sep 2025", () => {
    const { parcels } = replayLedger({ trades: [buyA, buyB] });
    expect(parcels).toEqual(expected.parcelsBeforeSale.map((parcel) => ({ ...parcel, stockId })));
  });

  it("FIFO: A +463.425 (discountable), B −31.305; net capital gain 216.06 in FY 2025", () => {
    const { disposals, refusals } = replayLedger({ trades });
    expect(refusals).toEqual([]);
    expect(disposals.map(lineFields)).toEqual(expected.fifo.lines);
    expect(disposals.map((line) => presentDisposalLine(line).gain)).toEqual(expected.fifo.presentedGains);
    expect(financialYearOf(sale.tradeDate)).toBe(expected.saleFinancialYear);
    const year = capitalGainsForYear(disposals, expected.saleFinancialYear);
    expect(presentCgtTotals(year.totals)).toEqual(expected.fifo.totals);
  });

  it("minimise gain: B's 50 units first (−78.2625), then 70 of A (+324.3975); net 123.07", () => {
    const { disposals } = replayLedger({ trades, method: "minimise" });
    expect(disposals.map(lineFields)).toEqual(expected.minimise.lines);
    expect(presentCgtTotals(capitalGainsForYear(disposals, expected.saleFinancialYear).totals)).toEqual(expected.minimise.totals);
  });

  it("after FIFO at 48.00: 30 units of B, MV 1,440.00, unrealised +48.03 (3.45 %)", () => {
    const replay = replayLedger({ trades });
    const { holdings } = holdingFigures(replay, new Map([[stockId, { lastPrice: expected.afterFifo.price }]]));
    expect(holdings).toHaveLength(1);
    const shown = presentHolding(holdings[0]);
    expect({
      units: shown.units,
      costBase: shown.costBase,
      averageCost: shown.averageCost,
      marketValue: shown.marketValue,
      unrealisedGain: shown.unrealisedGain,
      unrealisedGainPercent: shown.unrealisedGainPercent,
      realisedGain: shown.realisedGain,
      weightPercent: shown.weightPercent,
    }).toEqual(expected.afterFifo.holding);
  });

  it("a 2-for-1 split on A: 200 units, cost still 4,019.95 (20.09975 a unit), still acquired 1 Aug 2023", () => {
    const split = expected.split.trade as LedgerTrade;
    const replay = replayLedger({ trades: [buyA, split] });
    expect(replay.parcels).toEqual([{ ...expected.split.parcelA, stockId }]);
    expect(holdingFigures(replay, new Map()).holdings[0].averageCost).toBe(expected.split.averageCost);
  });

  it.each(expected.franking)("franking: $units × $amountPerShare at $frankingPercent % → credit $frankingCredit", (row) => {
    const dividend: DividendRecord = {
      id: "dividend",
      stockId,
      exDate: "2025-02-20",
      payDate: "2025-03-20",
      amountPerShare: row.amountPerShare,
      units: row.units,
      frankingPercent: row.frankingPercent,
      companyTaxRate: row.companyTaxRate,
      drpUnits: null,
      drpPrice: null,
      status: "confirmed",
    };
    const { figures } = dividendFigures(dividend);
    expect(figures).not.toBeNull();
    expect(toCents(figures!.cash)).toBe(row.cash);
    expect(toCents(figures!.frankingCredit)).toBe(row.frankingCredit);
    expect(toCents(figures!.grossedUp)).toBe(row.grossedUp);
    expect(toCents(figures!.unfranked)).toBe(row.unfranked);
  });

  it("DRP (ATO example): 1,440 × $0.25 = $360 buys 45 units at $8, a parcel costing 360 on the pay date", () => {
    const dividend = expected.drp.dividend as DividendRecord;
    const { figures } = dividendFigures(dividend);
    expect(figures).toMatchObject({ cash: expected.drp.cash, drpCost: expected.drp.drpCost, drpResidual: expected.drp.drpResidual });
    const drp = drpAcquisitionOf(dividend);
    expect(drp).not.toBeNull();
    const { parcels } = replayLedger({ trades, drp: [drp!] });
    expect(parcels.find((parcel) => parcel.parcelId === dividend.id)).toEqual({ ...expected.drp.parcel, stockId });
  });
});
