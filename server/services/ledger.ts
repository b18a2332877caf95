// A user's holdings ledger as the services use it: read in a fixed number of statements, replayed by
// shared/domain/ledger, and the one rule every write keeps — replay the ledger with the change and,
// if the replay refuses, answer 422 `ledger_refused` and write nothing (docs/decisions/030-holdings-api.md).
import type { ParcelMethod } from "@shared/contracts/holdings";
import { TRADE_TYPE_LABELS } from "@shared/contracts/trades";
import {
  brokenEventPhrase,
  changeRefusalMessage,
  drpAcquisitionOf,
  type DividendRecord,
  type DrpAcquisition,
  type LedgerInput,
  fromScaled,
  replayLedger,
  replayPositions,
  replayRefusals,
  type LedgerTrade,
  type OverriddenDividend,
  type Refusal,
  type ReplayResult,
  type SaleAllocation,
  type TradeChange,
} from "@shared/domain/ledger";
import { dec } from "@shared/domain/ledger/decimal";
import type { LedgerAction } from "@shared/domain/ledger/events";
import { scaledUnitsAtEndOf } from "@shared/domain/ledger/replay";
import { costBaseActions, entitlementDates, entitlementDay } from "@shared/domain/tax/amit-cost-base";
import { costBaseAdjustment } from "@shared/domain/tax/statements";
import type { Executor } from "../db/connection";
import { HttpError } from "../http-error";
import { readCorporateActions, type CorporateActionRecord } from "../storage/corporate-actions";
import { readByReplay, readDividends, readLedgerDividends, type DividendRecordRow } from "../storage/dividends";
import { readTaxStatements, type TaxStatementRecord } from "../storage/tax-statements";
import { readAllocations, readParcelMethod, readTrades, type StoredAllocation, type TradeRecord } from "../storage/trades";
import { ActionRefusedError, ledgerEventsOfRecord, linkedStockIds } from "./corporate-action-ledger";
import { holdingBoundsMessage, holdingBoundsProblem } from "./holding-bounds";

export interface UserLedger {
  trades: TradeRecord[];
  /** Chosen parcels by sell trade id, in the replay's form. */
  allocations: Map<string, SaleAllocation[]>;
  method: ParcelMethod;
  /**
   * The dividends the replay reads: reinvested ones open a parcel on their pay date (issue 31); those
   * with units given must stay on shares held (issue 44 item 1).
   */
  dividends: DividendRecordRow[];
  /** The funds' annual tax statements (issue 47): their cost base net amounts are actions of the replay. */
  statements?: TaxStatementRecord[];
  /** The corporate actions (issue 46): events of the same replay (services/corporate-action-ledger.ts). */
  actions?: CorporateActionRecord[];
}

export function allocationMap(stored: readonly StoredAllocation[]): Map<string, SaleAllocation[]> {
  const map = new Map<string, SaleAllocation[]>();
  for (const row of stored) {
    const list = map.get(row.sellTradeId);
    const allocation = { parcelId: row.parcelTradeId, units: row.units };
    if (list) list.push(allocation);
    else map.set(row.sellTradeId, [allocation]);
  }
  return map;
}

/**
 * The user's ledger (of `stockIds` only, when given, and of every stock a corporate action links to
 * them): six statements, whatever the number of trades, dividends, tax statements and actions.
 */
export async function loadLedger(db: Executor, userId: string, scope?: readonly string[]): Promise<UserLedger> {
  return (await readLedger(db, userId, scope, false)).ledger;
}

/**
 * The user's whole ledger and every dividend of theirs, not only those the replay reads: what the
 * Holdings read needs (the income of every dividend). Six statements: the dividends are read once and
 * the ledger's are those of them the replay reads (decision 081).
 */
export function loadLedgerAndDividends(db: Executor, userId: string): Promise<{ ledger: UserLedger; dividends: DividendRecordRow[] }> {
  return readLedger(db, userId, undefined, true);
}

