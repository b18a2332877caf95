// The Before 30 June scenario (docs/domain.md "Before 30 June"): the net capital gain the year would
// have if these parcels (or units of them) were sold on these dates at these prices, against the
// year as it stands at asOf. Nothing is written and nothing is worked out twice: the sales are
// hypothetical SELL trades of the chosen parcels added to the ledger as it stood at asOf, and the
// ledger's own replay (matching, brokerage, discount dates) and capitalGainsForYear (loss order,
// losses brought forward, the discount) do the rest.
import {
  capitalGainsForYear,
  discountEligibleFrom,
  financialYearRange,
  replayLedger,
  type CgtOptions,
  type CgtYear,
  type DisposalLine,
  type LedgerInput,
  type LedgerTrade,
  type Refusal,
  type SaleAllocation,
} from "../ledger";
import { derivingActionId } from "../corporate-actions/arithmetic";
import { dec } from "../ledger/decimal";
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
  /** Not one of the ledger's parcels, or not open when the sale would be. */
  | { code: "parcel-not-open"; index: number; parcelId: string }
  | { code: "date-outside"; index: number; earliest: string; latest: string }
  /** More units than the parcel (or the stock) holds by then, earlier sales of the scenario counted. */
  | { code: "units-above-holding"; index: number; stockId: string; unitsChosen: string; unitsHeld: string; of: "parcel" | "stock" }
  /** The ledger itself refuses a sale up to asOf (a chosen parcel the method no longer leaves open). */
  | { code: "ledger"; refusal: Refusal };

/** The parcel a scenario sale takes from: its id, stock and acquisition date. */
export interface ScenarioParcel {
  parcelId: string;
  stockId: string;
  acquiredOn: string;
}

