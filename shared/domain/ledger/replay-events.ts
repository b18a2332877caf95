// The replay's events (replay.ts): trades, reinvested dividends and corporate actions of a ledger,
// in the order the replay applies them.
import { DAY_PHASE_OF_ACTION, dayPhaseRank, type LedgerAction } from "./events";
import { ratioAction } from "./ratio-action";
import type { DrpAcquisition, LedgerInput, LedgerTrade } from "./types";

/**
 * Within a day, the order of events.ts (WITHIN_DAY_ORDER): ratios, capital returns, transformations,
 * acquisitions, sales; each by createdAt, then id. So a file that lists a day's sale above its
 * purchase (CommSec lists newest first) replays the same.
 */
export const ACQUISITION = dayPhaseRank("acquisition");
const PHASE_OF_TRADE: Readonly<Record<LedgerTrade["type"], number>> = {
  SPLIT: dayPhaseRank("ratio"),
  CONSOLIDATION: dayPhaseRank("ratio"),
  BUY: ACQUISITION,
  OPENING_BALANCE: ACQUISITION,
  SELL: dayPhaseRank("sale"),
};

export interface LedgerEvent {
  date: string;
  phase: number;
  createdAt: string;
  id: string;
  stockId: string;
  trade: LedgerTrade | null;
  drp: DrpAcquisition | null;
  action: LedgerAction | null;
}

function byReplayOrder(a: LedgerEvent, b: LedgerEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.phase !== b.phase) return a.phase - b.phase;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The ledger's events up to and including `asOf` when given, in replay order. */
export function eventsOf(input: LedgerInput, asOf: string | undefined): LedgerEvent[] {
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
