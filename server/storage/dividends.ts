// The user's dividends (issue 31): every statement scoped to the user, a fixed number of statements
// whatever the number of dividends or stocks (multi-row writes travel as one array parameter per
// column). One dividend per user, stock and ex-date (dividends_user_stock_ex_date_unique): a sync and
// a re-import insert with `on conflict do nothing`. Amounts leave as canonical decimal strings
// (trim_scale: numeric(20,6)'s "1200.000000" reads as "1200").
import { sql, type SQL } from "drizzle-orm";
import type { DividendCursor } from "@shared/contracts/paging";
import type { StoredDividendSource, StoredDividendStatus } from "@shared/schema";
import type { Executor } from "../db/connection";

const COLUMNS = sql`
  d.id, d.stock_id as "stockId", s.symbol, d.ex_date::text as "exDate", d.pay_date::text as "payDate",
  trim_scale(d.amount_per_share)::text as "amountPerShare", trim_scale(d.franking_percent)::text as "frankingPercent",
  d.company_tax_rate::text as "companyTaxRate", trim_scale(d.units)::text as units, d.units_overridden as "unitsOverridden",
  trim_scale(d.drp_units)::text as "drpUnits", trim_scale(d.drp_price)::text as "drpPrice", d.status, d.source, d.batch_id as "batchId",
  d.note, to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"`;

async function selectDividends(db: Executor, where: SQL): Promise<DividendRecordRow[]> {
  const result = await db.execute<DividendRecordRow & Record<string, unknown>>(sql`
    select ${COLUMNS} from dividends d join stocks s on s.id = d.stock_id where ${where}
     order by d.ex_date desc, s.symbol`);
  return result.rows;
}

/** Which of the user's dividends a read keeps: every one, less those a given part leaves out. */
interface DividendScope {
  stockIds?: readonly string[];
  status?: StoredDividendStatus;
  /** The income date (pay date, else ex-date) from `start` to `end`, both included. */
  paidBetween?: { start: string; end: string };
  /** The import that wrote them. */
  batchId?: string;
}

function scopeWhere(userId: string, scope: DividendScope): SQL {
  const { stockIds, batchId, status, paidBetween } = scope;
  const where = [sql`d.user_id = ${userId}`];
  if (stockIds !== undefined) where.push(sql`d.stock_id = any(${sql.param(stockIds)}::uuid[])`);
  if (status !== undefined) where.push(sql`d.status = ${status}`);
  if (batchId !== undefined) where.push(sql`d.batch_id = ${batchId}`);
  if (paidBetween !== undefined)
    where.push(sql`coalesce(d.pay_date, d.ex_date) between ${paidBetween.start}::date and ${paidBetween.end}::date`);
  return sql.join(where, sql` and `);
}

/** The user's dividends within `scope`, newest ex-date first: one statement. */
export function readDividends(db: Executor, userId: string, scope: DividendScope = {}): Promise<DividendRecordRow[]> {
  return selectDividends(db, scopeWhere(userId, scope));
}

/**
 * A page of the user's dividends within `scope`, newest ex-date first (then by symbol and id), from
 * after `after`, and how many of the whole scope (every page) are estimates: one statement, an empty
 * page's too (the count's row stands without a dividend beside it).
 */
export async function readDividendPage(
  db: Executor,
  userId: string,
  scope: DividendScope,
  page: { after?: DividendCursor; rows: number },
): Promise<{ rows: DividendRecordRow[]; estimated: number }> {
  const after =
    page.after === undefined
      ? sql`true`
      : sql`(d.ex_date < ${page.after.exDate}::date or (d.ex_date = ${page.after.exDate}::date and (s.symbol, d.id) > (${page.after.symbol}, ${page.after.id}::uuid)))`;
  const result = await db.execute<{ estimated: number; id: string | null } & Record<string, unknown>>(sql`
    with scoped as (select d.id, d.status from dividends d where ${scopeWhere(userId, scope)}),
         counted as (select count(*)::int as estimated from scoped where status = 'estimated')
    select counted.estimated, listed.* from counted left join lateral (
      select ${COLUMNS} from dividends d join stocks s on s.id = d.stock_id
       where d.id in (select id from scoped) and ${after}
       order by d.ex_date desc, s.symbol, d.id
       limit ${page.rows}) listed on true
     order by listed."exDate" desc, listed.symbol, listed.id`);
  const rows = result.rows.filter((row) => row.id !== null).map(({ estimated: _count, ...row }) => row as DividendRecordRow);
  return { rows, estimated: result.rows[0].estimated };
}

/**
 * The dividends the replay reads: reinvested ones (they open parcels) and those with units given (a
 * change that leaves one on shares not held is refused). One statement.
 */
export function readLedgerDividends(db: Executor, userId: string, stockIds?: readonly string[]): Promise<DividendRecordRow[]> {
  const scope = stockIds === undefined ? sql`` : sql` and d.stock_id = any(${sql.param(stockIds)}::uuid[])`;
  return selectDividends(db, sql`d.user_id = ${userId} and (d.drp_units is not null or d.units_overridden)${scope}`);
}

