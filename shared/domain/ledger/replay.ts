// The replay: trades and reinvested dividends, in date order, → open parcels, disposal lines and
// refusals (docs/domain.md#holdings, decision 025). Parcels are derived, never stored: the server
// replays a user's whole ledger on each read and before each write, and refuses a write whose replay
// refuses (the first refusal names the sale it would break).
import Decimal from "decimal.js";
import { LEDGER_DECIMALS } from "../../constants";
import { type Dec, ZERO, dec, plain } from "./decimal";
import { discountEligibleFrom } from "./dates";
import { matchSale, type OpenParcel } from "./matching";
import type { Refusal } from "./refusals";
import type { DisposalLine, DrpAcquisition, LedgerInput, LedgerTrade, Parcel, PositionStep } from "./types";

export interface ReplayResult {
  /** Open parcels at the end of the replay: by stock id, then first-in first-out. */
  parcels: Parcel[];
  /** One line per (sale, parcel), in replay order. */
  disposals: DisposalLine[];
  /** Refused sales in replay order (refusals[0] is the first); a refused sale is left out and the replay goes on. */
  refusals: Refusal[];
  /** Per stock, its units and cost base at the end of every day on which something happened to it. */
  positions: ReadonlyMap<string, readonly PositionStep[]>;
}

/**
 * Within a day: splits and consolidations first (they take effect at the start of their date, so that
 * day's trades are in the new units), then acquisitions, then sales; each by createdAt, then id. So a
 * file that lists a day's sale above its purchase (CommSec lists newest first) replays the same.
 */
const RATIO = 0;
const ACQUISITION = 1;
const SALE = 2;
const PHASE = { SPLIT: RATIO, CONSOLIDATION: RATIO, BUY: ACQUISITION, OPENING_BALANCE: ACQUISITION, SELL: SALE } as const;

interface LedgerEvent {
  date: string;
  phase: number;
  createdAt: string;
  id: string;
  stockId: string;
  trade: LedgerTrade | null;
  drp: DrpAcquisition | null;
}

interface LedgerParcel extends OpenParcel {
  /** "BUY <date>" for a parcel of BUY trades, which later BUYs of that date join; else null. */
  mergeKey: string | null;
}

interface StockState {
  open: LedgerParcel[];
  units: Dec;
  costBase: Dec;
  steps: PositionStep[];
}

function byReplayOrder(a: LedgerEvent, b: LedgerEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.phase !== b.phase) return a.phase - b.phase;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function eventsOf(input: LedgerInput, asOf: string | undefined): LedgerEvent[] {
  const events: LedgerEvent[] = [];
  for (const trade of input.trades) {
    const { id, stockId, tradeDate: date, createdAt } = trade;
    if (asOf === undefined || date <= asOf) events.push({ date, phase: PHASE[trade.type], createdAt, id, stockId, trade, drp: null });
  }
  for (const drp of input.drp ?? []) {
    // A reinvestment has no createdAt: it comes before the day's other acquisitions, by dividend id.
    const { dividendId: id, stockId, acquiredOn: date } = drp;
    if (asOf === undefined || date <= asOf) events.push({ date, phase: ACQUISITION, createdAt: "", id, stockId, trade: null, drp });
  }
  return events.sort(byReplayOrder);
}

function required(value: string | number | null, field: string, trade: LedgerTrade): string | number {
  if (value === null) throw new TypeError(`Trade ${trade.id} (${trade.type}) has no ${field}`);
  return value;
}

/** Keeps `open` in first-in first-out order: by acquisition date, then the order parcels opened. */
function insertParcel(open: LedgerParcel[], parcel: LedgerParcel): void {
  let index = open.length;
  while (index > 0 && open[index - 1].acquiredOn > parcel.acquiredOn) index -= 1;
  open.splice(index, 0, parcel);
}

function acquire(state: StockState, parcelId: string, acquiredOn: string, units: Dec, costBase: Dec, mergeKey: string | null) {
  state.units = state.units.plus(units);
  state.costBase = state.costBase.plus(costBase);
  // Same-day BUYs are one parcel at their average cost (the ATO allows averaging within a day).
  const sameDay = mergeKey === null ? undefined : state.open.find((parcel) => parcel.mergeKey === mergeKey);
  if (sameDay) {
    sameDay.units = sameDay.units.plus(units);
    sameDay.costBase = sameDay.costBase.plus(costBase);
    return;
  }
  insertParcel(state.open, { parcelId, acquiredOn, units, costBase, discountEligibleFrom: discountEligibleFrom(acquiredOn), mergeKey });
}

/**
 * Units × to ÷ from per parcel, rounded half up to 6 decimals; acquisition date and cost base kept
 * (TD 95/30). A parcel rounded to 0 units (a millionth of a share consolidated away) closes.
 */
function applyRatio(state: StockState, from: number, to: number): void {
  let units = ZERO;
  for (const parcel of state.open) {
    parcel.units = parcel.units.times(to).div(from).toDecimalPlaces(LEDGER_DECIMALS, Decimal.ROUND_HALF_UP);
    units = units.plus(parcel.units);
  }
  for (const closed of state.open.filter((parcel) => parcel.units.isZero())) state.costBase = state.costBase.minus(closed.costBase);
  state.open = state.open.filter((parcel) => !parcel.units.isZero());
  state.units = units;
}

