import { is } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "@shared/schema";
import { CASCADES, RESOURCES, isStale, staleResources, type Resource } from "./resources";

const sorted = (set: Iterable<Resource>) => [...set].sort();

describe("staleResources", () => {
  it("is what a call writes, without cascades", () => {
    expect(sorted(staleResources({ writes: ["stocks"] }))).toEqual(["stocks"]);
    expect(sorted(staleResources({ writes: ["shareholders", "importBatches"] }))).toEqual(["importBatches", "shareholders"]);
  });

  it("adds what the database removes with a removed stock or import batch", () => {
    expect(sorted(staleResources({ deletes: ["stocks"] }))).toEqual([
      "alerts",
      "allocations",
      "corporateActions",
      "dividends",
      "fairValues",
      "journal",
      "shareholders",
      "stocks",
      "taxStatements",
      "trades",
    ]);
    expect(sorted(staleResources({ deletes: ["importBatches"] }))).toEqual([
      "alertSettings",
      "allocations",
      "corporateActions",
      "dividends",
      "fairValues",
      "holdingSettings",
      "importBatches",
      "journal",
      "shareholders",
      "taxStatements",
      "trades",
    ]);
    expect(sorted(staleResources({ deletes: ["fairValues"] }))).toEqual(["fairValues"]);
  });

  it("joins writes and deletes", () => {
    expect(sorted(staleResources({ writes: ["journal"], deletes: ["importBatches"] }))).toEqual([
      "alertSettings",
      "allocations",
      "corporateActions",
      "dividends",
      "fairValues",
      "holdingSettings",
      "importBatches",
      "journal",
      "shareholders",
      "taxStatements",
      "trades",
    ]);
  });

  it("is nothing for a call that stores nothing, and everything for one that declares nothing", () => {
    expect(staleResources({}).size).toBe(0);
    expect(sorted(staleResources(undefined))).toEqual([...RESOURCES].sort());
  });
});

describe("isStale", () => {
  const stale = new Set<Resource>(["fairValues"]);
  it("is true when the read answers from a changed resource", () => {
    expect(isStale({ reads: ["stocks", "fairValues"] }, stale)).toBe(true);
    expect(isStale({ reads: ["stocks", "allocations"] }, stale)).toBe(false);
  });

  it("treats a read that declares nothing as reading everything, and one that reads nothing as never stale", () => {
    expect(isStale(undefined, stale)).toBe(true);
    expect(isStale({}, stale)).toBe(true);
    expect(isStale({ reads: [] }, stale)).toBe(false);
    expect(isStale(undefined, new Set())).toBe(false);
  });
});

// The tables the client reads, by resource; the others (sessions, reset tokens, access logs) are
// never shown by a client read.
const TABLE_RESOURCES: Record<string, Resource> = {
  users: "users",
  stocks: "stocks",
  import_batches: "importBatches",
  fair_values: "fairValues",
  shareholders: "shareholders",
  journal_entries: "journal",
  portfolio_allocations: "allocations",
  alerts: "alerts",
  alert_settings: "alertSettings",
  price_history: "priceHistory",
  trades: "trades",
  holding_settings: "holdingSettings",
  dividends: "dividends",
  tax_statements: "taxStatements",
  corporate_actions: "corporateActions",
};
// sale_allocations (a sale's chosen parcels) are part of `trades`: only trade calls write them, and
// they leave with their sale, so they are not a resource of their own.

describe("CASCADES", () => {
  it("are the ON DELETE CASCADE foreign keys of shared/schema/ between resources the client reads", () => {
    const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
    expect(tables.map((t) => getTableConfig(t).name)).toEqual(expect.arrayContaining(Object.keys(TABLE_RESOURCES)));

    const fromSchema = Object.fromEntries(RESOURCES.map((r) => [r, [] as Resource[]])) as Record<Resource, Resource[]>;
    for (const table of tables) {
      const config = getTableConfig(table);
      const child = TABLE_RESOURCES[config.name];
      for (const key of config.foreignKeys) {
        if (key.onDelete !== "cascade") continue;
        const parent = TABLE_RESOURCES[getTableConfig(key.reference().foreignTable).name];
        // Users → …: the owner only approves or rejects other accounts, whose rows are not the
        // signed-in user's; see the comment on CASCADES.
        if (!child || !parent || parent === "users") continue;
        // A table with two keys to one parent (a corporate action's stock and the other stock it names) cascades once.
        if (!fromSchema[parent].includes(child)) fromSchema[parent].push(child);
      }
    }
    const normalise = (map: Readonly<Record<Resource, readonly Resource[]>>) =>
      Object.fromEntries(RESOURCES.map((r) => [r, [...map[r]].sort()]));
    expect(normalise(CASCADES)).toEqual(normalise(fromSchema));
  });
});
