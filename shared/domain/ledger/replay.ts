// The replay: trades and reinvested dividends, in date order, → open parcels, disposal lines and
// refusals (docs/domain.md#holdings, decision 025). Parcels are derived, never stored: the server
// replays a user's whole ledger on each read and before each write, and refuses a write whose replay
// refuses (the first refusal names the sale it would break).
import { addDays, discountEligibleFrom } from "./dates";
import { matchSale, type OpenParcel } from "./matching";
import type { DividendNotHeldRefusal, Refusal } from "./refusals";
import { fromScaled, mulDiv, times, toScaled, toScaledRounded } from "./scaled";
import { DAY_PHASE_OF_ACTION, dayPhaseRank, type LedgerAction } from "./events";
import { markField, markedLines, markProvisional } from "./provisional-marks";
import { ratioAction } from "./ratio-action";
import type { ActionIncome, DisposalLine, DrpAcquisition, LedgerInput, LedgerTrade, Parcel, PositionStep } from "./types";

export interface ReplayResult {
  /** Open parcels at the end of the replay: by stock id, then first-in first-out. */
  parcels: Parcel[];
  /** One line per (sale, parcel), in replay order. */
  disposals: DisposalLine[];
  /** Refused sales and dividends in replay order (refusals[0] is the first); a refused sale is left out and the replay goes on. */
  refusals: Refusal[];
  /** Dividends corporate actions paid (in specie, a bonus issue's), in replay order: income beside the cash dividends. */
  income: ActionIncome[];
  /** Each stock's units and cost base at the end of every day something happened to it (scaled): what a dividend's units read. */
  positions: ReadonlyMap<string, readonly ScaledStep[]>;
}

/**
 * Within a day, the order of events.ts (WITHIN_DAY_ORDER): ratios, capital returns, transformations,
 * acquisitions, sales; each by createdAt, then id. So a file that lists a day's sale above its
 * purchase (CommSec lists newest first) replays the same.
 */
const ACQUISITION = dayPhaseRank("acquisition");
const PHASE_OF_TRADE: Readonly<Record<LedgerTrade["type"], number>> = {
  SPLIT: dayPhaseRank("ratio"),
  CONSOLIDATION: dayPhaseRank("ratio"),
  BUY: ACQUISITION,
  OPENING_BALANCE: ACQUISITION,
  SELL: dayPhaseRank("sale"),
};

interface LedgerEvent {
  date: string;
  phase: number;
  createdAt: string;
  id: string;
  stockId: string;
  trade: LedgerTrade | null;
  drp: DrpAcquisition | null;
  action: LedgerAction | null;
}

/** A stock's position at the end of a day, in scaled bigints (scaled.ts). */
export interface ScaledStep {
  date: string;
  units: bigint;
  costBase: bigint;
}

interface StockState {
  open: OpenParcel[];
  units: bigint;
  costBase: bigint;
  steps: ScaledStep[];
  /** The parcel of today's BUYs, which later BUYs of the same date join. */
  buysOf: { date: string; parcel: OpenParcel } | null;
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
    if (asOf !== undefined && date > asOf) continue;
    // A split or consolidation is a ratio action on the stock's parcels (ratio-action.ts).
    const ratio = trade.type === "SPLIT" || trade.type === "CONSOLIDATION" ? ratioAction(trade) : null;
    events.push({ date, phase: PHASE_OF_TRADE[trade.type], createdAt, id, stockId, trade: ratio ? null : trade, drp: null, action: ratio });
  }
  for (const drp of input.drp ?? []) {
    // A reinvestment has no createdAt: it comes before the day's other acquisitions, by dividend id.
    const { dividendId: id, stockId, acquiredOn: date } = drp;
    if (asOf === undefined || date <= asOf)
      events.push({ date, phase: ACQUISITION, createdAt: "", id, stockId, trade: null, drp, action: null });
  }
  for (const action of input.actions ?? []) {
    const { id, stockId, date, createdAt } = action;
    if (asOf === undefined || date <= asOf)
      events.push({ date, phase: dayPhaseRank(DAY_PHASE_OF_ACTION[action.type]), createdAt, id, stockId, trade: null, drp: null, action });
  }
  return events.sort(byReplayOrder);
}

