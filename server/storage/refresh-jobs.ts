// Reads and writes of refresh jobs (docs/decisions/027-refresh-jobs.md): creating a job with the
// stocks it will ask about, claiming one for this instance (FOR UPDATE SKIP LOCKED), keeping its
// lease, settling stocks batch by batch, and ending it. Every write after the claim names the claim,
// so an instance that lost its job (its lease ran out and another claimed it) changes nothing.
import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { refreshJobs, stocks, type RefreshJobRow } from "@shared/schema";
import type { Executor } from "../db/connection";
import type { RefreshTarget } from "./price-refresh";

const ACTIVE = ["queued", "running"] as const;
const lease = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * A queued job over every stock the user has now, in one statement; undefined when the user already
 * has a job queued or running (the unique index refuses a second one).
 */
export async function insertUserJob(db: Executor, userId: string): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    with owned as (select id from stocks where user_id = ${userId}),
         job as (insert into refresh_jobs (user_id, total) select ${userId}, count(*) from owned on conflict do nothing returning id),
         targets as (insert into refresh_job_stocks (job_id, stock_id) select job.id, owned.id from job cross join owned)
    select id from job`);
  return result.rows[0]?.id;
}

/**
 * A queued job over `stockIds`, the user's stocks a trade or an import has just added (in the write's
 * own transaction: the job exists exactly when the stocks do); one statement. Unlike a refresh-all it
 * may run beside the user's other jobs. Undefined when none of the ids is the user's.
 */
export async function insertAddedStocksJob(db: Executor, userId: string, stockIds: readonly string[]): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    with added as (select id from stocks where user_id = ${userId} and id = any(${sql.param(stockIds)}::uuid[])),
         job as (insert into refresh_jobs (user_id, kind, total) select ${userId}, 'added', count(*) from added having count(*) > 0 returning id),
         targets as (insert into refresh_job_stocks (job_id, stock_id) select job.id, added.id from job cross join added)
    select id from job`);
  return result.rows[0]?.id;
}

export async function findActiveUserJob(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: refreshJobs.id })
    .from(refreshJobs)
    .where(and(eq(refreshJobs.userId, userId), eq(refreshJobs.kind, "all"), inArray(refreshJobs.state, ACTIVE)));
  return row?.id;
}

export async function findUserJob(db: Executor, userId: string, jobId: string): Promise<RefreshJobRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshJobs)
    .where(and(eq(refreshJobs.id, jobId), eq(refreshJobs.userId, userId)));
  return row;
}

export async function findJob(db: Executor, jobId: string): Promise<RefreshJobRow | undefined> {
  const [row] = await db.select().from(refreshJobs).where(eq(refreshJobs.id, jobId));
  return row;
}

export type ScheduledJobInsert = { id: string } | { id: null; due: number };

/**
 * The scheduled refresh of `slot`: a queued job over every user's stocks not written since the slot.
 * `{ id: null, due: 0 }` when every stock is up to date; `{ id: null, due: n }` when a scheduled job
 * is already queued or running (another instance made it).
 */
export async function insertScheduledJob(db: Executor, slot: Date): Promise<ScheduledJobInsert> {
  const result = await db.execute<{ id: string | null; due: number }>(sql`
    with due as (select id from stocks where updated_at < ${slot.toISOString()}::timestamptz),
         job as (insert into refresh_jobs (slot, total) select ${slot.toISOString()}::timestamptz, count(*) from due
                 having count(*) > 0 on conflict do nothing returning id),
         targets as (insert into refresh_job_stocks (job_id, stock_id) select job.id, due.id from job cross join due)
    select (select id from job) as id, (select count(*) from due)::int as due`);
  const row = result.rows[0];
  return row.id ? { id: row.id } : { id: null, due: row.due };
}

/** Finished jobs older than `days` go: the button only ever reads the latest. */
export async function pruneFinishedJobs(db: Executor, days: number): Promise<void> {
  await db.delete(refreshJobs).where(lt(refreshJobs.finishedAt, sql`now() - ${days} * interval '1 day'`));
}

/**
 * Takes the oldest job that is queued, or running under a lease that ran out (its instance died),
 * for this instance: a new claim, a lease, and one more interruption when it was running.
 */
