// `npm run backup -- <file>` and `npm run restore -- <file> [--force]`. One summary line on success;
// one line on stderr and exit code 1 when refused or failed; exit code 2 for a wrong command line.
import "../env-file";
import { ConfigError, parseConfig } from "../config";
import { DataDirError } from "../db/embedded-postgres";
import { logger } from "../logger";
import { backupDatabase, BackupError } from "./backup";
import { parseArguments, USAGE, type CliArguments } from "./cli-arguments";
import { createsDatabase, openDatabaseTarget } from "./database-target";
import { RestoreRefused, restoreArchive, verifyArchive } from "./restore";

const size = (bytes: number) => (bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);
const seconds = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

async function run(args: CliArguments): Promise<string> {
  const startedAt = performance.now();
  // Only what the database needs: no session secret is generated in DATA_DIR by a backup.
  const config = parseConfig();
  // Where the restore would create the database, the archive is checked first, so a bad one leaves
  // the DATA_DIR as it was; elsewhere the load checks every byte before it commits (restore.ts).
  const verified = args.command === "restore" && createsDatabase(config) ? await verifyArchive(args.file) : undefined;
  const target = await openDatabaseTarget(config, logger, args.command);
  try {
    if (args.command === "backup") {
      const { manifest, bytes } = await backupDatabase(target.handle.pool, args.file);
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      return `Backup written to ${args.file}: ${rows} rows in ${manifest.tables.length} tables at migration ${manifest.migration.tag}, ${size(bytes)}, from ${target.description}, in ${seconds(startedAt)}.`;
    }
    const result = await restoreArchive(target.handle.pool, args.file, { force: args.force, verified });
    return `Restored ${args.file} (made ${result.manifest.createdAt} by version ${result.manifest.appVersion} at migration ${result.manifest.migration.tag}): ${result.rows} rows in ${result.manifest.tables.length} tables into ${target.description}, migrated to ${result.migratedTo}, in ${seconds(startedAt)}. Everyone signs in again.`;
  } finally {
    await target.handle.close();
  }
}

const args = parseArguments(process.argv.slice(2));
if (!args) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
try {
  process.stdout.write(`${await run(args)}\n`);
} catch (error) {
  const known =
    error instanceof RestoreRefused || error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirError;
  const message = (error as Error).message;
  process.stderr.write(`${known ? message : `${args.command === "backup" ? "Backup" : "Restore"} failed: ${message}`}\n`);
  process.exit(1);
}