function required<T extends string | number>(value: T | null, field: string, trade: LedgerTrade): T {
  if (value === null) throw new TypeError(`Trade ${trade.id} (${trade.type}) has no ${field}`);
  return value;
}

/** Keeps `open` in first-in first-out order: by acquisition date, then the order parcels opened. */
function insertParcel(open: OpenParcel[], parcel: OpenParcel): void {
  let index = open.length;
  while (index > 0 && open[index - 1].acquiredOn > parcel.acquiredOn) index -= 1;
  open.splice(index, 0, parcel);
}

/** discountEligibleFrom per acquisition date, worked out once per replay (many parcels share a date). */
function eligibleFromOf(cache: Map<string, string>, acquiredOn: string): string {
  let eligibleFrom = cache.get(acquiredOn);
  if (eligibleFrom === undefined) cache.set(acquiredOn, (eligibleFrom = discountEligibleFrom(acquiredOn)));
  return eligibleFrom;
}

/**
 * Opens a parcel, or for a BUY adds to the parcel of the same day's earlier BUYs: same-day BUYs are
 * one parcel at their average cost (the ATO allows averaging within a day). A day's acquisitions all
 * come before its sales, so that parcel is still whole.
 */
function acquire(state: StockState, context: ReplayContext, parcel: Omit<OpenParcel, "discountEligibleFrom">, isBuy: boolean) {
  state.units += parcel.units;
  state.costBase += parcel.costBase;
  const sameDay = isBuy && state.buysOf?.date === parcel.acquiredOn ? state.buysOf.parcel : null;
  if (sameDay) {
    sameDay.units += parcel.units;
    sameDay.costBase += parcel.costBase;
    return;
  }
  const opened = { ...parcel, discountEligibleFrom: eligibleFromOf(context.eligibleFrom, parcel.acquiredOn) };
  insertParcel(state.open, opened);
  if (isBuy) state.buysOf = { date: parcel.acquiredOn, parcel: opened };
}

interface ReplayContext {
  input: LedgerInput;
  acquiredOnOf: (parcelId: string) => string | null;
  /** False when only positions are wanted (the value history): no disposal lines are written. */
  lines: boolean;
  eligibleFrom: Map<string, string>;
  disposals: DisposalLine[];
  refusals: Refusal[];
  income: ActionIncome[];
  /** Parcel id → the provisional actions its figures rest on (events.ts ActionEffect.provisional). */
  marks: Map<string, string[]>;
}

function sell(state: StockState, trade: LedgerTrade, context: ReplayContext): void {
  const units = toScaled(required(trade.units, "units", trade));
  const price = toScaled(required(trade.price, "price", trade));
  const brokerage = toScaled(trade.brokerage);
  const base = { tradeId: trade.id, stockId: trade.stockId, date: trade.tradeDate, unitsSold: fromScaled(units) };
  if (units > state.units) {
    context.refusals.push({ ...base, code: "oversell", unitsHeld: fromScaled(state.units) });
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
    const share = index === matching.takes.length - 1 ? brokerageLeft : mulDiv(brokerage, taken, units);
    brokerageLeft -= share;
    const proceeds = times(taken, price) - share;
    const costBase = taken === parcel.units ? parcel.costBase : mulDiv(parcel.costBase, taken, parcel.units);
    parcel.units -= taken;
    parcel.costBase -= costBase;
    state.costBase -= costBase;
    if (context.lines) {
      context.disposals.push({
        event: "A1",
        sellTradeId: trade.id,
        stockId: trade.stockId,
        soldOn: trade.tradeDate,
        parcelId: parcel.parcelId,
        acquiredOn: parcel.acquiredOn,
        units: fromScaled(taken),
        proceeds: fromScaled(proceeds),
        costBase: fromScaled(costBase),
        gain: fromScaled(proceeds - costBase),
        discountEligible: trade.tradeDate >= parcel.discountEligibleFrom,
        ...markField(context.marks.get(parcel.parcelId)),
      });
    }
  });
  state.units -= units;
  state.open = state.open.filter((parcel) => parcel.units !== 0n);
}