export async function claimJob(db: Executor, claim: string, leaseMs: number): Promise<RefreshJobRow | undefined> {
  const next = db
    .select({ id: refreshJobs.id })
    .from(refreshJobs)
    .where(and(inArray(refreshJobs.state, ACTIVE), or(eq(refreshJobs.state, "queued"), lt(refreshJobs.leaseUntil, sql`now()`))))
    .orderBy(asc(refreshJobs.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(refreshJobs)
    .set({
      state: "running",
      claim,
      leaseUntil: lease(leaseMs),
      startedAt: sql`coalesce(${refreshJobs.startedAt}, now())`,
      interruptions: sql`${refreshJobs.interruptions} + (${refreshJobs.state} = 'running')::int`,
    })
    .where(eq(refreshJobs.id, sql`(${next})`))
    .returning();
  return row;
}

const held = (jobId: string, claim: string) => and(eq(refreshJobs.id, jobId), eq(refreshJobs.claim, claim));

/** Moves the lease on; false when this instance no longer holds the job. */
export async function renewLease(db: Executor, jobId: string, claim: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(refreshJobs)
    .set({ leaseUntil: lease(leaseMs) })
    .where(held(jobId, claim))
    .returning({ id: refreshJobs.id });
  return rows.length > 0;
}

/** The job's stocks not settled yet, in symbol order (the scheduled job's: every user's). */
export async function remainingTargets(db: Executor, jobId: string): Promise<RefreshTarget[]> {
  const result = await db.execute<{ id: string; userId: string; symbol: string }>(sql`
    select s.id, s.user_id as "userId", s.symbol
      from refresh_job_stocks t join ${stocks} s on s.id = t.stock_id
     where t.job_id = ${jobId}
     order by s.symbol, s.user_id`);
  return result.rows;
}

export interface SettledStocks {
  /** Every stock the batch asked about, refreshed or not. */
  settled: readonly string[];
  /** Those whose price was written. */
  written: readonly string[];
  /** Those that failed with a 429. */
  rateLimited: readonly string[];
  newAlerts: number;
}

/**
 * In the transaction that wrote the batch's prices: its stocks leave the job's list and its counts
 * move. A stock deleted meanwhile has already left the list (ON DELETE CASCADE) and counts nowhere.
 * False when this instance no longer holds the job: the caller rolls the batch back.
 */
export async function settleStocks(db: Executor, jobId: string, claim: string, leaseMs: number, batch: SettledStocks): Promise<boolean> {
  const result = await db.execute(sql`
    with settled as (delete from refresh_job_stocks where job_id = ${jobId} and stock_id = any(${sql.param(batch.settled)}::uuid[])
                     returning stock_id)
    update refresh_jobs
       set processed = processed + (select count(*) from settled),
           successful = successful + (select count(*) from settled where stock_id = any(${sql.param(batch.written)}::uuid[])),
           failed = failed + (select count(*) from settled where stock_id <> all(${sql.param(batch.written)}::uuid[])),
           rate_limited = rate_limited + (select count(*) from settled where stock_id = any(${sql.param(batch.rateLimited)}::uuid[])),
           new_alerts = new_alerts + ${batch.newAlerts},
           lease_until = ${lease(leaseMs)}
     where id = ${jobId} and claim = ${claim}`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * The run is over: stocks never asked (the provider was rate limiting) count as failed and rate
 * limited, and the total becomes what was settled (stocks deleted during the run drop out).
 */
export async function finishJob(db: Executor, jobId: string, claim: string): Promise<RefreshJobRow | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    with unasked as (delete from refresh_job_stocks where job_id = ${jobId} returning stock_id),
         n as (select count(*)::int as n from unasked)
    update refresh_jobs
       set state = 'done', finished_at = now(), claim = null, lease_until = null,
           processed = processed + n.n, failed = failed + n.n, rate_limited = rate_limited + n.n, total = processed + n.n
      from n
     where id = ${jobId} and claim = ${claim}
    returning id`);
  return result.rows[0] ? findJob(db, jobId) : undefined;
}

/** Back to the queue (this instance is stopping): the next claim carries on with the stocks left. */
export async function releaseJob(db: Executor, jobId: string, claim: string): Promise<void> {
  await db.update(refreshJobs).set({ state: "queued", claim: null, leaseUntil: null }).where(held(jobId, claim));
}

/** Ends the job as failed with a reason a user reads; its unsettled stocks are dropped. */
export async function failJob(db: Executor, jobId: string, claim: string, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(refreshJobs)
      .set({ state: "failed", error, finishedAt: sql`now()`, claim: null, leaseUntil: null })
      .where(held(jobId, claim))
      .returning({ id: refreshJobs.id });
    if (rows.length > 0) await tx.execute(sql`delete from refresh_job_stocks where job_id = ${jobId}`);
  });
}
