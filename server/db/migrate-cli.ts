// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database.
import "../env-file";
import { loadConfig } from "../config";
import { logger } from "../logger";
import { openDatabase } from "./connection";
import { runMigrations } from "./migrate";

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, logger);
try {
  await runMigrations(handle.db);
  logger.info("Migrations applied");
} finally {
  await handle.close();
}