async function readLedger(
  db: Executor,
  userId: string,
  scope: readonly string[] | undefined,
  everyDividend: boolean,
): Promise<{ ledger: UserLedger; dividends: DividendRecordRow[] }> {
  // One after another: inside a transaction `db` is one client, which must not be sent two statements at once.
  const allActions = await readCorporateActions(db, userId);
  const stockIds = scope === undefined ? undefined : linkedStockIds(scope, allActions);
  const linked = new Set(stockIds);
  const actions = stockIds === undefined ? allActions : allActions.filter((action) => linked.has(action.stockId));
  const trades = await readTrades(db, userId, stockIds);
  const allocations = await readAllocations(db, userId, stockIds);
  const method = await readParcelMethod(db, userId);
  const read = everyDividend ? await readDividends(db, userId, { stockIds }) : await readLedgerDividends(db, userId, stockIds);
  const dividends = everyDividend ? read.filter(readByReplay) : read;
  const statements = await readTaxStatements(db, userId, stockIds === undefined ? {} : { stockIds });
  return { ledger: { trades, allocations: allocationMap(allocations), method, dividends, statements, actions }, dividends: read };
}

/**
 * A stored dividend as the ledger's formulas read it (an unknown franking % counts as 0), with its
 * units: the ones given, else `derivedUnits` (services/dividend-ledger.ts `withUnits`).
 */
export function toDividendRecord(row: DividendRecordRow & { units: string }): DividendRecord {
  return {
    id: row.id,
    stockId: row.stockId,
    exDate: row.exDate,
    payDate: row.payDate,
    amountPerShare: row.amountPerShare,
    units: row.units,
    frankingPercent: row.frankingPercent,
    companyTaxRate: row.companyTaxRate,
    drpUnits: row.drpUnits,
    drpPrice: row.drpPrice,
    status: row.status,
  };
}

/** The parcels the reinvested dividends open (their units do not depend on the dividend's own). */
export function drpAcquisitions(dividends: readonly DividendRecordRow[]): DrpAcquisition[] {
  return dividends.flatMap((row) => drpAcquisitionOf(toDividendRecord({ ...row, units: row.units ?? "0" })) ?? []);
}

/** The dividends whose units the user gave, as the replay checks them. */
function overriddenDividends(dividends: readonly DividendRecordRow[]): OverriddenDividend[] {
  return dividends.flatMap((row) =>
    row.unitsOverridden && row.units !== null ? [{ dividendId: row.id, stockId: row.stockId, exDate: row.exDate, units: row.units }] : [],
  );
}

export function toLedgerTrade(trade: TradeRecord): LedgerTrade {
  return {
    id: trade.id,
    stockId: trade.stockId,
    type: trade.type,
    tradeDate: trade.tradeDate,
    units: trade.units,
    price: trade.price,
    brokerage: trade.brokerage,
    ratioFrom: trade.ratioFrom,
    ratioTo: trade.ratioTo,
    acquiredOn: trade.acquiredOn,
    createdAt: trade.createdAt,
  };
}

/** The ledger as the replay reads it, matched by `method` (the user's own when not given). */
export function ledgerInput(ledger: UserLedger, method: ParcelMethod = ledger.method): LedgerInput {
  const input: LedgerInput = {
    trades: ledger.trades.map(toLedgerTrade),
    drp: drpAcquisitions(ledger.dividends),
    overriddenDividends: overriddenDividends(ledger.dividends),
    method,
    allocations: ledger.allocations,
  };
  const actions = [
    ...statementActions(ledger.statements ?? [], ledger.dividends, input),
    ...(ledger.actions ?? []).flatMap(ledgerEventsOfRecord),
  ];
  return actions.length === 0 ? input : { ...input, actions };
}

/**
 * Each statement's cost base net amount as actions (shared/domain/tax/amit-cost-base.ts), spread pro
 * rata over the units held at its year's entitlements. Those units do not depend on cost bases, so
 * they come from a replay of the funds' positions without the actions.
 */