function applyTrade(state: StockState, trade: LedgerTrade, context: ReplayContext): void {
  switch (trade.type) {
    case "BUY":
    case "OPENING_BALANCE": {
      const units = toScaled(required(trade.units, "units", trade));
      const costBase = times(units, toScaled(required(trade.price, "price", trade))) + toScaled(trade.brokerage);
      const opening = trade.type === "OPENING_BALANCE";
      const acquiredOn = opening ? (trade.acquiredOn ?? trade.tradeDate) : trade.tradeDate;
      acquire(state, context, { parcelId: trade.id, acquiredOn, units, costBase }, !opening);
      return;
    }
    case "SELL":
      sell(state, trade, context);
  }
}

const newStock = (): StockState => ({ open: [], units: 0n, costBase: 0n, steps: [], buysOf: null });

function publicParcel(parcel: OpenParcel, stockId: string): Parcel {
  const { parcelId, acquiredOn, units, costBase, discountEligibleFrom: eligibleFrom, lineage } = parcel;
  const shown: Parcel = {
    parcelId,
    stockId,
    acquiredOn,
    units: fromScaled(units),
    costBase: fromScaled(costBase),
    discountEligibleFrom: eligibleFrom,
  };
  if (lineage) shown.lineage = lineage;
  return shown;
}

function openParcelOf(parcel: Parcel): OpenParcel {
  const { parcelId, acquiredOn, units, costBase, discountEligibleFrom: eligibleFrom, lineage } = parcel;
  const open: OpenParcel = {
    parcelId,
    acquiredOn,
    // An action's transform may answer more decimals than the replay keeps.
    units: toScaledRounded(units),
    costBase: toScaledRounded(costBase),
    discountEligibleFrom: eligibleFrom,
  };
  if (lineage) open.lineage = lineage;
  return open;
}

/** Puts parcels in a stock's state, first-in first-out; none ever joins a purchase's parcel. */
function openAll(state: StockState, parcels: readonly Parcel[]): void {
  for (const parcel of parcels) {
    const open = openParcelOf(parcel);
    if (open.units === 0n) continue;
    insertParcel(state.open, open);
    state.units += open.units;
    state.costBase += open.costBase;
  }
}

/**
 * A corporate action (events.ts): its transform maps the stock's parcels open just before it to the
 * parcels after it; parcels it opens in other stocks join those stocks' states; its CGT lines join the
 * sales' lines, so loss ordering, discount and carry-forward treat them alike (cgt.ts).
 */
function applyAction(
  stocks: Map<string, StockState>,
  state: StockState,
  action: LedgerAction,
  context: ReplayContext,
  entitled: readonly Parcel[] | undefined,
): void {
  const parcels = state.open.map((parcel) => publicParcel(parcel, action.stockId));
  const effect = action.transform({
    date: action.date,
    parcels,
    entitled: entitled ?? parcels,
    discountEligibleFrom: (acquiredOn) => eligibleFromOf(context.eligibleFrom, acquiredOn),
  });
  const sameDayBuy = state.buysOf;
  state.open = [];
  state.units = 0n;
  state.costBase = 0n;
  openAll(state, effect.parcels);
  // A purchase earlier the same day (an acquisition-phase action) stays the parcel later buys join, if it goes on.
  const buyParcel = sameDayBuy && state.open.find((parcel) => parcel.parcelId === sameDayBuy.parcel.parcelId && !parcel.lineage);
  state.buysOf = sameDayBuy && buyParcel ? { date: sameDayBuy.date, parcel: buyParcel } : null;
  for (const parcel of effect.opened ?? []) {
    let other = stocks.get(parcel.stockId);
    if (!other) stocks.set(parcel.stockId, (other = newStock()));
    openAll(other, [parcel]);
    recordStep(other, action.date);
  }
  markProvisional(context.marks, action, effect);
  if (context.lines) {
    context.disposals.push(...markedLines(context.marks, action, effect));
    context.income.push(...(effect.income ?? []));
  }
}

