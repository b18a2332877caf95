// Upgrades lose nothing (docs/decisions/017-backup-and-restore.md). Each archive in
// fixtures/upgrade/ was made with the app's own backup at an earlier release's last migration; it is
// restored into an empty database, migrated forward by the current migrations, and then:
//  - every archived row of every table still holds every archived value (compared as COPY text), and
//  - the fixture's users sign in with their password and read each of their rows through the API.
// A new migration that drops or rewrites user data fails here until a decision record says why and
// how the data is kept, and this test learns the new shape.
import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SESSION_SETTINGS } from "../backup/backup";
import { quoteColumns } from "../backup/manifest";
import { restoreArchive } from "../backup/restore";
import { readMigrationSteps } from "../db/migration-steps";
import { archiveRows } from "./backup/support";
import { BHP, CSL, FIXTURE_MIGRATION, FIXTURE_PASSWORD, FIXTURE_ROWS, INVESTOR, OWNER, WES, XRO } from "./fixtures/upgrade/fixture-rows";
import { createEmptyDatabase } from "./support/test-database";
import { startTestApp, type TestApp } from "./support/test-app";

const fixturesDir = path.join(import.meta.dirname, "fixtures/upgrade");
const archives = readdirSync(fixturesDir).filter((name) => name.endsWith(".backup"));

/** A table's rows as COPY text lines of the given columns, sorted, under the backup's settings. */
async function copyLines(pool: pg.Pool, table: string, columns: string[]): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query("begin read only");
    await client.query(SESSION_SETTINGS);
    const parts: Buffer[] = [];
    for await (const chunk of client.query(copyTo(`copy (select ${quoteColumns(columns)} from "${table}") to stdout`))) parts.push(chunk);
    await client.query("commit");
    return Buffer.concat(parts).toString("utf8").split("\n").slice(0, -1).sort();
  } finally {
    client.release();
  }
}

describe.each(archives)("an archive of an earlier release (%s), restored and migrated to now", (archive) => {
  const file = path.join(fixturesDir, archive);
  let app: TestApp;
  let migratedTo: string;

  beforeAll(async () => {
    const database = await createEmptyDatabase(inject("postgresServerUrl"));
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      migratedTo = (await restoreArchive(pool, file)).migratedTo;
    } finally {
      await pool.end();
    }
    app = await startTestApp({ database });
  });
  afterAll(async () => app?.close());

  it("ends at the newest migration", () => {
    expect(migratedTo).toBe(readMigrationSteps().at(-1)!.tag);
  });

  it("keeps every archived row with every archived value, in every table", async () => {
    const { manifest, tables } = await archiveRows(file);
    expect(manifest.tables.length).toBeGreaterThanOrEqual(9);
    for (const table of manifest.tables) {
      const archived = tables[table.name].rows.map((r) => r.join("\t")).sort();
      expect(await copyLines(app.pool, table.name, table.columns), table.name).toEqual(archived);
    }
  });
});

