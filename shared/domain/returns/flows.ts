// The cash flows of a return (docs/domain.md#returns), at holdings level because the app has trades
// and dividends but no cash account: a buy's cost with brokerage goes in; a sale's net proceeds and
// a cash dividend, on its ex-date (the day an accumulation index reinvests it), come out; a franking
// credit comes out beside its dividend when the user asks for it. A reinvested dividend (DRP) is no
// flow but its residual: the shares it buys are owed from the ex-date and arrive on the pay date, so
// until then their cost is a receivable counted in the value, and the ex-date's fall in price is met.
//
// This is the one place a ledger event becomes a flow. Corporate actions join here (action-flows.ts,
// decision 063): a capital return's or a takeover's cash is money out on its date; a demerger, a
// takeover's scrip and an in-specie dividend move value between two holdings, a transfer each
// holding's figures count and the portfolio's do not.
import type { CorporateAction } from "../corporate-actions";
import { dividendFigures, type DividendRecord, type LedgerInput, type LedgerTrade, type ReplayResult } from "../ledger";
import { times, toScaled } from "../ledger/scaled";
import { actionFlows } from "./action-flows";
import { money, type Money } from "./money";

export type FlowKind =
  "buy" | "opening-balance" | "sale" | "dividend" | "franking-credit" | "capital-return" | "takeover-cash" | "transfer-in" | "transfer-out";

export interface ReturnFlow {
  date: string;
  stockId: string;
  kind: FlowKind;
  /** Exact and above 0; its kind says which way it goes (`isInflow`). */
  amount: Money;
}

/** Reinvested shares owed from the dividend's ex-date, valued at their cost until they arrive on its pay date. */
export interface Receivable {
  stockId: string;
  /** The first day it counts (the ex-date). */
  from: string;
  /** The first day it no longer counts (the pay date, when the shares are held). */
  until: string;
  amount: Money;
}

export interface LedgerFlows {
  /** In date order; a day's flows in the ledger's order. */
  flows: ReturnFlow[];
  /** Value moved between two holdings by a corporate action, in date order: each holding's flows, not the portfolio's. */
  transfers: ReturnFlow[];
  receivables: Receivable[];
}

/** Money put into the holdings (or, for one holding, value moved into it); the other kinds come out. */
export function isInflow(kind: FlowKind): boolean {
  return kind === "buy" || kind === "opening-balance" || kind === "transfer-in";
}

/** The flow signed from the holdings' side: + money in (a buy), − money out (a sale, a dividend). */
export function signedIntoHoldings(flow: Pick<ReturnFlow, "kind" | "amount">): Money {
  return isInflow(flow.kind) ? flow.amount : -flow.amount;
}

const byDate = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** A holding's flows: the portfolio's and the transfers (LedgerFlows), in date order. */
export function withTransfers(flows: readonly ReturnFlow[], transfers: readonly ReturnFlow[]): ReturnFlow[] {
  return transfers.length === 0 ? [...flows] : [...flows, ...transfers].sort(byDate);
}

/** units × price + brokerage, exact (the ledger's fixed-point decimals). */
function acquisitionCost(trade: LedgerTrade): Money {
  return times(toScaled(trade.units ?? "0"), toScaled(trade.price ?? "0")) + toScaled(trade.brokerage);
}

/**
 * Every flow of the ledger (`replay` is `replayPositionsAndActions(ledger)` or `replayLedger(ledger)`)
 * and its dividends (with their units), whatever the period (the caller keeps a period's).
 * - BUY: units × price + brokerage, on the trade date.
 * - OPENING_BALANCE: shares brought in, at `openingValue(trade)` (their market value that day, so the
 *   return counts from the day the ledger starts) or, without one, their cost base.
 * - SELL: units × price less brokerage, on the trade date; a sale the replay refuses is none. An
 *   action's disposal (a capital return's G1, a takeover's, a statement's E10) is no sale.
 * - A dividend: its cash on the ex-date; with a DRP only its residual, and a receivable of the DRP's
 *   cost from the ex-date to the pay date; its franking credit (when above 0) on the ex-date.
 * - `corporateActions` the replay applied: action-flows.ts.
 */
export function ledgerFlows(
  ledger: LedgerInput,
  replay: Pick<ReplayResult, "refusals"> & Partial<Pick<ReplayResult, "actions">>,
  dividends: readonly DividendRecord[],
  openingValue: (trade: LedgerTrade) => Money | null = () => null,
  corporateActions: readonly CorporateAction[] = [],
): LedgerFlows {
  const flows: ReturnFlow[] = [];
  for (const trade of ledger.trades) {
    if (trade.type === "BUY") flows.push({ date: trade.tradeDate, stockId: trade.stockId, kind: "buy", amount: acquisitionCost(trade) });
    if (trade.type === "OPENING_BALANCE") {
      const amount = openingValue(trade) ?? acquisitionCost(trade);
      flows.push({ date: trade.tradeDate, stockId: trade.stockId, kind: "opening-balance", amount });
    }
  }
  const refused = new Set(replay.refusals.map((refusal) => refusal.tradeId));
  for (const trade of ledger.trades) {
    if (trade.type !== "SELL" || refused.has(trade.id)) continue;
    // Its lines' proceeds sum to this exactly (the last parcel takes the brokerage left); proceeds of 0
    // (brokerage equal to the sale's value) take nothing out.
    const proceeds = times(toScaled(trade.units ?? "0"), toScaled(trade.price ?? "0")) - toScaled(trade.brokerage);
    if (proceeds > 0n) flows.push({ date: trade.tradeDate, stockId: trade.stockId, kind: "sale", amount: proceeds });
  }
  const receivables: Receivable[] = [];
  for (const dividend of dividends) {
    const { figures } = dividendFigures(dividend);
    if (!figures) continue; // refused figures are never stored; nothing to count
    const { exDate: date, stockId } = dividend;
    const cashOut = money(figures.drpResidual ?? figures.cash);
    if (cashOut > 0n) flows.push({ date, stockId, kind: "dividend", amount: cashOut });
    const owed = figures.drpCost === null ? 0n : money(figures.drpCost);
    if (owed > 0n && dividend.payDate !== null && dividend.payDate > date)
      receivables.push({ stockId, from: date, until: dividend.payDate, amount: owed });
    const credit = money(figures.frankingCredit);
    if (credit > 0n) flows.push({ date, stockId, kind: "franking-credit", amount: credit });
  }
  const actions = actionFlows(corporateActions, replay.actions ?? []);
  flows.push(...actions.flows);
  receivables.push(...actions.receivables);
  flows.sort(byDate);
  return { flows, transfers: actions.transfers.sort(byDate), receivables };
}
