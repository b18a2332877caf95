// What backup and restore ask PostgreSQL's catalog: which of the app's tables exist, their columns,
// whether they hold rows, and the constraints and indexes a bulk load sets aside and puts back.
import type pg from "pg";
import { appObjectNames } from "../db/migration-steps";

/**
 * Tables of passing state, neither backed up nor restored: sessions (users sign in again after a
 * restore), the rate limiter's counters (they expire within minutes) and refresh jobs (progress of
 * runs in flight; a restored instance starts with none, docs/decisions/027-refresh-jobs.md).
 */
const PASSING_TABLES: ReadonlySet<string> = new Set(["session", "rate_limit_hits", "refresh_jobs", "refresh_job_stocks"]);
export const holdsUserData = (table: string) => !PASSING_TABLES.has(table);

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables (those its migrations ever created) that exist in the public schema now. */
export async function existingAppTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relname = any($1::text[])
      order by c.relname`,
    [appObjectNames().tables],
  );
  return rows.map((r) => r.name);
}

/** Each table's columns in their order, leaving out generated columns (COPY FROM cannot fill them). */
export async function tableColumns(client: pg.ClientBase, tables: readonly string[]): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[])
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      group by c.relname`,
    [tables],
  );
  return new Map(rows.map((r) => [r.table, r.columns]));
}

/**
 * The order a backup writes each table's rows in: the key columns of its widest plain index (the
 * primary key on a tie). A restore builds every index after the load, and PostgreSQL's sort returns
 * at once on input that is already in order: at whole-ASX scale the five years of closes' primary
 * key then builds in about half the time (docs/performance.md). Tables without such an index are
 * not in the map.
 */
export async function backupOrder(client: pg.ClientBase, tables: readonly string[]): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `select distinct on (c.relname) c.relname as table, keys.columns
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       cross join lateral (
         select array_agg(a.attname::text order by k.ord) as columns
           from unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where k.ord <= i.indnkeyatts) keys
      where c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[])
        and i.indpred is null and i.indexprs is null
      order by c.relname, i.indnkeyatts desc, i.indisprimary desc, i.indexrelid`,
    [tables],
  );
  return new Map(rows.map((r) => [r.table, r.columns]));
}

/** Row counts of the given tables, in one statement (inside a snapshot, the snapshot's counts). */
export async function rowCounts(client: pg.ClientBase, tables: readonly string[]): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const { rows } = await client.query<Record<string, string>>(
    `select ${tables.map((t, i) => `(select count(*) from ${quoteIdent(t)}) as c${i}`).join(", ")}`,
  );
  return new Map(tables.map((t, i) => [t, Number(rows[0][`c${i}`])]));
}

/** The tables among `tables` that hold at least one row. */
export async function tablesWithRows(client: pg.ClientBase, tables: readonly string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const { rows } = await client.query<{ name: string }>(
    tables.map((t) => `select '${t.replace(/'/g, "''")}'::text as name where exists (select 1 from ${quoteIdent(t)})`).join(" union all "),
  );
  return rows.map((r) => r.name);
}

interface Definition {
  table: string;
  name: string;
  /** SQL that puts it back, from pg_get_constraintdef / pg_get_indexdef. */
  create: string;
}

/**
 * Drops the foreign keys, primary keys, unique constraints and indexes of `tables`, and returns a
 * function that creates them again. Loading rows into bare tables and then building each index once
 * and checking each foreign key with one join is what pg_restore does: at whole-ASX scale it is
 * several times faster than maintaining them row by row (docs/decisions/017), and the load order of
 * the tables stops mattering. Only the tables' owner is needed, not a superuser.
 */
export async function setAsideConstraints(client: pg.ClientBase, tables: readonly string[]): Promise<() => Promise<void>> {
  const constraints = await client.query<Definition & { kind: string }>(
    `select k.conrelid::regclass::text as table, k.conname as name, k.contype as kind, pg_get_constraintdef(k.oid) as create
       from pg_constraint k
      where k.contype in ('p', 'u', 'f', 'x')
        and (k.conrelid = any($1::regclass[]) or k.confrelid = any($1::regclass[]))`,
    [tables.map((t) => `public.${quoteIdent(t)}`)],
  );
  const indexes = await client.query<Definition>(
    `select i.indrelid::regclass::text as table, i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as create
       from pg_index i
      where i.indrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [tables.map((t) => `public.${quoteIdent(t)}`)],
  );
  const foreignKeys = constraints.rows.filter((c) => c.kind === "f");
  const keys = constraints.rows.filter((c) => c.kind !== "f");
  // Foreign keys first: they lean on the referenced table's primary key.
  for (const c of [...foreignKeys, ...keys]) await client.query(`alter table ${c.table} drop constraint ${quoteIdent(c.name)}`);
  if (indexes.rows.length) await client.query(`drop index ${indexes.rows.map((i) => i.name).join(", ")}`);

  return async () => {
    for (const c of keys) await client.query(`alter table ${c.table} add constraint ${quoteIdent(c.name)} ${c.create}`);
    for (const i of indexes.rows) await client.query(i.create);
    for (const c of foreignKeys) await client.query(`alter table ${c.table} add constraint ${quoteIdent(c.name)} ${c.create}`);
  };
}

/** Moves every sequence owned by a column of `tables` (serial, identity) past the loaded values. */
export async function resetOwnedSequences(client: pg.ClientBase, tables: readonly string[]) {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `select c.relname as table, a.attname as column, s.oid::regclass::text as sequence
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_class c on c.oid = d.refobjid
       join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        and c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[])`,
    [tables],
  );
  for (const r of rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${quoteIdent(r.column)}) from ${quoteIdent(r.table)}), 1),
                     (select max(${quoteIdent(r.column)}) from ${quoteIdent(r.table)}) is not null)`,
      [r.sequence],
    );
  }
}