function recordStep(state: StockState, date: string): void {
  const last = state.steps[state.steps.length - 1];
  if (last?.date === date) {
    last.units = state.units;
    last.costBase = state.costBase;
  } else state.steps.push({ date, units: state.units, costBase: state.costBase });
}

interface ReplayState {
  stocks: Map<string, StockState>;
  disposals: DisposalLine[];
  refusals: Refusal[];
  income: ActionIncome[];
  marks: ReadonlyMap<string, readonly string[]>;
  /** Whether the replay stopped at the event `stopBefore` named. */
  stopped: boolean;
}

function replay(input: LedgerInput, asOf: string | undefined, lines: boolean, stopBefore?: string): ReplayState {
  const events = eventsOf(input, asOf);
  let acquisitionDates: Map<string, string> | undefined;
  /** For a refusal's message only, so the map is made on the first refusal that names a parcel. */
  const acquiredOnOf = (parcelId: string) => {
    acquisitionDates ??= new Map(
      events.filter((e) => e.phase === ACQUISITION).map((e) => [e.id, e.trade?.acquiredOn ?? e.drp?.acquiredOn ?? e.date]),
    );
    return acquisitionDates.get(parcelId) ?? null;
  };
  const context: ReplayContext = {
    input,
    acquiredOnOf,
    lines,
    eligibleFrom: new Map(),
    disposals: [],
    refusals: [],
    income: [],
    marks: new Map(),
  };
  const stocks = new Map<string, StockState>();
  // The parcels each action with an entitlement date is owed on, taken at the end of that date.
  const owed = events.filter((e) => e.action?.entitlementDate !== undefined).map((e) => e.action!);
  owed.sort((a, b) => (a.entitlementDate! < b.entitlementDate! ? -1 : a.entitlementDate! > b.entitlementDate! ? 1 : 0));
  const entitled = new Map<string, Parcel[]>();
  let nextOwed = 0;
  let stopped = false;
  for (const event of events) {
    while (nextOwed < owed.length && owed[nextOwed].entitlementDate! < event.date) {
      const action = owed[nextOwed++];
      entitled.set(
        action.id,
        (stocks.get(action.stockId)?.open ?? []).map((parcel) => publicParcel(parcel, action.stockId)),
      );
    }
    if (event.id === stopBefore) {
      stopped = true;
      break;
    }
    let state = stocks.get(event.stockId);
    if (!state) stocks.set(event.stockId, (state = newStock()));
    if (event.trade) applyTrade(state, event.trade, context);
    else if (event.action) applyAction(stocks, state, event.action, context, entitled.get(event.action.id));
    else if (event.drp) {
      const { dividendId: parcelId, acquiredOn, units, costBase } = event.drp;
      acquire(state, context, { parcelId, acquiredOn, units: toScaled(units), costBase: toScaled(costBase) }, false);
    }
    recordStep(state, event.date);
  }
  const refusals = withDividendRefusals(context.refusals, dividendsNotHeld(input, stocks));
  return { stocks, disposals: context.disposals, refusals, income: context.income, marks: context.marks, stopped };
}

/** Units at the end of `date` from one stock's steps (sorted by date); 0 before the first. */
export function scaledUnitsAtEndOf(steps: readonly ScaledStep[] | undefined, date: string): bigint {
  let low = 0;
  let high = steps?.length ?? 0;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (steps![middle].date <= date) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? 0n : steps![low - 1].units;
}

/** The dividends with units given whose stock is not held at the end of the day before their ex-date. */
function dividendsNotHeld(input: LedgerInput, stocks: ReadonlyMap<string, StockState>): DividendNotHeldRefusal[] {
  const refusals: DividendNotHeldRefusal[] = [];
  for (const { dividendId, stockId, exDate, units } of input.overriddenDividends ?? []) {
    const date = addDays(exDate, -1);
    if (scaledUnitsAtEndOf(stocks.get(stockId)?.steps, date) === 0n)
      refusals.push({ code: "dividend-not-held", tradeId: null, dividendId, stockId, date, exDate, units });
  }
  return refusals;
}

