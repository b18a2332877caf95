// Start-up: config → database (+ migrations) → createApp → listen; clean shutdown on SIGINT/SIGTERM.
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
import { startDailyPriceRefresh } from "./scheduler";

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
  // Instances started together on one database would otherwise race to create the same tables.
  await withAdvisoryLock(database.pool, MIGRATION_LOCK_KEY, () => runMigrations(database.db));

  const staticDir = process.env.STATIC_DIR ?? path.join(projectRoot(), "dist", "public");
  // One mailer for the app (password resets, test digests) and the scheduler's daily digests.
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, logger);
  const app = createApp({ db: database.db, pool: database.pool, config, logger, mailer, staticDir });
  const priceRefresh =
    config.PRICE_REFRESH_SCHEDULE === "daily"
      ? startDailyPriceRefresh({
          db: database.db,
          pool: database.pool,
          marketDataBaseUrl: config.MARKET_DATA_BASE_URL,
          logger,
          mailer,
          appUrl: config.APP_URL,
        })
      : undefined;
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info(`ASX Fair Value Dashboard listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`, {
      database: config.DATABASE_URL ? "DATABASE_URL" : `embedded (${config.DATA_DIR}/pg)`,
    });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("Shutting down", { signal });
    server.close();
    server.closeAllConnections?.();
    // Before the database closes: a run in progress stops asking and releases its lock.
    await priceRefresh?.stop().catch((error) => logger.error("Price refresh shutdown failed", { error: String(error) }));
    await database.close().catch((error) => logger.error("Database shutdown failed", { error: String(error) }));
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  logger.error("Start-up failed", { error: (error as Error).stack ?? String(error) });
  process.exit(1);
});
