// The migration that stops storing derived dividend units (0016, decision 034) keeps what users gave:
// a database at 0014 with a dividend whose units were given and one whose units were worked out when
// it was written is migrated forward; the given units are kept as they were, the worked-out copy goes,
// and both read back through the API — the second on the units the ledger holds now.
import bcrypt from "bcrypt";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrationSteps, readMigrationSteps } from "../db/migration-steps";
import { createEmptyDatabase } from "./support/test-database";
import { startTestApp, type TestApp } from "./support/test-app";

const PASSWORD = "correct-horse-9";
const USER = "00000000-0000-4000-8000-000000000001";
const STOCK = "00000000-0000-4000-8000-000000000002";

describe("0016: dividend units derived on read", () => {
  let app: TestApp;

  beforeAll(async () => {
    const database = await createEmptyDatabase(inject("postgresServerUrl"));
    const steps = readMigrationSteps();
    const upTo = steps.findIndex((step) => step.tag === "0014_dividends");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query("begin");
      await applyMigrationSteps(client, steps.slice(0, upTo + 1));
      await client.query(`insert into users (id, email, password, role, status) values ($1, 'old@example.com', $2, 'owner', 'approved')`, [
        USER,
        await bcrypt.hash(PASSWORD, 4),
      ]);
      await client.query(`insert into stocks (id, user_id, symbol, name, last_price) values ($1, $2, 'BHP', 'BHP Group', 45)`, [
        STOCK,
        USER,
      ]);
      // 1,200 bought, then 17 more that the stored copy of the second dividend's units never saw.
      await client.query(
        `insert into trades (user_id, stock_id, type, trade_date, units, price, brokerage, dedupe_key)
         values ($1, $2, 'BUY', '2023-08-01', 1200, 44, 0, 'a'), ($1, $2, 'BUY', '2024-06-03', 17, 45, 0, 'b')`,
        [USER, STOCK],
      );
      await client.query(
        `insert into dividends (user_id, stock_id, ex_date, pay_date, amount_per_share, franking_percent, units, units_overridden, status, source)
         values ($1, $2, '2024-03-07', '2024-03-28', 0.72, 100, 1000, true, 'confirmed', 'manual'),
                ($1, $2, '2024-09-05', '2024-09-26', 0.65, 100, 1200, false, 'confirmed', 'manual')`,
        [USER, STOCK],
      );
      await applyMigrationSteps(client, steps.slice(upTo + 1));
      await client.query("commit");
    } finally {
      await client.end();
    }
    app = await startTestApp({ database });
  });
  afterAll(async () => app?.close());

  it("keeps the units given, drops the stored copy of derived ones, and reads both through the API", async () => {
    const stored = await app.pool.query(
      `select ex_date::text as "exDate", units::text, units_overridden as given from dividends order by ex_date`,
    );
    expect(stored.rows).toEqual([
      { exDate: "2024-03-07", units: "1000.000000", given: true },
      { exDate: "2024-09-05", units: null, given: false },
    ]);
    const agent = request.agent(app.app);
    await agent.post("/api/auth/login").send({ email: "old@example.com", password: PASSWORD }).expect(200);
    const listed = (await agent.get("/api/dividends").expect(200)).body.dividends;
    expect(
      listed.map((d: { exDate: string; units: string; unitsOverridden: boolean; cash: string }) => [
        d.exDate,
        d.units,
        d.unitsOverridden,
        d.cash,
      ]),
    ).toEqual([
      ["2024-09-05", "1217", false, "791.05"],
      ["2024-03-07", "1000", true, "720.00"],
    ]);
  });
});
