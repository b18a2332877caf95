import { defineConfig } from "drizzle-kit";

// Only `npm run db:generate` reads this: it diffs the tables in shared/schema/ (one file per area,
// shared/schema/index.ts re-exports them) against the committed migrations and needs no database
// connection. The app applies migrations itself at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
});
