// The Before 30 June scenario (docs/domain.md "Before 30 June"): the net capital gain the year would
// have if these parcels (or units of them) were sold on these dates at these prices, against the
// year as it stands at asOf. Nothing is written and nothing is worked out twice: the sales are
// hypothetical SELL trades of the chosen parcels added to the ledger as it stood at asOf, and the
// ledger's own replay (matching, brokerage, discount dates) and capitalGainsForYear (loss order,
// losses brought forward, the discount) do the rest.
import {
  capitalGainsForYear,
  financialYearRange,
  replayLedger,
  type CgtYear,
  type DisposalLine,
  type LedgerInput,
  type LedgerTrade,
  type Parcel,
  type Refusal,
  type SaleAllocation,
} from "../ledger";
import { type Dec, ZERO, plain } from "../ledger/decimal";
import { discountDateOf } from "./parcels";

export interface ScenarioSale {
  parcelId: string;
  units: string;
  /** The CGT event (contract) date: from asOf to 30 June of the year. */
  date: string;
  price: string;
  /** Reduces the proceeds, as in a real sale. */
  brokerage: string;
}

export interface ScenarioRequest {
  fy: number;
  asOf: string;
  sales: readonly ScenarioSale[];
}

export type ScenarioRefusal =
  | { code: "as-of-outside-year"; start: string; end: string }
  | { code: "parcel-not-open"; index: number; parcelId: string }
  | { code: "date-outside"; index: number; earliest: string; latest: string }
  | { code: "units-above-parcel"; index: number; unitsHeld: string; unitsChosen: string }
  /** The ledger itself refuses a sale up to asOf (a chosen parcel the method no longer leaves open). */
  | { code: "ledger"; refusal: Refusal };

/** One scenario sale's disposal line, with the parcel it took and its discount date as the page shows it. */
export interface ScenarioSaleLine {
  index: number;
  sale: ScenarioSale;
  parcel: Parcel;
  line: DisposalLine;
  discountFrom: string;
  discountDateConservative: boolean;
}

export interface ScenarioResult {
  fy: number;
  asOf: string;
  /** The year as it stands at asOf. */
  baseline: CgtYear;
  /** The year with the sales. */
  withSales: CgtYear;
  sales: ScenarioSaleLine[];
}

const saleId = (index: number) => `scenario-sale-${index}`;

/** Checks each sale against the parcels open at asOf: open, dated from asOf to 30 June, units within the parcel. */
function refusalOf(request: ScenarioRequest, open: ReadonlyMap<string, Parcel>): ScenarioRefusal | null {
  const { end } = financialYearRange(request.fy);
  const chosen = new Map<string, Dec>();
  for (const [index, sale] of request.sales.entries()) {
    const parcel = open.get(sale.parcelId);
    if (!parcel) return { code: "parcel-not-open", index, parcelId: sale.parcelId };
    if (sale.date < request.asOf || sale.date > end) return { code: "date-outside", index, earliest: request.asOf, latest: end };
    // Two sales of one parcel count together.
    const units = (chosen.get(sale.parcelId) ?? ZERO).plus(sale.units);
    chosen.set(sale.parcelId, units);
    if (units.gt(parcel.units)) return { code: "units-above-parcel", index, unitsHeld: parcel.units, unitsChosen: plain(units) };
  }
  return null;
}

/** The sales as SELL trades of their parcels, after every real trade of their day. */
function hypotheticalTrades(sales: readonly ScenarioSale[], open: ReadonlyMap<string, Parcel>): LedgerTrade[] {
  return sales.map((sale, index) => ({
    id: saleId(index),
    stockId: open.get(sale.parcelId)!.stockId,
    type: "SELL",
    tradeDate: sale.date,
    units: sale.units,
    price: sale.price,
    brokerage: sale.brokerage,
    ratioFrom: null,
    ratioTo: null,
    acquiredOn: null,
    // Real trades' createdAt are ISO times, all before this: the day's real sales replay first.
    createdAt: `9999-12-31T23:59:59.${String(index).padStart(6, "0")}`,
  }));
}

export function scenarioOf(ledger: LedgerInput, request: ScenarioRequest): { result: ScenarioResult } | { refusal: ScenarioRefusal } {
  const { start, end } = financialYearRange(request.fy);
  if (request.asOf < start || request.asOf > end) return { refusal: { code: "as-of-outside-year", start, end } };
  const atAsOf = replayLedger(ledger, request.asOf);
  if (atAsOf.refusals[0]) return { refusal: { code: "ledger", refusal: atAsOf.refusals[0] } };
  const open = new Map(atAsOf.parcels.map((parcel) => [parcel.parcelId, parcel]));
  const refusal = refusalOf(request, open);
  if (refusal) return { refusal };

  // The ledger as it stood at asOf, and the sales: nothing real after asOf takes part.
  const trades = hypotheticalTrades(request.sales, open);
  const allocations = new Map<string, readonly SaleAllocation[]>(ledger.allocations ?? []);
  request.sales.forEach((sale, index) => allocations.set(saleId(index), [{ parcelId: sale.parcelId, units: sale.units }]));
  const replay = replayLedger({
    ...ledger,
    trades: [...ledger.trades.filter((trade) => trade.tradeDate <= request.asOf), ...trades],
    drp: ledger.drp?.filter((drp) => drp.acquiredOn <= request.asOf),
    allocations,
  });
  if (replay.refusals[0]) return { refusal: { code: "ledger", refusal: replay.refusals[0] } };

  const sales: ScenarioSaleLine[] = [];
  const byId = new Map(request.sales.map((sale, index) => [saleId(index), index]));
  const disposals = replay.disposals.map((line) => {
    const index = byId.get(line.sellTradeId);
    if (index === undefined) return line;
    const parcel = open.get(line.parcelId)!;
    const discount = discountDateOf(parcel);
    // A leap-day parcel is counted as the page shows it: without the discount before the later date.
    const counted = discount.conservative && line.soldOn < discount.date ? { ...line, discountEligible: false } : line;
    sales.push({
      index,
      sale: request.sales[index],
      parcel,
      line: counted,
      discountFrom: discount.date,
      discountDateConservative: discount.conservative,
    });
    return counted;
  });
  sales.sort((a, b) => a.index - b.index);
  return {
    result: {
      fy: request.fy,
      asOf: request.asOf,
      baseline: capitalGainsForYear(atAsOf.disposals, request.fy),
      withSales: capitalGainsForYear(disposals, request.fy),
      sales,
    },
  };
}
