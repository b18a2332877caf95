import { defineConfig } from "drizzle-kit";

// Only `npm run db:generate` reads this: it diffs shared/schema.ts against the committed
// migrations and needs no database connection. The app applies migrations itself at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema.ts",
  out: "./migrations",
});
