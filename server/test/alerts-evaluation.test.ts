// The evaluation itself: its statement count does not grow with stocks, two evaluations racing on
// one database store each firing once, and the set-based facts read agrees with the portfolio read
// (so the pure rules in shared/domain see the same values the dashboard shows).
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertFacts } from "@shared/domain/alerts";
import { alerts, fairValues, stocks, type NewFairValue } from "@shared/schema";
import { connect } from "../db/connection";
import { logger } from "../logger";
import { createPortfolioService } from "../services/portfolio";
import { createAlertEvaluator, factsOf } from "../services/alert-evaluation";
import { loadAlertFacts, writeAlertEvaluation } from "../storage/alert-evaluation";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-15T00:00:00Z");
const MARKET_TIME = new Date("2026-11-14T05:10:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const evaluator = createAlertEvaluator();

/**
 * `count` stocks at 50, each with Morningstar 40 (Medium: 5-star 28), Intelligent Investor 45 with
 * Buy Below 30 / Sell Above 60, Motley Fool 42, Bell Potter 44 and a target below of 29.
 */
async function seedStocks(count: number) {
  const user = await t.createUser();
  const rows = await t.db
    .insert(stocks)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: user.id,
        symbol: `E${i.toString(36).toUpperCase().padStart(4, "0")}`,
        name: `Stock ${i}`,
        lastPrice: 50,
        lastPriceUpdatedAt: MARKET_TIME,
        alertBelow: 29,
      })),
    )
    .returning({ id: stocks.id });
  const values: NewFairValue[] = rows.flatMap(({ id }) => [
    { stockId: id, source: "morningstar", asOfMonth: "2026-11-01", fairValue: 40, meta: { uncertainty: "Medium" } },
    { stockId: id, source: "intelligent-investor", asOfMonth: "2026-11-01", fairValue: 45, meta: { buy_below: 30, sell_above: 60 } },
    { stockId: id, source: "motley-fool", asOfMonth: "2026-10-01", fairValue: 42 },
    { stockId: id, source: "bell-potter", asOfMonth: "2026-11-01", fairValue: 44 },
  ]);
  for (let i = 0; i < values.length; i += 4_000) await t.db.insert(fairValues).values(values.slice(i, i + 4_000));
  return { userId: user.id, ids: rows.map((r) => r.id) };
}

const setPrices = (userId: string, price: number) => t.db.update(stocks).set({ lastPrice: price }).where(eq(stocks.userId, userId));
const evaluateAll = (db: TestApp["db"], userId: string) => db.transaction((tx) => evaluator.evaluate(tx, { userId }));

describe("statement count", () => {
  it("is the same for 20, 200 and 2,000 stocks, for the first evaluation and for one that fires", async () => {
    const counts: number[][] = [];
    for (const size of [20, 200, 2_000]) {
      const { userId } = await seedStocks(size);
      // First: every state is new (ratings and fair values remembered), nothing crosses at 50.
      const first = await countStatements(() => evaluateAll(t.db, userId));
      expect(first.result.stocks).toBe(size);
      expect(first.result.newAlerts.get(userId) ?? 0).toBe(0);
      // 27: five-star (≤ 28), buy-below (≤ 30) and the target (≤ 29) fire for every stock, and the
      // rating goes Sell ((50 − 42.75) / 50 = +14.5 %) → Strong Buy ((27 − 42.75) / 27 = −58 %).
      await setPrices(userId, 27);
      const firing = await countStatements(() => evaluateAll(t.db, userId));
      expect(firing.result.newAlerts.get(userId)).toBe(size * 4);
      // Nothing moved: nothing fires, nothing is written.
      const quiet = await countStatements(() => evaluateAll(t.db, userId));
      expect(quiet.result.newAlerts.get(userId) ?? 0).toBe(0);
      counts.push([first.statements, firing.statements, quiet.statements]);
    }
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[2]).toEqual(counts[0]);
    // BEGIN, lock, read, write, COMMIT.
    expect(counts[0]).toEqual([5, 5, 5]);
  });
});

