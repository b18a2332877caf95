// GET /api/health and GET /api/ready, and the gate that keeps the rest of /api closed until the
// database has every migration this app knows (docs/decisions/022-account-export-import-and-health.md).
// health: the process is up and the database answers (200 with its round-trip time, else 503).
// ready: health, and the migrations are applied, and the app is not stopping; a load balancer sends
// traffic only to a ready instance, so one that is migrating, or draining after SIGTERM, gets none.
import type pg from "pg";
import type { HealthView, ReadyView } from "@shared/contracts/health";
import { HEALTH_MESSAGES } from "@shared/contracts/health";
import { lastAppliedMigration, readMigrationSteps } from "../db/migration-steps";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";

/** A database slower than this to answer `select 1` counts as not answering. */
export const HEALTH_TIMEOUT_MS = 5_000;

/** What server/index.ts tells the app about the process: SIGTERM received, draining requests. */
export interface AppLifecycle {
  stopping: boolean;
}

const unavailable = () => new HttpError(503, "database_unavailable", HEALTH_MESSAGES.databaseUnavailable, { status: "unavailable" });

export function createHealthService(deps: { pool: pg.Pool; logger: Logger; lifecycle: AppLifecycle }) {
  const { pool, logger, lifecycle } = deps;
  // The newest migration this build ships; read once, when first asked.
  let newest: { when: number } | null | undefined;
  // Migrations are never taken back while the app runs: once applied, not asked again.
  let migrated = false;

  async function ping(): Promise<number> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pool.query("select 1"),
        new Promise(
          (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS)),
        ),
      ]);
    } catch (error) {
      logger.warn("Health check failed", { error: (error as Error).message });
      throw unavailable();
    } finally {
      clearTimeout(timer);
    }
    return Math.round((performance.now() - started) * 100) / 100;
  }

  async function migrationsApplied(): Promise<boolean> {
    if (migrated) return true;
    newest ??= readMigrationSteps().at(-1) ?? null;
    const client = await pool.connect();
    try {
      const applied = await lastAppliedMigration(client);
      // drizzle compares migrations by their journal time alone; a newer instance may be further on.
      migrated = newest === null || (applied !== null && applied.createdAt >= newest.when);
      return migrated;
    } finally {
      client.release();
    }
  }

  return {
    async health(): Promise<HealthView> {
      return { status: "ok", databaseLatencyMs: await ping() };
    },

    async ready(): Promise<ReadyView> {
      if (lifecycle.stopping) throw new HttpError(503, "not_ready", HEALTH_MESSAGES.stopping, { status: "stopping" });
      const databaseLatencyMs = await ping();
      if (!(await migrationsApplied().catch(() => Promise.reject(unavailable()))))
        throw new HttpError(503, "not_ready", HEALTH_MESSAGES.migrating, { status: "migrating" });
      return { status: "ready", databaseLatencyMs };
    },

    /** For the gate: answers from memory once the migrations were seen applied. */
    migrationsApplied,
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
