// The replay: trades, reinvested dividends and corporate actions, in date order (replay-events.ts),
// → open parcels, disposal lines and refusals (docs/domain.md#holdings, decision 025); what each event
// does to a stock is replay-state.ts's. Parcels are derived, never stored: the server replays a user's
// whole ledger on each read and before each write, and refuses a write whose replay refuses (the
// first refusal names the sale it would break).
import { addDays } from "./dates";
import type { DividendNotHeldRefusal, Refusal } from "./refusals";
import { ACQUISITION, eventsOf } from "./replay-events";
import {
  acquire,
  applyAction,
  applyTrade,
  newStock,
  publicParcel,
  recordStep,
  type ActionRecord,
  type ReplayContext,
  type ScaledStep,
  type StockState,
} from "./replay-state";
import { fromScaled, toScaled } from "./scaled";
import type { ActionIncome, DisposalLine, LedgerInput, Parcel, PositionStep } from "./types";

export interface ReplayResult {
  /** Open parcels at the end of the replay: by stock id, then first-in first-out. */
  parcels: Parcel[];
  /** One line per (sale, parcel), in replay order. */
  disposals: DisposalLine[];
  /** Refused sales and dividends in replay order (refusals[0] is the first); a refused sale is left out and the replay goes on. */
  refusals: Refusal[];
  /** Dividends corporate actions paid (in specie, a bonus issue's), in replay order: income beside the cash dividends. */
  income: ActionIncome[];
  /** What each corporate action (and split, consolidation, statement's cost base amount) did, in replay order. */
  actions: ActionRecord[];
  /** Each stock's units and cost base at the end of every day something happened to it (scaled): what a dividend's units read. */
  positions: ReadonlyMap<string, readonly ScaledStep[]>;
}

interface ReplayState {
  stocks: Map<string, StockState>;
  disposals: DisposalLine[];
  refusals: Refusal[];
  income: ActionIncome[];
  actions: ActionRecord[];
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
    actions: [],
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
      acquire(state, context, parcelId, acquiredOn, toScaled(units), toScaled(costBase), false);
    }
    recordStep(state, event.date);
  }
  const refusals = withDividendRefusals(context.refusals, dividendsNotHeld(input, stocks));
  return {
    stocks,
    disposals: context.disposals,
    refusals,
    income: context.income,
    actions: context.actions,
    marks: context.marks,
    stopped,
  };
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
 * The replay without its disposal lines or open parcels: the positions, what each action did and
 * the refusals. What a return reads (a sale's proceeds are its trade's; the lines are a quarter of
 * a replay of the bench's 10,000 trades).
 */
export function replayPositionsAndActions(input: LedgerInput, asOf?: string): Pick<ReplayResult, "positions" | "actions" | "refusals"> {
  const { stocks, actions, refusals } = replay(input, asOf, false);
  return { positions: new Map([...stocks].map(([stockId, state]) => [stockId, state.steps])), actions, refusals };
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
  const { stocks, disposals, refusals, income, actions, marks } = replay(input, asOf, true);
  const positions = new Map([...stocks].map(([stockId, state]) => [stockId, state.steps]));
  return { parcels: openParcelsOf(stocks, marks), disposals, refusals, income, positions, actions };
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