describe("two evaluations racing", () => {
  it("store each firing once: two connections evaluating the same stocks at the same moment", async () => {
    const { userId, ids } = await seedStocks(50);
    const other = connect((t.pool.options as { connectionString: string }).connectionString, logger);
    try {
      await Promise.all([evaluateAll(t.db, userId), evaluateAll(other.db, userId)]);
      // Down, up, down: five-star (and buy-below, the target) fire twice per stock, the rating once.
      for (const price of [27, 50, 27]) {
        await setPrices(userId, price);
        const [a, b] = await Promise.all([evaluateAll(t.db, userId), evaluateAll(other.db, userId)]);
        // Between them they report each new alert once.
        // At 27: five-star, buy-below, the target and the rating (→ Strong Buy) per stock; at 50 the rating alone (→ Sell).
        expect((a.newAlerts.get(userId) ?? 0) + (b.newAlerts.get(userId) ?? 0)).toBe(price === 27 ? ids.length * 4 : ids.length);
      }
      const stored = await t.db.select().from(alerts).where(eq(alerts.userId, userId));
      const per = (kind: string) => stored.filter((a) => a.kind === kind).length;
      expect(per("five-star")).toBe(ids.length * 2);
      expect(per("buy-below")).toBe(ids.length * 2);
      expect(per("target")).toBe(ids.length * 2);
      // The broker average is (40 + 45 + 42 + 44) / 4 = 42.75: at 50 (50 − 42.75) / 50 = +14.5 % is Sell,
      // at 27 (27 − 42.75) / 27 = −58 % Strong Buy: Sell → Strong Buy → Sell → Strong Buy.
      expect(per("rating-change")).toBe(ids.length * 3);
    } finally {
      await other.close();
    }
  });

  it("cannot store one firing twice even when an evaluation works from a stale state", async () => {
    const { userId, ids } = await seedStocks(1);
    const row = {
      userId,
      stockId: ids[0],
      kind: "five-star",
      condition: "five-star" as const,
      episode: 1,
      message: "m",
      price: 27,
      threshold: 28,
    };
    expect(await t.db.transaction((tx) => writeAlertEvaluation(tx, [], [row]))).toEqual(new Map([[userId, 1]]));
    // The same firing (stock, condition, episode) again: the unique index keeps it out.
    expect(await t.db.transaction((tx) => writeAlertEvaluation(tx, [], [row]))).toEqual(new Map());
    expect(await t.db.select().from(alerts).where(eq(alerts.stockId, ids[0]))).toHaveLength(1);
  });
});

describe("the facts read", () => {
  const SOURCES = ["morningstar", "intelligent-investor", "motley-fool", "bell-potter", "bell-potter-consensus"] as const;
  const MONTHS = ["2025-09-01", "2026-02-01", "2026-05-01", "2026-08-01", "2026-10-01", "2026-11-01"];
  const row = fc.record({
    source: fc.constantFrom(...SOURCES),
    month: fc.constantFrom(...MONTHS),
    value: fc.integer({ min: 1, max: 20_000 }).map((cents) => cents / 100),
    day: fc.integer({ min: 1, max: 28 }),
    meta: fc.option(
      fc.record(
        {
          uncertainty: fc.constantFrom("Low", "medium", " Very High ", "Bogus"),
          economicMoat: fc.constantFrom("Wide", "None"),
          buy_below: fc.oneof(fc.double({ min: 1, max: 200, noNaN: true }), fc.constantFrom("12.5", "n/a")),
          sell_above: fc.double({ min: 1, max: 300, noNaN: true }),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    ),
  });

  it("agrees with the portfolio read on every value the conditions use", async () => {
    const portfolio = createPortfolioService(t.db, () => NOW);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(row, { maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (histories, priced) => {
          const user = await t.createUser();
          const created = await t.db
            .insert(stocks)
            .values(
              histories.map((_, i) => ({
                userId: user.id,
                symbol: `F${i}`,
                name: `F${i}`,
                lastPrice: 30,
                lastPriceUpdatedAt: priced ? MARKET_TIME : null,
                alertBelow: i % 2 ? 25 : null,
              })),
            )
            .returning();
          const values: NewFairValue[] = histories.flatMap((history, i) =>
            // Each row a second apart: the newest import of a month wins, and two imports never share a moment.
            history.map((r, j) => ({
              stockId: created[i].id,
              source: r.source,
              asOfMonth: r.month,
              fairValue: r.value,
              meta: r.meta ? { ...r.meta } : null,
              createdAt: new Date(Date.parse(`${r.month.slice(0, 8)}${String(r.day).padStart(2, "0")}T00:00:00Z`) + j * 1000),
            })),
          );
          if (values.length) await t.db.insert(fairValues).values(values);

          const views = new Map((await portfolio.list(user.id, true)).map((v) => [v.id, v]));
          const facts = await loadAlertFacts(
            t.db,
            created.map((s) => s.id),
          );
          expect(facts).toHaveLength(created.length);
          for (const factRow of facts) {
            const view = views.get(factRow.stockId)!;
            const expected = alertFacts({
              lastPrice: view.lastPrice,
              lastPriceUpdatedAt: view.lastPriceUpdatedAt,
              isPortfolio: view.isPortfolio,
              fairValues: {
                morningstar: view.morningstarFV,
                "intelligent-investor": view.intelligentInvestorFV,
                "motley-fool": view.motleyFoolFV,
                "bell-potter": view.bellPotterFV,
                "bell-potter-consensus": view.bellPotterConsensusFV,
              },
              msUncertainty: view.msUncertainty,
              iiBuyBelow: view.iiBuyBelow,
              iiSellAbove: view.iiSellAbove,
              alertBelow: view.alertBelow,
              alertAbove: view.alertAbove,
            });
            expect(factsOf(factRow)).toEqual(expected);
          }
          await t.db.execute(sql`delete from users where id = ${user.id}`);
        },
      ),
      { numRuns: 40 },
    );
  });
});