/** `readLedgerDividends`'s condition on a dividend already read: one the replay reads. */
export const readByReplay = (row: Pick<DividendRecordRow, "drpUnits" | "unitsOverridden">) => row.drpUnits !== null || row.unitsOverridden;

/** One of the user's dividends, locked for a change; undefined for a missing one and another user's. */
export async function readDividendForUpdate(db: Executor, userId: string, id: string): Promise<DividendRecordRow | undefined> {
  const result = await db.execute<DividendRecordRow & Record<string, unknown>>(sql`
    select ${COLUMNS} from dividends d join stocks s on s.id = d.stock_id
     where d.user_id = ${userId} and d.id = ${id} for update of d`);
  return result.rows[0];
}

/** The user's stock (id and symbol); undefined for a missing one and another user's. */
export async function readUserStock(db: Executor, userId: string, stockId: string): Promise<{ id: string; symbol: string } | undefined> {
  const result = await db.execute<{ id: string; symbol: string }>(sql`
    select id, symbol from stocks where user_id = ${userId} and id = ${stockId}`);
  return result.rows[0];
}

/** A dividend to write; `status` follows from its franking and pay date (contracts/dividends.ts). */
export interface NewDividendRow {
  userId: string;
  stockId: string;
  exDate: string;
  payDate: string | null;
  amountPerShare: string;
  frankingPercent: string | null;
  companyTaxRate: "0.30" | "0.25";
  /** The units the dividend is paid on; stored only when the user gave them (`unitsOverridden`). */
  units: string;
  unitsOverridden: boolean;
  drpUnits: string | null;
  drpPrice: string | null;
  status: StoredDividendStatus;
  source: StoredDividendSource;
  batchId: string | null;
  note: string | null;
}

/**
 * A stored dividend with its stock's symbol: the written fields, less the user, with its id and time.
 * `units` is null unless the user gave them: the units held before the ex-date are derived on read
 * (services/dividend-ledger.ts `withUnits`), never stored (decision 034).
 */
export type DividendRecordRow = Omit<NewDividendRow, "userId" | "units"> & {
  units: string | null;
  id: string;
  symbol: string;
  createdAt: string;
};

const text = (values: readonly (string | null)[]) => sql.param(values);

/** Columns of `rows` as unnest(...) arrays, in NewDividendRow's order. */
function unnestRows(rows: readonly NewDividendRow[]): SQL {
  const column = <K extends keyof NewDividendRow>(key: K) => rows.map((row) => row[key] as string | null);
  return sql`unnest(${text(column("userId"))}::uuid[], ${text(column("stockId"))}::uuid[], ${text(column("exDate"))}::date[],
    ${text(column("payDate"))}::date[], ${text(column("amountPerShare"))}::numeric[], ${text(column("frankingPercent"))}::numeric[],
    ${text(column("companyTaxRate"))}::numeric[], ${text(rows.map((row) => (row.unitsOverridden ? row.units : null)))}::numeric[],
    ${sql.param(rows.map((row) => row.unitsOverridden))}::boolean[], ${text(column("drpUnits"))}::numeric[],
    ${text(column("drpPrice"))}::numeric[], ${text(column("status"))}::text[], ${text(column("source"))}::text[],
    ${text(column("batchId"))}::uuid[], ${text(column("note"))}::text[])
    as n(user_id, stock_id, ex_date, pay_date, amount_per_share, franking_percent, company_tax_rate, units,
         units_overridden, drp_units, drp_price, status, source, batch_id, note)`;
}

const INSERT_COLUMNS = sql`(user_id, stock_id, ex_date, pay_date, amount_per_share, franking_percent, company_tax_rate, units,
  units_overridden, drp_units, drp_price, status, source, batch_id, note)`;

