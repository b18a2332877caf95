// A backup writes each table in the order of its widest plain index, so a restore, which builds every
// index after loading, hands PostgreSQL's sort input that is already in order (server/backup/catalog.ts).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase } from "../../backup/backup";
import { backupOrder } from "../../backup/catalog";
import { startTestApp, type TestApp } from "../support/test-app";
import { paste } from "../support/imports";
import { archiveRows } from "./support";

const dir = mkdtempSync(path.join(os.tmpdir(), "asx-backup-order-"));
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const sortedCopy = (rows: string[][], key: (row: string[]) => string) =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

describe("the order a backup writes rows in", () => {
  it("is each table's widest plain index, the primary key on a tie, leaving out partial indexes", async () => {
    const client = await app.pool.connect();
    try {
      const order = await backupOrder(client, ["price_history", "fair_values", "users"]);
      expect(order.get("price_history")).toEqual(["symbol", "trade_date"]);
      // Wider than the primary key (id) and than the three-column Morningstar index, which is partial.
      expect(order.get("fair_values")).toEqual(["stock_id", "source", "as_of_month", "created_at"]);
      // The primary key (id) and the unique email index have one column each: the primary key wins.
      expect(order.get("users")).toEqual(["id"]);
    } finally {
      client.release();
    }
  });

  it("puts closes stored out of order, and fair values imported stock after stock, into that order in the archive", async () => {
    // Newest first and symbols backwards: the heap holds them in the opposite order to the key.
    await app.pool.query(
      `insert into price_history (symbol, trade_date, close)
       select s, date '2024-01-31' - d, 10 + d from unnest(array['WBC', 'CSL', 'BHP']) as s, generate_series(0, 29) as d`,
    );
    const { agent } = await app.signedInAgent();
    await paste(agent, "WBC,30,31,Medium,Wide,Strong\nCSL,250,300,Low,Wide,Strong\nBHP,45.20,45.00,Medium,Wide,Strong");
    await paste(agent, "CSL (ASX: CSL) Buy under $280\nBHP (ASX: BHP) Buy under $40", "motley-fool");
    const file = path.join(dir, "ordered.backup");
    await backupDatabase(app.pool, file);
    const { tables } = await archiveRows(file, app.pool);

    const closes = tables.price_history.rows;
    expect(closes).toHaveLength(90);
    expect(closes).toEqual(sortedCopy(closes, ([symbol, date]) => `${symbol} ${date}`));
    expect(closes[0].slice(0, 2)).toEqual(["BHP", "2024-01-02"]);

    const columns = tables.fair_values.columns;
    const at = (name: string) => columns.indexOf(name);
    const fairValues = tables.fair_values.rows;
    expect(fairValues.length).toBeGreaterThanOrEqual(5);
    const key = (row: string[]) => [row[at("stock_id")], row[at("source")], row[at("as_of_month")], row[at("created_at")]].join(" ");
    expect(fairValues).toEqual(sortedCopy(fairValues, key));
  });
});