describe(`the ${FIXTURE_MIGRATION} fixture's users, after the upgrade`, () => {
  let app: TestApp;

  beforeAll(async () => {
    const database = await createEmptyDatabase(inject("postgresServerUrl"));
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      await restoreArchive(pool, path.join(fixturesDir, `${FIXTURE_MIGRATION}.backup`));
    } finally {
      await pool.end();
    }
    app = await startTestApp({ database });
  });
  afterAll(async () => app?.close());

  async function signIn(email: string) {
    const agent = request.agent(app.app);
    await agent.post("/api/auth/login").send({ email, password: FIXTURE_PASSWORD }).expect(200);
    return agent;
  }
  const rowsOf = (table: string, keep: (row: Record<string, unknown>) => boolean) => FIXTURE_ROWS[table].filter(keep);
  const ownStocks = (userId: string) => new Set(rowsOf("stocks", (s) => s.user_id === userId).map((s) => s.id));
  const symbolOf = (stockId: unknown) => FIXTURE_ROWS.stocks.find((s) => s.id === stockId)!.symbol;

  /** The same rows as the API gives them, each at least with these fields (new fields may come). */
  function expectRows(actual: unknown, expected: Record<string, unknown>[]) {
    expect(actual).toHaveLength(expected.length);
    expect(actual).toEqual(expect.arrayContaining(expected.map((row) => expect.objectContaining(row))));
  }

  for (const [label, userId, email] of [
    ["owner", OWNER, "owner@fixture.example"],
    ["second user", INVESTOR, "investor@fixture.example"],
  ] as const) {
    it(`the ${label} signs in with the old password and reads every stock, fair value, shareholder, journal entry, allocation and import`, async () => {
      const agent = await signIn(email);
      const stocks = ownStocks(userId);
      const stockView = (s: Record<string, unknown>) => ({
        id: s.id,
        symbol: s.symbol,
        name: s.name,
        sector: s.sector,
        lastPrice: s.last_price,
        dividendYield: s.dividend_yield,
        isPortfolio: s.is_portfolio,
      });
      expectRows(
        (await agent.get("/api/portfolio").expect(200)).body,
        rowsOf("stocks", (s) => s.user_id === userId && s.is_portfolio === true).map(stockView),
      );
      expectRows(
        (await agent.get("/api/portfolio?isPortfolio=false").expect(200)).body,
        rowsOf("stocks", (s) => s.user_id === userId && s.is_portfolio === false).map(stockView),
      );
      expectRows(
        (await agent.get("/api/fair-values").expect(200)).body,
        rowsOf("fair_values", (f) => stocks.has(f.stock_id)).map((f) => ({
          id: f.id,
          stockId: f.stock_id,
          symbol: symbolOf(f.stock_id),
          source: f.source,
          asOfMonth: f.as_of_month,
          fairValue: f.fair_value,
          meta: f.meta,
          batchId: f.batch_id,
          createdAt: f.created_at,
        })),
      );
      expectRows(
        (await agent.get("/api/shareholders").expect(200)).body,
        rowsOf("shareholders", (h) => stocks.has(h.stock_id)).map((h) => ({
          id: h.id,
          stockId: h.stock_id,
          symbol: symbolOf(h.stock_id),
          name: h.name,
          shares: h.shares,
          percentage: h.percentage,
          change: h.change,
          asOfDate: h.as_of_date,
          createdAt: h.created_at,
        })),
      );
      expectRows(
        (await agent.get("/api/journal").expect(200)).body,
        rowsOf("journal_entries", (j) => stocks.has(j.stock_id)).map((j) => ({
          id: j.id,
          stockId: j.stock_id,
          symbol: symbolOf(j.stock_id),
          side: j.side,
          openedAt: j.opened_at,
          closedAt: j.closed_at,
          entryPrice: j.entry_price,
          exitPrice: j.exit_price,
          shares: j.shares,
          thesis: j.thesis,
          catalysts: j.catalysts,
          tags: j.tags,
          outcomeR: j.outcome_r,
          notes: j.notes,
          createdAt: j.created_at,
        })),
      );
      expectRows(
        (await agent.get("/api/portfolio/allocations").expect(200)).body,
        rowsOf("portfolio_allocations", (a) => a.user_id === userId).map((a) => ({
          stockId: a.stock_id,
          amount: a.amount,
          updatedAt: a.updated_at,
        })),
      );
      expectRows(
        (await agent.get("/api/import/batches").expect(200)).body,
        rowsOf("import_batches", (b) => b.user_id === userId).map((b) => ({
          id: b.id,
          source: b.source,
          fileName: b.file_name,
          rowsImported: b.rows_imported,
          rowsSkipped: b.rows_skipped,
          createdAt: b.created_at,
        })),
      );
    });
  }

  it("the owner still sees every account with its role and status", async () => {
    const agent = await signIn("owner@fixture.example");
    expectRows(
      (await agent.get("/api/auth/users").expect(200)).body,
      FIXTURE_ROWS.users.map((u) => ({ id: u.id, email: u.email, role: u.role, status: u.status, createdAt: u.created_at })),
    );
  });

  it("covers every table the fixture's release had, and the stocks the checks above name", () => {
    expect(Object.keys(FIXTURE_ROWS).sort()).toEqual([
      "access_logs",
      "fair_values",
      "import_batches",
      "journal_entries",
      "password_reset_tokens",
      "portfolio_allocations",
      "shareholders",
      "stocks",
      "users",
    ]);
    expect([BHP, CSL, XRO, WES].every((id) => FIXTURE_ROWS.stocks.some((s) => s.id === id))).toBe(true);
  });
});
