// A stock's codes over time (issue 46, decision 065): a code change (WPL → WDS) renames the stock, and
// its old code still finds it — a file imported later with WPL (trades, dividends, tax statements,
// fair values, pastes), a trade entered by code, a stock added by code. The history is derived from
// the stored CODE_CHANGE actions (storage/stock-codes.ts); the look-up by code and date is the domain's
// (shared/domain/corporate-actions/code-change.ts `stockIdForSymbol`).
import { formatLedgerDate } from "@shared/domain/ledger";
import { stockIdForSymbol } from "@shared/domain/corporate-actions";
import type { Executor } from "../db/connection";
import { HttpError } from "../http-error";
import { readStockCodeChanges, readStockCodes, renameStock, type StockCode } from "../storage/stock-codes";
import type { ImportPlan, PlannedStock } from "./import-plan";

/** The user's stock a code names, as a row dated `date` means it (null: no date, the code as it is now); null when none. */
export type StockResolver = (symbol: string, date: string | null) => StockCode | null;

/** One statement: a resolver for `symbols` (normalised ASX codes) over the user's stocks and code changes. */
export async function stockResolver(db: Executor, userId: string, symbols: readonly string[]): Promise<StockResolver> {
  const codes = await readStockCodes(db, userId, [...new Set(symbols)]);
  return (symbol, date) => {
    const id = stockIdForSymbol(symbol, date, codes.stocks, codes.changes);
    return id === null ? null : { id, symbol: codes.currentSymbols.get(id) ?? symbol };
  };
}

/**
 * The plan of a fair-value import or paste with each old code replaced by its stock's code now (a
 * WPL row after WPL → WDS lands on WDS); two rows that name one stock become one planned stock, the
 * first price given winning as PlanBuilder does. The same plan when nothing changes.
 */
export async function planWithCurrentCodes(db: Executor, userId: string, plan: ImportPlan): Promise<ImportPlan> {
  if (plan.stocks.length === 0) return plan;
  const resolve = await stockResolver(
    db,
    userId,
    plan.stocks.map((stock) => stock.symbol),
  );
  const renamed = new Map<string, string>();
  for (const stock of plan.stocks) {
    const found = resolve(stock.symbol, null);
    if (found && found.symbol !== stock.symbol) renamed.set(stock.symbol, found.symbol);
  }
  if (renamed.size === 0) return plan;
  const stocks = new Map<string, PlannedStock>();
  for (const planned of plan.stocks) {
    const current = renamed.get(planned.symbol);
    const symbol = current ?? planned.symbol;
    const known = stocks.get(symbol);
    // A row under an old code names the company as it was then: it never renames the stock.
    if (!known) stocks.set(symbol, current ? { ...planned, symbol, name: symbol, nameOrigin: "symbol" } : planned);
    else if (known.lastPrice === null && planned.lastPrice !== null) known.lastPrice = planned.lastPrice;
  }
  return {
    ...plan,
    stocks: [...stocks.values()],
    fairValues: plan.fairValues.map((value) => ({ ...value, symbol: renamed.get(value.symbol) ?? value.symbol })),
  };
}

/** What a stored CODE_CHANGE body keeps beside its own fields: the code and name it replaced (decision 065). */
export interface ReplacedCode {
  previousSymbol: string;
  previousName: string;
}

/** The code and name a stored CODE_CHANGE body says it replaced; null for a row stored without them. */
export function replacedCodeOf(body: Readonly<Record<string, unknown>>): ReplacedCode | null {
  const { previousSymbol, previousName } = body;
  return typeof previousSymbol === "string"
    ? { previousSymbol, previousName: typeof previousName === "string" ? previousName : previousSymbol }
    : null;
}

/** A stored body with the code it replaced beside its own fields (a code change's); the body as it is otherwise. */
export function withReplacedCode<T extends { body: Record<string, unknown> }>(stored: T, replaced: ReplacedCode | null): T {
  return replaced ? { ...stored, body: { ...stored.body, ...replaced } } : stored;
}

/**
 * The code and name a code change replaces, to keep in its stored body: the stock's own now for a new
 * one (changes come in date order), the stored ones for an edit (`previous`, its id and body). 422
 * when it cannot be stored: dated after today (the stock is renamed when it is stored), not after
 * the stock's other code changes, or to the code it replaces.
 */
export async function codeChangeFields(
  db: Executor,
  userId: string,
  stock: { id: string; symbol: string; name: string },
  change: { effectiveDate: string; newSymbol: string },
  previous: { id: string; body: Readonly<Record<string, unknown>> } | undefined,
  today: string,
): Promise<ReplacedCode> {
  const refused = (message: string) => new HttpError(422, "ledger_refused", message);
  if (change.effectiveDate > today)
    throw refused(`A code change takes effect on its date: enter it on or after ${formatLedgerDate(change.effectiveDate)}`);
  const others = (await readStockCodeChanges(db, userId, stock.id)).filter((row) => row.actionId !== previous?.id);
  const latest = others.at(-1);
  if (latest && change.effectiveDate <= latest.effectiveDate) {
    throw refused(
      `${stock.symbol} already changed its code on ${formatLedgerDate(latest.effectiveDate)} (${latest.oldSymbol} → ${latest.newSymbol}): a code change must come after it`,
    );
  }
  const replaced = (previous && replacedCodeOf(previous.body)) ?? { previousSymbol: stock.symbol, previousName: stock.name };
  if (change.newSymbol === replaced.previousSymbol) throw refused(`${replaced.previousSymbol} is already the stock's code`);
  return replaced;
}

/**
 * Gives the stock the code and name of its latest stored code change — or, with none left (the last
 * one deleted), `restore`, the code and name it had before. Refused (409, nothing changed) when
 * another of the user's stocks has that code.
 */
export async function syncStockCode(
  db: Executor,
  userId: string,
  stock: { id: string; symbol: string },
  restore: ReplacedCode | null,
): Promise<void> {
  const latest = (await readStockCodeChanges(db, userId, stock.id)).at(-1);
  const target = latest
    ? { symbol: latest.newSymbol, name: latest.newName, previousSymbol: latest.oldSymbol, closesBefore: latest.effectiveDate }
    : restore && { symbol: restore.previousSymbol, name: restore.previousName, previousSymbol: stock.symbol, closesBefore: null };
  if (!target) return;
  if (!(await renameStock(db, userId, stock.id, target))) {
    throw new HttpError(
      409,
      "conflict",
      `${target.symbol} is another of your stocks: the ${stock.symbol} holding cannot take its code (delete or rename that stock first)`,
    );
  }
}
