// Imported first by every entry point (server/index.ts, the backup and migrate commands), before any
// module reads process.env: loads `.env` from the current folder when there is one, with Node's own
// parser (comment lines, quotes and `export` are understood). A variable already set in the
// environment wins over the file, so a service manager's settings and the tests' stay in charge.
import { existsSync } from "node:fs";
import path from "node:path";

export const ENV_FILE = path.resolve(".env");

if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