function statementActions(
  statements: readonly TaxStatementRecord[],
  dividends: readonly DividendRecordRow[],
  input: LedgerInput,
): LedgerAction[] {
  const moving = statements.filter((statement) => !dec(costBaseAdjustment(statement)).isZero());
  if (moving.length === 0) return [];
  const funds = new Set(moving.map((statement) => statement.stockId));
  const positions = replayPositions({
    ...input,
    trades: input.trades.filter((trade) => funds.has(trade.stockId)),
    drp: input.drp?.filter((row) => funds.has(row.stockId)),
    overriddenDividends: [],
  });
  // Each statement reads its own fund's dividends: the whole list per statement was 300 × 4,000 ex-dates on the bench (decision 067).
  const dividendsOf = new Map<string, DividendRecordRow[]>();
  for (const row of dividends) {
    if (!funds.has(row.stockId)) continue;
    const list = dividendsOf.get(row.stockId);
    if (list) list.push(row);
    else dividendsOf.set(row.stockId, [row]);
  }
  return moving.flatMap((statement) => {
    const entitlements = entitlementDates(statement, dividendsOf.get(statement.stockId) ?? []).map((date) => ({
      date,
      units: fromScaled(scaledUnitsAtEndOf(positions.get(statement.stockId), entitlementDay(date))),
    }));
    return costBaseActions(statement, entitlements);
  });
}

export function replayUserLedger(ledger: UserLedger, options: { method?: ParcelMethod; asOf?: string } = {}): ReplayResult {
  return replayLedger(ledgerInput(ledger, options.method), options.asOf);
}

export const ledgerRefused = (message: string) => new HttpError(422, "ledger_refused", message);

/** Stock id → symbol over the given trades (a refusal names its stock by symbol). */
export function symbolsOf(trades: readonly Pick<TradeRecord, "stockId" | "symbol">[]): Map<string, string> {
  return new Map(trades.map((trade) => [trade.stockId, trade.symbol]));
}

/**
 * A change as a refusal names it: one trade added, edited or deleted, or a whole change ("Undoing this
 * import", "Adding the WES demerger on 28 Nov 2018", with `actionId` the action it writes).
 */
export type LedgerChange =
  | { trade: TradeChange; tradeId: string }
  // `actionIds`: the actions a whole change writes (an account import's), each refused as itself.
  | { doing: string; actionId?: string; actionIds?: readonly string[] };

/**
 * The refusals a change is answerable for: every refused sale, and each dividend with units given
 * that `stored` (the ledger before the change) held shares for and `changed` does not. A dividend
 * already on shares not held before (units given for shares held outside the ledger) is left alone,
 * and so is every dividend when there is no `stored` to compare with. `storedRefusals`: those of
 * `stored` replayed with `options`, when the caller has them (a read checking the stored ledger
 * against itself), so it is not replayed twice (decision 066).
 */
export function refusalsOfChange(
  result: ReplayResult,
  stored?: UserLedger,
  options: { method?: ParcelMethod } = {},
  storedRefusals?: readonly Refusal[],
): Refusal[] {
  if (!result.refusals.some((refusal) => refusal.code === "dividend-not-held")) return result.refusals;
  const heldBefore = new Set(stored?.dividends.filter((row) => row.unitsOverridden).map((row) => row.id));
  if (stored && heldBefore.size > 0) {
    const before = storedRefusals ?? replayRefusals(ledgerInput(stored, options.method));
    for (const old of before) if (old.code === "dividend-not-held") heldBefore.delete(old.dividendId);
  }
  return result.refusals.filter((refusal) => refusal.code !== "dividend-not-held" || heldBefore.has(refusal.dividendId));
}

/** Stock id → symbol over a ledger's trades, dividends and corporate actions, before and after a change. */
export function symbolsOfLedgers(...ledgers: (UserLedger | undefined)[]): Map<string, string> {
  const present = ledgers.filter((ledger) => ledger !== undefined);
  return new Map([
    ...present.flatMap((ledger) =>
      (ledger.actions ?? []).flatMap((action) => [
        [action.stockId, action.symbol] as const,
        ...(action.otherStockId === null || action.otherSymbol === null ? [] : [[action.otherStockId, action.otherSymbol] as const]),
      ]),
    ),
    ...present.flatMap((ledger) => ledger.dividends.map((row) => [row.stockId, row.symbol] as const)),
    ...symbolsOf(present.flatMap((ledger) => ledger.trades)),
  ]);
}

