// How PostgreSQL keeps price_history (migration 0023, decision 087): the closes are read from the key
// alone (0022) only on pages a vacuum has marked all-visible, and the table only grows, so autovacuum
// must visit it after a fixed number of new closes, not after a fifth of the table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function storageParameters(table: string): Promise<Record<string, string>> {
  const { rows } = await t.pool.query<{ reloptions: string[] | null }>("select reloptions from pg_class where oid = $1::regclass", [table]);
  return Object.fromEntries((rows[0].reloptions ?? []).map((option) => option.split("=") as [string, string]));
}

describe("price_history's autovacuum", () => {
  it("vacuums and analyses it after every 10,000 closes written, whatever its size", async () => {
    expect(await storageParameters("price_history")).toEqual({
      autovacuum_vacuum_insert_scale_factor: "0",
      autovacuum_vacuum_insert_threshold: "10000",
      autovacuum_analyze_scale_factor: "0",
      autovacuum_analyze_threshold: "10000",
    });
  });

  it("leaves every other table on the server's defaults", async () => {
    const { rows } = await t.pool.query<{ relname: string }>(
      "select relname from pg_class where relkind = 'r' and reloptions is not null and relnamespace = 'public'::regnamespace",
    );
    expect(rows.map((row) => row.relname)).toEqual(["price_history"]);
  });
});
