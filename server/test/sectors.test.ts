import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioAllocations } from "@shared/schema";
import { SECTOR_PALETTE } from "@shared/domain/sectors";
import { insertFairValues, insertStock } from "./support/factories";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

// 15 Nov 2026 in Sydney: fair values dated Nov-26 are the current ones.
const NOW = new Date("2026-11-15T00:00:00Z");
const MONTH = "2026-11-01";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

/**
 * A known portfolio:
 *   BHP  Materials   $40   MS 50, MF 46 → avg 48;  (40 − 48) / 40 × 100 = −20 → undervalued 20
 *   RIO  Materials   $100  BP 110      → avg 110; (100 − 110) / 100 × 100 = −10 → undervalued 10
 *   FMG  Materials   $20   no brokers  → counted, not averaged
 *   CBA  Banks       $150  II 120      → avg 120; (150 − 120) / 150 × 100 = +20 → undervalued −20
 *   XRO  (no sector) $100  no brokers  → "Unclassified"
 *   WES  Retailing, other-tracked, with a stray allocation row → in no figure
 * Allocations: BHP 10,000; RIO 2,500.5; FMG 0; CBA 20,000; XRO 1,000.
 */
async function seedKnownPortfolio() {
  const session = await t.signedInAgent();
  const userId = session.user.id;
  const bhp = await insertStock(t.db, { userId, symbol: "BHP", sector: "Materials", lastPrice: 40 });
  const rio = await insertStock(t.db, { userId, symbol: "RIO", sector: "Materials", lastPrice: 100 });
  const fmg = await insertStock(t.db, { userId, symbol: "FMG", sector: "Materials", lastPrice: 20 });
  const cba = await insertStock(t.db, { userId, symbol: "CBA", sector: "Banks", lastPrice: 150 });
  const xro = await insertStock(t.db, { userId, symbol: "XRO", sector: null, lastPrice: 100 });
  const wes = await insertStock(t.db, { userId, symbol: "WES", sector: "Retailing", lastPrice: 70, isPortfolio: false });
  await insertFairValues(t.db, [
    { stockId: bhp.id, source: "morningstar", asOfMonth: MONTH, fairValue: 50 },
    { stockId: bhp.id, source: "motley-fool", asOfMonth: MONTH, fairValue: 46 },
    { stockId: rio.id, source: "bell-potter", asOfMonth: MONTH, fairValue: 110 },
    { stockId: cba.id, source: "intelligent-investor", asOfMonth: MONTH, fairValue: 120 },
    // Consensus is not a broker: it must not change CBA's average.
    { stockId: cba.id, source: "bell-potter-consensus", asOfMonth: MONTH, fairValue: 300 },
  ]);
  for (const [stockId, amount] of [
    [bhp.id, 10_000],
    [rio.id, 2_500.5],
    [fmg.id, 0],
    [cba.id, 20_000],
    [xro.id, 1_000],
  ] as const) {
    await session.agent.post("/api/portfolio/allocations").send({ stockId, amount }).expect(200);
  }
  // The API refuses other-tracked stocks; a row left from before a move must still be ignored.
  await t.db.insert(portfolioAllocations).values({ userId, stockId: wes.id, amount: 99_999 });
  return session;
}

describe("GET /api/portfolio/sectors", () => {
  it("returns the sectors worth more than zero, biggest first, for the known portfolio", async () => {
    const { agent } = await seedKnownPortfolio();
    const res = await agent.get("/api/portfolio/sectors");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: "Banks", value: 20_000 },
      // 10,000 + 2,500.5 + 0
      { name: "Materials", value: 12_500.5 },
      { name: "Unclassified", value: 1_000 },
    ]);
  });

  it("is empty for a user without allocations, and never shows another user's sectors", async () => {
    await seedKnownPortfolio();
    const { agent, user } = await t.signedInAgent();
    await insertStock(t.db, { userId: user.id, symbol: "BHP", sector: "Materials" });
    expect((await agent.get("/api/portfolio/sectors")).body).toEqual([]);
  });
});

describe("GET /api/portfolio/sector-analytics", () => {
  it("returns every portfolio sector with its colour, stock count, value and average undervaluation", async () => {
    const { agent } = await seedKnownPortfolio();
    const res = await agent.get("/api/portfolio/sector-analytics");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      // Colours over the sorted portfolio sectors Banks, Materials, Unclassified: palette 0, 1, 2.
      // CBA only: −(+20) = −20.
      { name: "Banks", color: SECTOR_PALETTE[0], stockCount: 1, value: 20_000, avgUndervaluation: -20 },
      // BHP, RIO, FMG: mean(20, 10) = 15 (FMG has no broker values).
      { name: "Materials", color: SECTOR_PALETTE[1], stockCount: 3, value: 12_500.5, avgUndervaluation: 15 },
      // XRO: no brokers → null.
      { name: "Unclassified", color: SECTOR_PALETTE[2], stockCount: 1, value: 1_000, avgUndervaluation: null },
    ]);
  });

  it("lists sectors without allocations at zero, and is empty without portfolio stocks", async () => {
    const { agent, user } = await t.signedInAgent();
    expect((await agent.get("/api/portfolio/sector-analytics")).body).toEqual([]);
    await insertStock(t.db, { userId: user.id, symbol: "TLS", sector: "Telecommunication Services" });
    expect((await agent.get("/api/portfolio/sector-analytics")).body).toEqual([
      { name: "Telecommunication Services", color: SECTOR_PALETTE[0], stockCount: 1, value: 0, avgUndervaluation: null },
    ]);
  });

  it("keeps two users apart", async () => {
    await seedKnownPortfolio();
    const other = await t.signedInAgent();
    await insertStock(t.db, { userId: other.user.id, symbol: "CSL", sector: "Health Care", lastPrice: 250 });
    const res = await other.agent.get("/api/portfolio/sector-analytics");
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(["Health Care"]);
  });
});

describe("statement counts", () => {
  it("does not grow with the number of stocks", async () => {
    const { agent, user } = await t.signedInAgent();
    const measure = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const stock = await insertStock(t.db, { userId: user.id, symbol: `S${count}X${i}`, sector: i % 2 ? "Energy" : "Banks" });
        await insertFairValues(t.db, [{ stockId: stock.id, source: "morningstar", asOfMonth: MONTH, fairValue: 12 }]);
        await t.db.insert(portfolioAllocations).values({ userId: user.id, stockId: stock.id, amount: 100 + i });
      }
      const sectors = await countStatements(() => agent.get("/api/portfolio/sectors"));
      const analytics = await countStatements(() => agent.get("/api/portfolio/sector-analytics"));
      return [sectors.statements, analytics.statements];
    };
    const few = await measure(2);
    const many = await measure(40);
    expect(many).toEqual(few);
    // Beyond the session and user look-ups: 2 for sectors, 3 for analytics.
    expect(many[0]).toBeLessThanOrEqual(5);
    expect(many[1]).toBeLessThanOrEqual(6);
  });
});

describe("anonymous", () => {
  it("answers 401", async () => {
    expect((await request(t.app).get("/api/portfolio/sectors")).status).toBe(401);
    expect((await request(t.app).get("/api/portfolio/sector-analytics")).status).toBe(401);
  });
});
