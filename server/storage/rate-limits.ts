// Rate-limit counters (rate_limit_hits): one row per limiter and client address, a fixed window that
// starts with the first hit. The database's clock decides the window, so every instance agrees.
import { sql } from "drizzle-orm";
import type { Executor } from "../db/connection";

/** Counts one hit; a window that has ended starts again at 1. One statement, atomic per key. */
export async function incrementHit(db: Executor, key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
  const result = await db.execute<{ hits: number; reset_at: string | Date }>(sql`
    insert into rate_limit_hits as h (key, hits, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when h.reset_at <= now() then 1 else h.hits + 1 end,
      reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
    returning hits, reset_at`);
  const [row] = result.rows;
  return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
}

/** Takes back a hit the limiter chose not to count (e.g. skipSuccessfulRequests). */
export async function decrementHit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`update rate_limit_hits set hits = greatest(hits - 1, 0) where key = ${key} and reset_at > now()`);
}

export async function deleteHits(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
}

/** Drops counters whose window has ended; they would restart at 1 anyway. */
export async function deleteExpiredHits(db: Executor): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where reset_at < now()`);
}