/** One scenario sale's disposal line, with its parcel and the discount date as the page shows it. */
export interface ScenarioSaleLine {
  index: number;
  sale: ScenarioSale;
  parcel: ScenarioParcel;
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

const SALE_ID = "scenario-sale-";
const saleId = (index: number) => `${SALE_ID}${index}`;

/** A parcel's stock by its id; undefined for an id no trade, reinvestment or corporate action of the ledger gives. */
export type ParcelStockOf = (parcelId: string) => string | undefined;

/**
 * The stock of every parcel the ledger can open, without a replay: an acquisition trade's id (same-day
 * buys are one parcel, named after the first), a reinvested dividend's, or that of a parcel a
 * corporate action made, named after it (`action` or `action:source`, events.ts madeStockId). Whether
 * the parcel is open when a sale would be is the scenario's replay's to say.
 */
export function parcelStocks(ledger: LedgerInput): ParcelStockOf {
  const acquired = new Map<string, string>();
  for (const trade of ledger.trades) if (trade.type === "BUY" || trade.type === "OPENING_BALANCE") acquired.set(trade.id, trade.stockId);
  for (const drp of ledger.drp ?? []) acquired.set(drp.dividendId, drp.stockId);
  const made = new Map<string, string>();
  for (const action of ledger.actions ?? []) if (action.madeStockId !== undefined) made.set(action.id, action.madeStockId);
  return (parcelId) => {
    const stockId = acquired.get(parcelId) ?? made.get(parcelId);
    if (stockId !== undefined) return stockId;
    const actionId = derivingActionId(parcelId);
    return actionId === null ? undefined : made.get(actionId);
  };
}

/** The sales as SELL trades of their parcels, after every real trade of their day. */
function hypotheticalTrades(sales: readonly ScenarioSale[], stockOf: ParcelStockOf): LedgerTrade[] {
  return sales.map((sale, index) => ({
    id: saleId(index),
    stockId: stockOf(sale.parcelId)!,
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

/** A refusal of a scenario sale in the scenario's terms; null for a real sale's. */
function saleRefusal(refusal: Refusal, sales: readonly ScenarioSale[]): ScenarioRefusal | null {
  if (refusal.tradeId === null || !refusal.tradeId.startsWith(SALE_ID)) return null;
  const index = Number(refusal.tradeId.slice(SALE_ID.length));
  const { units } = sales[index];
  switch (refusal.code) {
    case "oversell":
      // Nothing of the stock is held by then: the parcel is not open either.
      if (dec(refusal.unitsHeld).isZero()) return { code: "parcel-not-open", index, parcelId: sales[index].parcelId };
      return {
        code: "units-above-holding",
        index,
        stockId: refusal.stockId,
        unitsChosen: units,
        unitsHeld: refusal.unitsHeld,
        of: "stock",
      };
    case "parcel-too-small":
      return {
        code: "units-above-holding",
        index,
        stockId: refusal.stockId,
        unitsChosen: refusal.unitsChosen,
        unitsHeld: refusal.unitsHeld,
        of: "parcel",
      };
    case "parcel-not-held":
      return { code: "parcel-not-open", index, parcelId: refusal.parcelId };
    default:
      // A sale of one chosen parcel for its own units cannot be refused otherwise.
      return null;
  }
}

/**
 * The year with the sales against the year at asOf, from ONE replay: the ledger up to asOf with the
 * sales after it. Every sale is dated asOf or later and replays after that day's real trades, so the
 * real sales are matched exactly as in the ledger at asOf, and their lines are the year as it stands.
 */
export function scenarioOf(
  ledger: LedgerInput,
  request: ScenarioRequest,
  /** The user's tax entity, loss brought in and trust gains: the year's figures as the Tax page reads them. */
  options: CgtOptions = {},
  /** Each sale's parcel's stock, when the caller has it (parcelStocks). */
  stockOf = parcelStocks(ledger),
): { result: ScenarioResult } | { refusal: ScenarioRefusal } {
  const { start, end } = financialYearRange(request.fy);
  if (request.asOf < start || request.asOf > end) return { refusal: { code: "as-of-outside-year", start, end } };
  for (const [index, sale] of request.sales.entries()) {
    if (stockOf(sale.parcelId) === undefined) return { refusal: { code: "parcel-not-open", index, parcelId: sale.parcelId } };
    if (sale.date < request.asOf || sale.date > end)
      return { refusal: { code: "date-outside", index, earliest: request.asOf, latest: end } };
  }

  const allocations = new Map<string, readonly SaleAllocation[]>(ledger.allocations ?? []);
  request.sales.forEach((sale, index) => allocations.set(saleId(index), [{ parcelId: sale.parcelId, units: sale.units }]));
  const replay = replayLedger({
    ...ledger,
    trades: [...ledger.trades.filter((trade) => trade.tradeDate <= request.asOf), ...hypotheticalTrades(request.sales, stockOf)],
    drp: ledger.drp?.filter((drp) => drp.acquiredOn <= request.asOf),
    // Whether a dividend the user gave units for is still on shares held is a write's question, not a scenario's.
    overriddenDividends: [],
    allocations,
  });
  const first = replay.refusals[0];
  if (first) return { refusal: saleRefusal(first, request.sales) ?? { code: "ledger", refusal: first } };

  const sales: ScenarioSaleLine[] = [];
  const real: DisposalLine[] = [];
  const disposals = replay.disposals.map((line) => {
    if (!line.sellTradeId.startsWith(SALE_ID)) {
      real.push(line);
      return line;
    }
    const index = Number(line.sellTradeId.slice(SALE_ID.length));
    // The parcel's discount date, as every parcel's is worked out from its acquisition (replay.ts).
    const discount = discountDateOf({ acquiredOn: line.acquiredOn, discountEligibleFrom: discountEligibleFrom(line.acquiredOn) });
    // A leap-day parcel is counted as the page shows it: without the discount before the later date.
    const counted = discount.conservative && line.soldOn < discount.date ? { ...line, discountEligible: false } : line;
    sales.push({
      index,
      sale: request.sales[index],
      parcel: { parcelId: line.parcelId, stockId: line.stockId, acquiredOn: line.acquiredOn },
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
      baseline: capitalGainsForYear(real, request.fy, options),
      withSales: capitalGainsForYear(disposals, request.fy, options),
      sales,
    },
  };
}