/**
 * The one refusal path of every ledger write (decision 035): replays `changed` (the ledger holding
 * the change) and, when the change breaks an event (`refusalsOfChange`), throws 422 naming the first
 * — the changed trade's own refusal as it is ("Sale of 150 CSL on 3 Mar 2025 is more than the 120
 * units held on that day"), another's with the change named ("Deleting this trade would leave the
 * sale of … short: 100 units held", "… would leave the dividend of WES with ex-date 1 Dec 2024 on
 * shares not held: …"). Answers the replay otherwise.
 */
export function refuseBrokenLedger(
  changed: UserLedger,
  change: LedgerChange,
  stored?: UserLedger,
  options: { method?: ParcelMethod } = {},
): ReplayResult {
  const result = replayNamingChange(changed, change, options);
  // A read checks the stored ledger against itself: its replay is the one just made.
  const storedResult = stored === changed ? result : undefined;
  const refusal = refusalsOfChange(result, stored, options, storedResult?.refusals)[0];
  if (!refusal) {
    refuseBrokenBounds(result, changed, change, stored, options, storedResult);
    return result;
  }
  const symbol = symbolsOfLedgers(stored, changed).get(refusal.stockId) ?? "";
  throw ledgerRefused(
    "trade" in change
      ? changeRefusalMessage(refusal, symbol, change.trade, change.tradeId)
      : `${change.doing} would ${brokenEventPhrase(refusal, symbol)}`,
  );
}

/**
 * The replay of `changed`; an action it refuses answers 422 naming the action, and the change when
 * the change is not that action's own: "Deleting this trade would break the WES demerger on 28 Nov
 * 2018: No WES was held at the end of 20 Nov 2018: nothing is entitled to this demerger".
 */
function replayNamingChange(changed: UserLedger, change: LedgerChange, options: { method?: ParcelMethod }): ReplayResult {
  try {
    return replayUserLedger(changed, options);
  } catch (error) {
    if (!(error instanceof ActionRefusedError)) throw error;
    if ("doing" in change && (change.actionId === error.actionId || change.actionIds?.includes(error.actionId))) throw error;
    throw ledgerRefused(`${changeDoing(change, changed)} would break the ${error.message}`);
  }
}

/** How a bound's refusal names the change: "Adding this split", "Changing this trade", "Undoing this import". */
export function changeDoing(change: LedgerChange, changed: UserLedger): string {
  if (!("trade" in change)) return change.doing;
  if (change.trade === "add") {
    const type = changed.trades.find((trade) => trade.id === change.tradeId)?.type;
    return `Adding this ${type ? TRADE_TYPE_LABELS[type].toLowerCase() : "trade"}`;
  }
  return change.trade === "edit" ? "Changing this trade" : "Deleting this trade";
}

/**
 * Throws 422 when the change takes a holding past its bounds (holding-bounds.ts). A holding already
 * past one before the change (stored before the rule) does not stop changes to it.
 */
function refuseBrokenBounds(
  result: ReplayResult,
  changed: UserLedger,
  change: LedgerChange,
  stored: UserLedger | undefined,
  options: { method?: ParcelMethod },
  storedResult: ReplayResult | undefined,
): void {
  const problem = holdingBoundsProblem(result, changed.trades);
  if (!problem) return;
  const before = stored && holdingBoundsProblem(storedResult ?? replayUserLedger(stored, options), stored.trades);
  if (before && before.code === problem.code && before.stockId === problem.stockId) return;
  const symbol = symbolsOfLedgers(stored, changed).get(problem.stockId) ?? "";
  throw ledgerRefused(holdingBoundsMessage(problem, symbol, changeDoing(change, changed)));
}
