// The holdings ledger's rows: trades, a sale's chosen parcels, the user's parcel method. Every read of
// a ledger is a fixed number of statements whatever the number of trades (one for the trades, one for
// the allocations, one for the method), and every statement is scoped to the user: another user's
// trade looks exactly like a missing one. Units, prices and brokerage leave as canonical decimal
// strings ("100", "19.95"), read from numeric as text so no float ever holds them: PostgreSQL's
// trim_scale drops numeric(20,6)'s padding ("100.500000" → "100.5", "0.000000" → "0"), so no row is
// rewritten after it arrives (decision 081).
import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_PARCEL_METHOD } from "@shared/contracts/holdings";
import type { TradeCursor } from "@shared/contracts/paging";
import type { StoredParcelMethod, StoredTradeType } from "@shared/schema";
import type { Executor } from "../db/connection";

/** A stored trade with its stock's symbol: what the replay and every trade answer read. */
export interface TradeRecord {
  id: string;
  stockId: string;
  symbol: string;
  type: StoredTradeType;
  tradeDate: string;
  units: string | null;
  price: string | null;
  brokerage: string;
  ratioFrom: number | null;
  ratioTo: number | null;
  acquiredOn: string | null;
  note: string | null;
  dedupeKey: string | null;
  batchId: string | null;
  /** ISO timestamp with microseconds ("2025-03-03T01:02:03.456789Z"): orders the trades of a day. */
  createdAt: string;
}

export interface StoredAllocation {
  sellTradeId: string;
  parcelTradeId: string;
  units: string;
}

/**
 * A Date, `micros` microseconds later, as the same text the trades' created_at reads as (UTC, to the
 * microsecond): an import gives its rows consecutive microseconds, so they replay in the file's order.
 */
export function createdAtText(at: Date, micros = 0): string {
  const total = at.getTime() * 1000 + micros;
  const fraction = String(total % 1000).padStart(3, "0");
  return new Date(Math.floor(total / 1000)).toISOString().replace(/Z$/, `${fraction}Z`);
}

const TRADE_COLUMNS = sql`
  t.id, t.stock_id as "stockId", s.symbol, t.type, t.trade_date::text as "tradeDate", trim_scale(t.units)::text as units,
  trim_scale(t.price)::text as price, trim_scale(t.brokerage)::text as brokerage, t.ratio_from as "ratioFrom", t.ratio_to as "ratioTo",
  t.acquired_on::text as "acquiredOn", t.note, t.dedupe_key as "dedupeKey", t.batch_id as "batchId",
  to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"`;

async function selectTrades(db: Executor, where: SQL): Promise<TradeRecord[]> {
  const result = await db.execute<TradeRecord & Record<string, unknown>>(sql`
    select ${TRADE_COLUMNS} from trades t join stocks s on s.id = t.stock_id where ${where}`);
  return result.rows;
}

/** The user's trades (of `stockIds` only, when given), in no particular order: one statement. */
export function readTrades(db: Executor, userId: string, stockIds?: readonly string[]): Promise<TradeRecord[]> {
  const scope = stockIds === undefined ? sql`` : sql` and t.stock_id = any(${sql.param(stockIds)}::uuid[])`;
  return selectTrades(db, sql`t.user_id = ${userId}${scope}`);
}

/** Which of the user's trades a page reads: one stock's, one import's, from after a place in the list. */
export interface TradePageScope {
  stockId?: string;
  batchId?: string;
  after?: TradeCursor;
  /** Rows to read: the page's limit and one more, which says a next page exists. */
  rows: number;
}

/**
 * A page of the user's trades, newest first (trade date, then the order they were entered, then id:
 * the replay's order reversed), starting after `after`: one statement, whatever the page.
 */