/** Inserts one dividend; null when the stock already has one on that ex-date. */
export async function insertDividend(db: Executor, row: NewDividendRow): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    insert into dividends ${INSERT_COLUMNS} select * from ${unnestRows([row])}
    on conflict (user_id, stock_id, ex_date) do nothing returning id`);
  return result.rows[0]?.id ?? null;
}

/**
 * Inserts the rows missing (stock and ex-date not taken) of stocks the user still has, in one
 * statement; returns how many went in.
 */
export async function insertMissingDividends(db: Executor, rows: readonly NewDividendRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.execute<{ added: number }>(sql`
    with added as (
      insert into dividends ${INSERT_COLUMNS} select * from ${unnestRows(rows)}
       where exists (select 1 from stocks s where s.id = n.stock_id and s.user_id = n.user_id)
      on conflict (user_id, stock_id, ex_date) do nothing returning 1)
    select count(*)::int as added from added`);
  return result.rows[0].added;
}

/**
 * An import's rows in one statement: a new stock and ex-date goes in; one taken by a market-data
 * estimate is replaced by the file's row (the statement confirms the estimate); any other is left
 * alone. Returns how many went in and how many of those replaced an estimate.
 */
export async function importDividendRows(db: Executor, rows: readonly NewDividendRow[]): Promise<{ inserted: number; replaced: number }> {
  if (rows.length === 0) return { inserted: 0, replaced: 0 };
  const result = await db.execute<{ inserted: number; replaced: number }>(sql`
    with written as (
      insert into dividends as d ${INSERT_COLUMNS} select * from ${unnestRows(rows)}
      on conflict (user_id, stock_id, ex_date) do update set
        pay_date = excluded.pay_date, amount_per_share = excluded.amount_per_share, franking_percent = excluded.franking_percent,
        company_tax_rate = excluded.company_tax_rate, units = excluded.units, units_overridden = excluded.units_overridden,
        drp_units = excluded.drp_units, drp_price = excluded.drp_price, status = excluded.status, source = excluded.source,
        batch_id = excluded.batch_id, note = excluded.note
       where d.source = 'provider' and d.status = 'estimated'
      returning (xmax = 0) as fresh)
    select count(*)::int as inserted, (count(*) filter (where not fresh))::int as replaced from written`);
  return result.rows[0];
}

/** The (stock, ex-date) pairs of `stockIds` the user already has a dividend on, with its source and status: one statement. */
export async function readDividendKeys(
  db: Executor,
  userId: string,
  stockIds: readonly string[],
): Promise<{ stockId: string; exDate: string; source: StoredDividendSource; status: StoredDividendStatus }[]> {
  if (stockIds.length === 0) return [];
  const result = await db.execute<{ stockId: string; exDate: string; source: StoredDividendSource; status: StoredDividendStatus }>(sql`
    select stock_id as "stockId", ex_date::text as "exDate", source, status from dividends
     where user_id = ${userId} and stock_id = any(${sql.param(stockIds)}::uuid[])`);
  return result.rows;
}

/** Writes an edited dividend's fields (the service merged and checked them). */
export async function updateDividendRow(
  db: Executor,
  userId: string,
  id: string,
  row: Omit<NewDividendRow, "userId" | "stockId" | "source" | "batchId">,
): Promise<void> {
  await db.execute(sql`
    update dividends set ex_date = ${row.exDate}::date, pay_date = ${row.payDate}::date, amount_per_share = ${row.amountPerShare}::numeric,
           franking_percent = ${row.frankingPercent}::numeric, company_tax_rate = ${row.companyTaxRate}::numeric,
           units = ${row.unitsOverridden ? row.units : null}::numeric, units_overridden = ${row.unitsOverridden}, drp_units = ${row.drpUnits}::numeric,
           drp_price = ${row.drpPrice}::numeric, status = ${row.status}, note = ${row.note}
     where user_id = ${userId} and id = ${id}`);
}

export async function deleteDividendRow(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.execute(sql`delete from dividends where user_id = ${userId} and id = ${id}`);
  return (result.rowCount ?? 0) > 0;
}

/** An import's dividends (a dividend import's, or an account import's); returns how many went. */
export async function deleteBatchDividends(db: Executor, userId: string, batchId: string): Promise<number> {
  const result = await db.execute(sql`delete from dividends where user_id = ${userId} and batch_id = ${batchId}`);
  return result.rowCount ?? 0;
}

/** The stocks a batch's dividends belong to (an undo replays them without the batch's reinvestments). */
export async function batchDividendStockIds(db: Executor, userId: string, batchId: string): Promise<string[]> {
  const result = await db.execute<{ stockId: string }>(sql`
    select distinct stock_id as "stockId" from dividends where user_id = ${userId} and batch_id = ${batchId}`);
  return result.rows.map((row) => row.stockId);
}

/** Market-data dividends (dividend_history) of `symbols` from `since` on: one statement. */
export async function readMarketDividends(
  db: Executor,
  symbols: readonly string[],
  since: string,
): Promise<{ symbol: string; exDate: string; amount: string }[]> {
  if (symbols.length === 0) return [];
  // amount is float8: its shortest text ("0.72") is the decimal the provider sent.
  const result = await db.execute<{ symbol: string; exDate: string; amount: string }>(sql`
    select symbol, ex_date::text as "exDate", amount::text as amount from dividend_history
     where symbol = any(${sql.param(symbols)}::text[]) and ex_date >= ${since}::date order by symbol, ex_date`);
  return result.rows;
}

/** Every user with a trade. */
export async function readUsersWithTrades(db: Executor): Promise<string[]> {
  const result = await db.execute<{ userId: string }>(sql`select distinct user_id as "userId" from trades order by 1`);
  return result.rows.map((row) => row.userId);
}

/** The financial years (1 Jul – 30 Jun, named by the year they end) the user has dividend income in: one statement. */
export async function readIncomeYears(db: Executor, userId: string): Promise<number[]> {
  const result = await db.execute<{ fy: number }>(sql`
    select distinct extract(year from coalesce(pay_date, ex_date) + interval '6 months')::int as fy from dividends
     where user_id = ${userId} order by 1 desc`);
  return result.rows.map((row) => row.fy);
}
