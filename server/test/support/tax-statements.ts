// The holder of the brief's VAS-like example (issue 47), shared by the tax statement API tests.
import { afterAll, beforeAll, expect } from "vitest";
import type { Agent } from "./imports";
import { addStock, addTrade } from "./ledger";
import { startTestApp, type TestApp } from "./test-app";

/** The statement of the brief's example: FY 2024, cash 2,800.00, an AMIT excess of 35.00. */
export const VAS_FY2024 = {
  fy: 2024,
  cashDistribution: "2800.00",
  frankedDistributions: "2400.00",
  frankingCredits: "1000.00",
  unfranked: "0",
  interest: "0",
  otherAustralianIncome: "220.00",
  foreignIncome: "180.00",
  foreignIncomeTaxOffset: "20.00",
  discountedCapitalGains: "500.00",
  cgtConcessionAmount: "500.00",
  otherCapitalGains: "60.00",
  taxFree: "0",
  taxDeferred: "0",
  amitExcess: "35.00",
  amitShortfall: "0",
};

/**
 * The example's holder: VAS parcels A (600 units, 10 Aug 2020, $49,209.50) and B (400 units,
 * 15 Mar 2023, $35,209.50); four FY 2024 distributions of $0.70 a unit (the last goes ex on 1 Jul
 * 2024, so it is FY 2024's); and a $400.00 capital loss on XYZ shares sold on 1 Feb 2024.
 */
async function exampleHolder(t: TestApp) {
  const { agent, user } = await t.signedInAgent();
  const vas = await addStock(agent, "VAS", 95);
  const xyz = await addStock(agent, "XYZ", 6);
  await addTrade(agent, { stockId: vas, type: "BUY", tradeDate: "2020-08-10", units: "600", price: "82", brokerage: "9.50" });
  await addTrade(agent, { stockId: vas, type: "BUY", tradeDate: "2023-03-15", units: "400", price: "88", brokerage: "9.50" });
  await addTrade(agent, { stockId: xyz, type: "BUY", tradeDate: "2023-01-01", units: "100", price: "10" });
  await addTrade(agent, { stockId: xyz, type: "SELL", tradeDate: "2024-02-01", units: "100", price: "6" });
  const distributions: string[] = [];
  for (const [exDate, payDate] of [
    ["2023-10-02", "2023-10-17"],
    ["2024-01-02", "2024-01-17"],
    ["2024-04-02", "2024-04-17"],
    ["2024-07-01", "2024-07-16"],
  ]) {
    const res = await agent.post("/api/dividends").send({ stockId: vas, exDate, payDate, amountPerShare: "0.70", frankingPercent: "0" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    distributions.push(res.body.id);
  }
  return { agent, user, vas, xyz, distributions };
}

export async function addStatement(agent: Agent, stockId: string, body: Record<string, unknown> = {}) {
  const res = await agent.post("/api/tax-statements").send({ stockId, ...VAS_FY2024, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/**
 * The calling file's app, its clock at 20 Nov 2025, started before its tests and closed after them;
 * answers the app and a maker of the example's holders.
 */
export function taxStatementHolders() {
  const app: { t?: TestApp } = {};
  beforeAll(async () => {
    app.t = await startTestApp({ now: () => new Date("2025-11-20T00:00:00Z") });
  });
  afterAll(() => app.t?.close());
  const started = () => {
    if (!app.t) throw new Error("the test app has not started (taxStatementHolders' beforeAll has not run)");
    return app.t;
  };
  return { app: started, holder: () => exampleHolder(started()) };
}