export async function readTradePage(db: Executor, userId: string, scope: TradePageScope): Promise<TradeRecord[]> {
  const where = [sql`t.user_id = ${userId}`];
  if (scope.stockId !== undefined) where.push(sql`t.stock_id = ${scope.stockId}`);
  if (scope.batchId !== undefined) where.push(sql`t.batch_id = ${scope.batchId}`);
  if (scope.after !== undefined) {
    const { tradeDate, createdAt, id } = scope.after;
    where.push(sql`(t.trade_date, t.created_at, t.id) < (${tradeDate}::date, ${createdAt}::timestamptz, ${id}::uuid)`);
  }
  const result = await db.execute<TradeRecord & Record<string, unknown>>(sql`
    select ${TRADE_COLUMNS} from trades t join stocks s on s.id = t.stock_id where ${sql.join(where, sql` and `)}
     order by t.trade_date desc, t.created_at desc, t.id desc
     limit ${scope.rows}`);
  return result.rows;
}

/** The chosen parcels of the given sales of the user: one statement. */
export async function readSaleAllocations(db: Executor, userId: string, saleIds: readonly string[]): Promise<StoredAllocation[]> {
  if (saleIds.length === 0) return [];
  const result = await db.execute<StoredAllocation & Record<string, unknown>>(sql`
    select a.sell_trade_id as "sellTradeId", a.parcel_trade_id as "parcelTradeId", trim_scale(a.units)::text as units
      from sale_allocations a join trades t on t.id = a.sell_trade_id
     where t.user_id = ${userId} and a.sell_trade_id = any(${sql.param(saleIds)}::uuid[])
     order by a.sell_trade_id, a.parcel_trade_id`);
  return result.rows;
}

export async function findTrade(db: Executor, userId: string, id: string): Promise<TradeRecord | undefined> {
  const [row] = await selectTrades(db, sql`t.id = ${id} and t.user_id = ${userId}`);
  return row;
}

/** The chosen parcels of the user's sales (of `stockIds` only, when given): one statement. */
export async function readAllocations(db: Executor, userId: string, stockIds?: readonly string[]): Promise<StoredAllocation[]> {
  const scope = stockIds === undefined ? sql`` : sql` and t.stock_id = any(${sql.param(stockIds)}::uuid[])`;
  const result = await db.execute<StoredAllocation & Record<string, unknown>>(sql`
    select a.sell_trade_id as "sellTradeId", a.parcel_trade_id as "parcelTradeId", trim_scale(a.units)::text as units
      from sale_allocations a join trades t on t.id = a.sell_trade_id
     where t.user_id = ${userId}${scope}
     order by a.sell_trade_id, a.parcel_trade_id`);
  return result.rows;
}

/** The user's parcel method; "fifo" for a user who never chose one. */
export async function readParcelMethod(db: Executor, userId: string): Promise<StoredParcelMethod> {
  const result = await db.execute<{ parcel_method: StoredParcelMethod }>(
    sql`select parcel_method from holding_settings where user_id = ${userId}`,
  );
  return result.rows[0]?.parcel_method ?? DEFAULT_PARCEL_METHOD;
}

/** The date of the user's first trade (where the ledger begins); null without trades. */
export async function readFirstTradeDate(db: Executor, userId: string): Promise<string | null> {
  const result = await db.execute<{ first: string | null }>(
    sql`select min(trade_date)::text as first from trades where user_id = ${userId}`,
  );
  return result.rows[0]?.first ?? null;
}

/**
 * Serialises writes to one user's ledger until the transaction ends: each write replays the ledger
 * with its change before writing, so two at once could each pass and together oversell.
 */
export async function lockLedger(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ledger:${userId}`}, 0))`);
}

/** A trade to write; `id` and `createdAt` are chosen by the service, so the replay it checked is the one stored. */
export interface NewTradeRow {
  id: string;
  userId: string;
  stockId: string;
  type: StoredTradeType;
  tradeDate: string;
  units: string | null;
  price: string | null;
  brokerage: string;
  ratioFrom: number | null;
  ratioTo: number | null;
  acquiredOn: string | null;
  note: string | null;
  dedupeKey: string | null;
  batchId: string | null;
  createdAt: string;
}

const column = <T>(rows: readonly NewTradeRow[], pick: (row: NewTradeRow) => T) => sql.param(rows.map(pick));

