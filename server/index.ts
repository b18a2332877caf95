// Start-up: config → database → createApp → listen → migrations → ready; a graceful stop on SIGTERM
// and Ctrl+C (shutdown.ts).
import "./env-file";
import type { Server } from "node:http";
import path from "node:path";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase, withAdvisoryLock, type DatabaseHandle } from "./db/connection";
import { DataDirError } from "./db/embedded-postgres";
import { runMigrations } from "./db/migrate";
import { MIGRATION_LOCK_KEY } from "./db/migration-steps";
import { logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { projectRoot } from "./paths";
import { RESET_TOKENS_SHOWN_WARNING, showsResetTokens } from "./reset-token-exposure";
import { startDailyPriceRefresh } from "./scheduler";
import type { AppLifecycle } from "./services/health";
import { installGracefulStop } from "./shutdown";
import { errorFields } from "./error-fields";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, logger);
  } catch (error) {
    process.stderr.write(`${error instanceof DataDirError ? error.message : `Database start failed: ${(error as Error).message}`}\n`);
    process.exit(1);
  }
  const lifecycle: AppLifecycle = { stopping: false };
  const staticDir = process.env.STATIC_DIR ?? path.join(projectRoot(), "dist", "public");
  // One mailer for the app (password resets, test digests) and the scheduler's daily digests.
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, logger);
  if (showsResetTokens({ nodeEnv: config.NODE_ENV, host: config.HOST, mailConfigured: mailer.configured }))
    logger.warn(RESET_TOKENS_SHOWN_WARNING);
  const app = createApp({
    db: database.db,
    pool: database.pool,
    config,
    logger,
    mailer,
    staticDir,
    lifecycle,
    bcryptRounds: config.BCRYPT_ROUNDS,
  });
  const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  // Listening before the migrations: /api/health answers and /api/ready says 503 while they run
  // (behind the advisory lock, another instance may be applying them); the rest of /api waits.
  const server = await new Promise<Server>((resolve, reject) => {
    const started = app.listen(config.PORT, config.HOST, (error?: Error) => (error ? reject(error) : resolve(started)));
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === "object" && address ? address.port : config.PORT}`;
  logger.info(`Accepting connections on ${url}; ready once the database migrations are applied`);

  let priceRefresh: ReturnType<typeof startDailyPriceRefresh> | undefined;
  // Instances started together on one database would otherwise race to create the same tables.
  const migrated = withAdvisoryLock(database.pool, MIGRATION_LOCK_KEY, () => runMigrations(database.db));
  installGracefulStop({
    server,
    lifecycle,
    logger,
    graceMs: config.SHUTDOWN_GRACE_MS,
    async release() {
      await migrated.catch(() => {});
      // Before the database closes: the scheduler stops waiting, and the jobs running here stop
      // asking, write what they have and go back to the queue for another instance or the restart.
      await priceRefresh?.stop().catch((error) => logger.error("Price refresh shutdown failed", errorFields(error)));
      await app.refreshJobs.stop().catch((error) => logger.error("Refresh jobs shutdown failed", errorFields(error)));
      await database.close().catch((error) => logger.error("Database shutdown failed", errorFields(error)));
    },
  });
  await migrated;
  // Queued jobs, and those an instance that died left running, are picked up from now on.
  if (!lifecycle.stopping) app.refreshJobs.start();
  if (!lifecycle.stopping && config.PRICE_REFRESH_SCHEDULE === "daily")
    priceRefresh = startDailyPriceRefresh({
      db: database.db,
      jobs: app.refreshJobs,
      logger,
      mailer,
      appUrl: config.APP_URL,
      dividendSync: app.dividendSync,
      benchmarks: app.benchmarks,
    });
  logger.info(`ASX Fair Value Dashboard listening on ${url}`, {
    database: config.DATABASE_URL ? "DATABASE_URL" : `embedded (${config.DATA_DIR}/pg)`,
  });
}

main().catch((error) => {
  logger.error("Start-up failed", errorFields(error));
  process.exit(1);
});
