import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fairValues, stocks } from "@shared/schema";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2026-11-15T00:00:00Z") });
});
afterAll(() => t.close());

const CHUNK = 500;
/** n distinct valid codes: "Q" + three base-36 digits (Q000, Q001, …). */
const morningstarPaste = (n: number, price: number) =>
  Array.from({ length: n }, (_, i) => `Q${i.toString(36).toUpperCase().padStart(3, "0")},${price},${price + 1},Medium,Wide,Strong`).join(
    "\n",
  );

async function measure(rows: number) {
  const { agent, user } = await t.signedInAgent();
  await agent.get("/api/import/batches").expect(200); // warm the pool and the session
  const importOnce = async (price: number) => {
    const { result, statements } = await countStatements(() =>
      agent.post("/api/import/morningstar").send({ text: morningstarPaste(rows, price) }),
    );
    expect(result.status).toBe(200);
    expect(result.body.totalRecords).toBe(rows);
    return statements;
  };
  // First import: every stock is new. Second: every stock exists and gets a price update.
  const created = await importOnce(10);
  const updated = await importOnce(11);
  const stored = await t.db
    .select({ id: fairValues.id })
    .from(fairValues)
    .innerJoin(stocks, eq(stocks.id, fairValues.stockId))
    .where(eq(stocks.userId, user.id));
  expect(stored).toHaveLength(rows * 2);
  return { created, updated };
}

describe("statement budget of an import", () => {
  it("does not grow with rows: 1,200 rows issue as many statements as 10", async () => {
    const few = await measure(10);
    const many = await measure(1200);
    // One set-based statement for the stocks (insert the new, update the prices of the rest) and one
    // for the fair values, whatever the row count; far inside the rows / 500 budget.
    expect(many.created).toBe(few.created);
    expect(many.updated).toBe(few.updated);
    expect(many.updated).toBeLessThanOrEqual(few.updated + Math.ceil(1200 / CHUNK));
    // And a small constant besides: session, user, BEGIN, the lock of the existing stocks (in id
    // order, services/import-writer.ts), batch row, the alert evaluation's lock, read and write,
    // COMMIT, session save.
    expect(few.created).toBeLessThanOrEqual(14);
    expect(few.updated).toBeLessThanOrEqual(16);
  });
});