/**
 * Inserts trades in ONE statement however many (each column one array parameter). A trade whose
 * dedupe key the user already has is left out (a concurrent import of the same file); returns the
 * ids written.
 */
export async function insertTrades(db: Executor, rows: readonly NewTradeRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const result = await db.execute<{ id: string }>(sql`
    insert into trades (id, user_id, stock_id, type, trade_date, units, price, brokerage, ratio_from, ratio_to, acquired_on, note,
                        dedupe_key, batch_id, created_at)
    select * from unnest(
      ${column(rows, (r) => r.id)}::uuid[], ${column(rows, (r) => r.userId)}::uuid[], ${column(rows, (r) => r.stockId)}::uuid[],
      ${column(rows, (r) => r.type)}::text[], ${column(rows, (r) => r.tradeDate)}::date[], ${column(rows, (r) => r.units)}::numeric[],
      ${column(rows, (r) => r.price)}::numeric[], ${column(rows, (r) => r.brokerage)}::numeric[],
      ${column(rows, (r) => r.ratioFrom)}::int[], ${column(rows, (r) => r.ratioTo)}::int[], ${column(rows, (r) => r.acquiredOn)}::date[],
      ${column(rows, (r) => r.note)}::text[], ${column(rows, (r) => r.dedupeKey)}::text[], ${column(rows, (r) => r.batchId)}::uuid[],
      ${column(rows, (r) => r.createdAt)}::timestamptz[])
    on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
    returning id`);
  return result.rows.map((row) => row.id);
}

/** The fields an edit may change. */
export type TradeEdit = Pick<
  NewTradeRow,
  "stockId" | "type" | "tradeDate" | "units" | "price" | "brokerage" | "ratioFrom" | "ratioTo" | "acquiredOn" | "note"
>;

export async function updateTrade(db: Executor, userId: string, id: string, edit: TradeEdit): Promise<void> {
  await db.execute(sql`
    update trades
       set stock_id = ${edit.stockId}, type = ${edit.type}, trade_date = ${edit.tradeDate}, units = ${edit.units},
           price = ${edit.price}, brokerage = ${edit.brokerage}, ratio_from = ${edit.ratioFrom}, ratio_to = ${edit.ratioTo},
           acquired_on = ${edit.acquiredOn}, note = ${edit.note}
     where id = ${id} and user_id = ${userId}`);
}

/** Deletes the user's trade (its chosen parcels go by cascade); false when there was none. */
export async function deleteTrade(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`delete from trades where id = ${id} and user_id = ${userId} returning id`);
  return result.rows.length > 0;
}

/** Replaces a sale's chosen parcels (none: the method matches it again). Two statements. */
export async function replaceAllocations(
  db: Executor,
  sellTradeId: string,
  allocations: readonly { parcelTradeId: string; units: string }[],
): Promise<void> {
  await db.execute(sql`delete from sale_allocations where sell_trade_id = ${sellTradeId}`);
  if (allocations.length === 0) return;
  await db.execute(sql`
    insert into sale_allocations (sell_trade_id, parcel_trade_id, units)
    select ${sellTradeId}::uuid, p, u
      from unnest(${sql.param(allocations.map((a) => a.parcelTradeId))}::uuid[], ${sql.param(allocations.map((a) => a.units))}::numeric[]) as x(p, u)`);
}

/** The user's existing dedupe keys among `keys`: one statement. */
export async function existingDedupeKeys(db: Executor, userId: string, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await db.execute<{ dedupe_key: string }>(sql`
    select dedupe_key from trades where user_id = ${userId} and dedupe_key = any(${sql.param(keys)}::text[])`);
  return new Set(result.rows.map((row) => row.dedupe_key));
}

/** The stocks a batch has trades of (one statement): what undoing it must replay. */
export async function batchTradeStockIds(db: Executor, userId: string, batchId: string): Promise<string[]> {
  const result = await db.execute<{ stock_id: string }>(sql`
    select distinct stock_id from trades where user_id = ${userId} and batch_id = ${batchId}`);
  return result.rows.map((row) => row.stock_id);
}