/** The sales' refusals and the dividends', by date (a dividend's counts at the end of its day, after that day's sales). */
function withDividendRefusals(sales: Refusal[], dividends: DividendNotHeldRefusal[]): Refusal[] {
  if (dividends.length === 0) return sales;
  dividends.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.dividendId < b.dividendId ? -1 : 1));
  const merged: Refusal[] = [];
  let next = 0;
  for (const refusal of sales) {
    while (next < dividends.length && dividends[next].date < refusal.date) merged.push(dividends[next++]);
    merged.push(refusal);
  }
  return [...merged, ...dividends.slice(next)];
}

/**
 * Whether the ledger has an event after `asOf` (eventsOf's rule): without one, the replay up to
 * `asOf` is the whole ledger's, and a caller that needs both replays once.
 */
export function hasEventsAfter(input: LedgerInput, asOf: string): boolean {
  return (
    input.trades.some((trade) => trade.tradeDate > asOf) ||
    (input.drp ?? []).some((drp) => drp.acquiredOn > asOf) ||
    (input.actions ?? []).some((action) => action.date > asOf)
  );
}

/** The refusals alone, without disposal lines: what a write compares the stored ledger's with. */
export function replayRefusals(input: LedgerInput, asOf?: string): Refusal[] {
  return replay(input, asOf, false).refusals;
}

/** Each stock's end-of-day positions in scaled bigints, without disposal lines: what the value history reads. */
export function replayPositions(input: LedgerInput, asOf?: string): Map<string, readonly ScaledStep[]> {
  return new Map([...replay(input, asOf, false).stocks].map(([stockId, state]) => [stockId, state.steps]));
}

/**
 * Per stock, its units and cost base at the end of every day on which something happened to it, as
 * decimal strings: what a dividend's default units and the dividend calendar read (positions.ts).
 */
export function replayPositionSteps(input: LedgerInput, asOf?: string): Map<string, readonly PositionStep[]> {
  return new Map(
    [...replayPositions(input, asOf)].map(([stockId, steps]) => [
      stockId,
      steps.map((step) => ({ date: step.date, units: fromScaled(step.units), costBase: fromScaled(step.costBase) })),
    ]),
  );
}

function openParcelsOf(stocks: ReadonlyMap<string, StockState>, marks: ReadonlyMap<string, readonly string[]>): Parcel[] {
  const parcels: Parcel[] = [];
  for (const stockId of [...stocks.keys()].sort()) {
    for (const parcel of stocks.get(stockId)!.open) {
      const shown = publicParcel(parcel, stockId);
      const mark = marks.get(parcel.parcelId);
      if (mark) shown.provisionalActionIds = [...mark];
      parcels.push(shown);
    }
  }
  return parcels;
}

/** Replays the ledger, up to and including `asOf` when given. Pure: the same input always gives the same result. */
export function replayLedger(input: LedgerInput, asOf?: string): ReplayResult {
  const { stocks, disposals, refusals, income, marks } = replay(input, asOf, true);
  const positions = new Map([...stocks].map(([stockId, state]) => [stockId, state.steps]));
  return { parcels: openParcelsOf(stocks, marks), disposals, refusals, income, positions };
}

/**
 * The parcels open just before the event `eventId` (a trade's, a reinvested dividend's or a corporate
 * action's id), in the replay's own order: earlier days, then that day's events before it in the
 * within-day order (events.ts). What a sale may choose parcels from and what an action transforms.
 * Null when the ledger has no such event.
 */
export function openParcelsBefore(input: LedgerInput, eventId: string): Parcel[] | null {
  const { stocks, marks, stopped } = replay(input, undefined, false, eventId);
  return stopped ? openParcelsOf(stocks, marks) : null;
}
