import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { projectRoot } from "../paths";
import type { Database } from "./connection";

export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ? path.resolve(process.env.MIGRATIONS_DIR) : path.join(projectRoot(), "migrations");
}

export async function runMigrations(db: Database) {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
