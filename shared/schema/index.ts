// The whole data model, as Drizzle tables, one file per area. No database connection lives here:
// both the server (queries) and drizzle-kit (migrations, drizzle.config.ts) read these definitions.
export * from "./users";
export * from "./stocks";
export * from "./stock-records";
export * from "./market-data";
export * from "./alerts";
export * from "./refresh-jobs";
export * from "./ledger";
export * from "./income";
export * from "./corporate-actions";