interface ReplayContext {
  input: LedgerInput;
  acquiredOnOf: (parcelId: string) => string | null;
  disposals: DisposalLine[];
  refusals: Refusal[];
}

function sell(state: StockState, trade: LedgerTrade, context: ReplayContext): void {
  const units = dec(String(required(trade.units, "units", trade)));
  const price = dec(String(required(trade.price, "price", trade)));
  const brokerage = dec(trade.brokerage);
  const base = { tradeId: trade.id, stockId: trade.stockId, date: trade.tradeDate, unitsSold: plain(units) };
  if (units.gt(state.units)) {
    context.refusals.push({ ...base, code: "oversell", unitsHeld: plain(state.units) });
    return;
  }
  const sale = { date: trade.tradeDate, units, price, brokerage };
  const matching = matchSale(
    state.open,
    sale,
    context.input.method ?? "fifo",
    context.input.allocations?.get(trade.id),
    context.acquiredOnOf,
  );
  if ("refusal" in matching) {
    context.refusals.push({ ...base, ...matching.refusal });
    return;
  }
  let brokerageLeft = brokerage;
  matching.takes.forEach(({ parcel, units: taken }, index) => {
    // Brokerage is shared by units; the last parcel takes what is left, so the shares sum exactly.
    const share = index === matching.takes.length - 1 ? brokerageLeft : brokerage.times(taken).div(units);
    brokerageLeft = brokerageLeft.minus(share);
    const proceeds = taken.times(price).minus(share);
    const costBase = taken.eq(parcel.units) ? parcel.costBase : parcel.costBase.times(taken).div(parcel.units);
    parcel.units = parcel.units.minus(taken);
    parcel.costBase = parcel.costBase.minus(costBase);
    state.costBase = state.costBase.minus(costBase);
    context.disposals.push({
      sellTradeId: trade.id,
      stockId: trade.stockId,
      soldOn: trade.tradeDate,
      parcelId: parcel.parcelId,
      acquiredOn: parcel.acquiredOn,
      units: plain(taken),
      proceeds: plain(proceeds),
      costBase: plain(costBase),
      gain: plain(proceeds.minus(costBase)),
      discountEligible: trade.tradeDate >= parcel.discountEligibleFrom,
    });
  });
  state.units = state.units.minus(units);
  state.open = state.open.filter((parcel) => !parcel.units.isZero());
}

function applyTrade(state: StockState, trade: LedgerTrade, context: ReplayContext): void {
  switch (trade.type) {
    case "BUY":
    case "OPENING_BALANCE": {
      const units = dec(String(required(trade.units, "units", trade)));
      const costBase = units.times(String(required(trade.price, "price", trade))).plus(trade.brokerage);
      const opening = trade.type === "OPENING_BALANCE";
      const acquiredOn = opening ? (trade.acquiredOn ?? trade.tradeDate) : trade.tradeDate;
      acquire(state, trade.id, acquiredOn, units, costBase, opening ? null : `BUY ${trade.tradeDate}`);
      return;
    }
    case "SPLIT":
    case "CONSOLIDATION":
      applyRatio(state, Number(required(trade.ratioFrom, "ratioFrom", trade)), Number(required(trade.ratioTo, "ratioTo", trade)));
      return;
    case "SELL":
      sell(state, trade, context);
  }
}

function recordStep(state: StockState, date: string): void {
  const step = { date, units: plain(state.units), costBase: plain(state.costBase) };
  const last = state.steps[state.steps.length - 1];
  if (last?.date === date) state.steps[state.steps.length - 1] = step;
  else state.steps.push(step);
}

/** Replays the ledger, up to and including `asOf` when given. Pure: the same input always gives the same result. */
export function replayLedger(input: LedgerInput, asOf?: string): ReplayResult {
  const events = eventsOf(input, asOf);
  const acquisitionDates = new Map<string, string>();
  for (const { phase, trade, drp, id, date } of events) {
    if (phase === ACQUISITION) acquisitionDates.set(id, trade?.acquiredOn ?? drp?.acquiredOn ?? date);
  }
  const context: ReplayContext = { input, acquiredOnOf: (id) => acquisitionDates.get(id) ?? null, disposals: [], refusals: [] };
  const stocks = new Map<string, StockState>();
  for (const event of events) {
    let state = stocks.get(event.stockId);
    if (!state) stocks.set(event.stockId, (state = { open: [], units: ZERO, costBase: ZERO, steps: [] }));
    if (event.trade) applyTrade(state, event.trade, context);
    else if (event.drp) acquire(state, event.drp.dividendId, event.drp.acquiredOn, dec(event.drp.units), dec(event.drp.costBase), null);
    recordStep(state, event.date);
  }
  const parcels: Parcel[] = [];
  const positions = new Map<string, PositionStep[]>();
  for (const stockId of [...stocks.keys()].sort()) {
    const state = stocks.get(stockId)!;
    positions.set(stockId, state.steps);
    for (const parcel of state.open) {
      const { parcelId, acquiredOn, units, costBase, discountEligibleFrom: eligibleFrom } = parcel;
      parcels.push({ parcelId, stockId, acquiredOn, units: plain(units), costBase: plain(costBase), discountEligibleFrom: eligibleFrom });
    }
  }
  return { parcels, disposals: context.disposals, refusals: context.refusals, positions };
}
