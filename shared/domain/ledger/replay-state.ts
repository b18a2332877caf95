// One stock's state in the replay (replay.ts): its open parcels, units and cost base in scaled
// bigints, and what a purchase, a sale and a corporate action do to them.
import { discountEligibleFrom } from "./dates";
import type { LedgerAction, LedgerActionType } from "./events";
import { matchSale, type OpenParcel } from "./matching";
import { markedLines, markProvisional } from "./provisional-marks";
import type { Refusal } from "./refusals";
import { fromScaled, mulDiv, times, toScaled, toScaledRounded } from "./scaled";
import type { ActionIncome, DisposalLine, LedgerInput, LedgerTrade, Parcel } from "./types";

/** A stock's position at the end of a day, in scaled bigints (scaled.ts). */
export interface ScaledStep {
  date: string;
  units: bigint;
  costBase: bigint;
}

export interface StockState {
  open: OpenParcel[];
  units: bigint;
  costBase: bigint;
  steps: ScaledStep[];
  /** The parcel of today's BUYs, which later BUYs of the same date join. */
  buysOf: { date: string; parcel: OpenParcel } | null;
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
export function acquire(
  state: StockState,
  context: ReplayContext,
  parcelId: string,
  acquiredOn: string,
  units: bigint,
  costBase: bigint,
  isBuy: boolean,
): void {
  state.units += units;
  state.costBase += costBase;
  const sameDay = isBuy && state.buysOf?.date === acquiredOn ? state.buysOf.parcel : null;
  if (sameDay) {
    sameDay.units += units;
    sameDay.costBase += costBase;
    return;
  }
  // Its fields one by one, not a spread of a second object: the replay opens a parcel per purchase (decision 081).
  const opened: OpenParcel = {
    parcelId,
    acquiredOn,
    units,
    costBase,
    discountEligibleFrom: eligibleFromOf(context.eligibleFrom, acquiredOn),
  };
  insertParcel(state.open, opened);
  if (isBuy) state.buysOf = { date: acquiredOn, parcel: opened };
}

/**
 * What one action did in a replay: what a return needs of it (shared/domain/returns/action-flows.ts),
 * which the parcels alone no longer show once later events have moved them.
 */
export interface ActionRecord {
  actionId: string;
  type: LedgerActionType;
  stockId: string;
  /** The date it took effect in the replay. */
  date: string;
  /** The units of its stock it was applied to: those held at the end of its entitlement date, else just before it. */
  entitledUnits: string;
  /** The parcels it opened in other stocks (a demerged company's, an acquirer's scrip, in-specie shares), with their cost bases. */
  opened: { stockId: string; units: string; costBase: string }[];
  /** Its stock's cost base after it less before it (a bonus issue's dividend, a capital return's reduction). */
  costBaseChange: string;
}

export interface ReplayContext {
  input: LedgerInput;
  acquiredOnOf: (parcelId: string) => string | null;
  /** False when only positions are wanted (the value history): no disposal lines are written. */
  lines: boolean;
  eligibleFrom: Map<string, string>;
  disposals: DisposalLine[];
  refusals: Refusal[];
  income: ActionIncome[];
  /** Filled with or without `lines`. */
  actions: ActionRecord[];
  /** Parcel id → the provisional actions its figures rest on (events.ts ActionEffect.provisional). */
  marks: Map<string, string[]>;
}

/** What every refusal of a sale says of it; made only for a refusal (most sales are not refused). */
function refusedSale(trade: LedgerTrade, units: bigint) {
  return { tradeId: trade.id, stockId: trade.stockId, date: trade.tradeDate, unitsSold: fromScaled(units) };
}

function sell(state: StockState, trade: LedgerTrade, context: ReplayContext): void {
  const units = toScaled(required(trade.units, "units", trade));
  const price = toScaled(required(trade.price, "price", trade));
  const brokerage = toScaled(trade.brokerage);
  if (units > state.units) {
    context.refusals.push({ ...refusedSale(trade, units), code: "oversell", unitsHeld: fromScaled(state.units) });
    return;
  }
  const matching = matchSale(
    state.open,
    { date: trade.tradeDate, units, price, brokerage },
    context.input.method ?? "fifo",
    context.input.allocations?.get(trade.id),
    context.acquiredOnOf,
  );
  if ("refusal" in matching) {
    context.refusals.push({ ...refusedSale(trade, units), ...matching.refusal });
    return;
  }
  // A plain loop over the takes, and the open list rebuilt only when a parcel is used up: a replay
  // makes a line per (sale, parcel), about 10,000 on the bench (decision 081).
  const { takes } = matching;
  let brokerageLeft = brokerage;
  let emptied = false;
  for (let index = 0; index < takes.length; index++) {
    const { parcel, units: taken } = takes[index];
    // Brokerage is shared by units; the last parcel takes what is left, so the shares sum exactly.
    const share = index === takes.length - 1 ? brokerageLeft : mulDiv(brokerage, taken, units);
    brokerageLeft -= share;
    const proceeds = times(taken, price) - share;
    const costBase = taken === parcel.units ? parcel.costBase : mulDiv(parcel.costBase, taken, parcel.units);
    parcel.units -= taken;
    parcel.costBase -= costBase;
    state.costBase -= costBase;
    if (parcel.units === 0n) emptied = true;
    if (context.lines) context.disposals.push(saleLine(trade, parcel, taken, proceeds, costBase, context.marks.get(parcel.parcelId)));
  }
  state.units -= units;
  if (emptied) state.open = state.open.filter((parcel) => parcel.units !== 0n);
}

/** A sale's line from one parcel (CGT event A1), with the parcel's provisional mark when it has one. */
function saleLine(
  trade: LedgerTrade,
  parcel: OpenParcel,
  units: bigint,
  proceeds: bigint,
  costBase: bigint,
  marks: readonly string[] | undefined,
): DisposalLine {
  const line: DisposalLine = {
    event: "A1",
    sellTradeId: trade.id,
    stockId: trade.stockId,
    soldOn: trade.tradeDate,
    parcelId: parcel.parcelId,
    acquiredOn: parcel.acquiredOn,
    units: fromScaled(units),
    proceeds: fromScaled(proceeds),
    costBase: fromScaled(costBase),
    gain: fromScaled(proceeds - costBase),
    discountEligible: trade.tradeDate >= parcel.discountEligibleFrom,
  };
  if (marks && marks.length > 0) line.provisionalActionIds = [...marks];
  return line;
}

export function applyTrade(state: StockState, trade: LedgerTrade, context: ReplayContext): void {
  switch (trade.type) {
    case "BUY":
    case "OPENING_BALANCE": {
      const units = toScaled(required(trade.units, "units", trade));
      const costBase = times(units, toScaled(required(trade.price, "price", trade))) + toScaled(trade.brokerage);
      const opening = trade.type === "OPENING_BALANCE";
      const acquiredOn = opening ? (trade.acquiredOn ?? trade.tradeDate) : trade.tradeDate;
      acquire(state, context, trade.id, acquiredOn, units, costBase, !opening);
      return;
    }
    case "SELL":
      sell(state, trade, context);
  }
}

export const newStock = (): StockState => ({ open: [], units: 0n, costBase: 0n, steps: [], buysOf: null });

export function publicParcel(parcel: OpenParcel, stockId: string): Parcel {
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

/** A parcel as an action was handed it: its scaled figures and their text (fromScaled's, which reads back to them exactly). */
type Handed = ReadonlyMap<string, { open: OpenParcel; units: string; costBase: string }>;

function openParcelOf(parcel: Parcel, handed?: Handed): OpenParcel {
  const { parcelId, acquiredOn, units, costBase, discountEligibleFrom: eligibleFrom, lineage } = parcel;
  // A figure the action answers as it was handed is the same number: not read again (decision 073).
  const known = handed?.get(parcelId);
  const open: OpenParcel = {
    parcelId,
    acquiredOn,
    // An action's transform may answer more decimals than the replay keeps.
    units: known?.units === units ? known.open.units : toScaledRounded(units),
    costBase: known?.costBase === costBase ? known.open.costBase : toScaledRounded(costBase),
    discountEligibleFrom: eligibleFrom,
  };
  if (lineage) open.lineage = lineage;
  return open;
}

/** Puts parcels in a stock's state, first-in first-out; none ever joins a purchase's parcel. */
function openAll(state: StockState, parcels: readonly Parcel[], handed?: Handed): void {
  for (const parcel of parcels) {
    const open = openParcelOf(parcel, handed);
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
export function applyAction(
  stocks: Map<string, StockState>,
  state: StockState,
  action: LedgerAction,
  context: ReplayContext,
  entitled: readonly Parcel[] | undefined,
): void {
  const parcels = state.open.map((parcel) => publicParcel(parcel, action.stockId));
  const handed: Handed = new Map(
    state.open.map((open, index) => [open.parcelId, { open, units: parcels[index].units, costBase: parcels[index].costBase }]),
  );
  const effect = action.transform({
    date: action.date,
    parcels,
    entitled: entitled ?? parcels,
    discountEligibleFrom: (acquiredOn) => eligibleFromOf(context.eligibleFrom, acquiredOn),
  });
  const sameDayBuy = state.buysOf;
  const costBaseBefore = state.costBase;
  state.open = [];
  state.units = 0n;
  state.costBase = 0n;
  openAll(state, effect.parcels, handed);
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
  // Recorded without lines too: a return's flows read them (services/returns.ts replays without lines).
  context.actions.push({
    actionId: action.id,
    type: action.type,
    stockId: action.stockId,
    date: action.date,
    entitledUnits: fromScaled((entitled ?? parcels).reduce((sum, parcel) => sum + toScaledRounded(parcel.units), 0n)),
    opened: (effect.opened ?? []).map(({ stockId, units, costBase }) => ({ stockId, units, costBase })),
    costBaseChange: fromScaled(state.costBase - costBaseBefore),
  });
}

export function recordStep(state: StockState, date: string): void {
  const last = state.steps[state.steps.length - 1];
  if (last?.date === date) {
    last.units = state.units;
    last.costBase = state.costBase;
  } else state.steps.push({ date, units: state.units, costBase: state.costBase });
}
