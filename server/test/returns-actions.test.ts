// Issue 48 with corporate actions through the API (decision 063's worked examples; the domain's are
// shared/domain/returns/action-flows.test.ts, the return of capital's API one server/test/returns.test.ts):
// trades and the action through POST /api/trades and POST /api/corporate-actions, the closes in the
// shared history, GET /api/returns over 1 Jan – 31 Mar 2025. 89 days: a flow on 3 Feb is day 33 and
// weighs (89 − 33)/89 = 56/89 in the modified Dietz denominator. Every figure worked by hand below.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReturnsView } from "@shared/contracts/returns";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-06-30T06:00:00Z") });
});
afterAll(() => t.close());

const PERIOD = "/api/returns?from=2025-01-01&to=2025-03-31";
const rate = (text: string | null | undefined) => Number(text);

async function storeCloses(symbol: string, closes: [string, string][]) {
  await t.db.execute(sql`insert into price_history (symbol, trade_date, close)
    select ${symbol}, d::date, c::float8 from unnest(${sql.param(closes.map(([date]) => date))}::text[], ${sql.param(closes.map(([, close]) => close))}::text[]) as r(d, c)
    on conflict do nothing`);
}

/** A user who bought 100 of `symbol` on 2 Dec 2024 at $10.00, no brokerage ($1,000.00). */
async function holder(symbol: string) {
  const { agent } = await t.signedInAgent();
  const stockId = await addStock(agent, symbol, 10);
  await addTrade(agent, { stockId, type: "BUY", tradeDate: "2024-12-02", units: "100", price: "10", brokerage: "0" });
  return { agent, stockId };
}

const holdingOf = (view: ReturnsView, symbol: string) => view.holdings.find((holding) => holding.symbol === symbol)!;

describe("GET /api/returns with a demerger", () => {
  // 1 NWD per HED, cost base 80 : 20, ex 3 Feb, in effect 10 Feb. HED closes 10.00, 8.00 on the
  // ex-date, 8.80 at the end; NWD 2.00 on 10 Feb, 2.50 at the end.
  it("is no flow of the portfolio's (13 %); HED gains 80, NWD 50 from its $200.00 cost-base share; contributions 8 % + 5 %", async () => {
    const { agent, stockId } = await holder("HED");
    await agent
      .post("/api/corporate-actions")
      .send({
        type: "DEMERGER",
        stockId,
        exDate: "2025-02-03",
        effectiveDate: "2025-02-10",
        newSymbol: "NWD",
        newName: "Newco Demerged Limited",
        newSharesPerOld: "1",
        headCostBasePercent: "80",
        demergedCostBasePercent: "20",
      })
      .expect(201);
    await storeCloses("HED", [
      ["2024-12-31", "10.00"],
      ["2025-02-03", "8.00"],
      ["2025-03-31", "8.80"],
    ]);
    await storeCloses("NWD", [
      ["2025-02-10", "2.00"],
      ["2025-03-31", "2.50"],
    ]);
    const view = (await agent.get(PERIOD).expect(200)).body as ReturnsView;
    // Nothing in or out: 1,000 at the start (100 × 10.00); 100 × 8.80 + 100 × 2.50 = 1,130 at the end.
    expect(view.flows).toMatchObject({ invested: "0.00", proceeds: "0.00", dividends: "0.00" });
    expect([view.startValue, view.endValue, view.gain]).toEqual(["1000.00", "1130.00", "130.00"]);
    // 130 ÷ 1,000 both ways: no flow to weigh, no flow to chain around.
    expect(rate(view.modifiedDietz)).toBeCloseTo(0.13, 6);
    expect(rate(view.twr.cumulative)).toBeCloseTo(0.13, 6);
    // HED: 880 − 1,000 + the 200 of cost base moved out on 3 Feb = 80; Dietz 80 ÷ (1,000 − 200 × 56/89)
    // = 80 ÷ 874.157303 = 9.151671 %; TWR 1,000 → 800 (+200 out) is 0 %, then 800 → 880 is 10 %.
    const head = holdingOf(view, "HED");
    expect([head.startValue, head.endValue, head.gain]).toEqual(["1000.00", "880.00", "80.00"]);
    expect(rate(head.modifiedDietz)).toBeCloseTo(0.091517, 6);
    expect(rate(head.twr.cumulative)).toBeCloseTo(0.1, 6);
    // NWD: 250 − 0 − the 200 moved in = 50; Dietz 50 ÷ (200 × 56/89) = 50 ÷ 125.842697 = 39.732143 %; TWR 250/200 − 1 = 25 %.
    const added = holdingOf(view, "NWD");
    expect([added.startValue, added.endValue, added.gain]).toEqual(["0.00", "250.00", "50.00"]);
    expect(rate(added.modifiedDietz)).toBeCloseTo(0.397321, 6);
    expect(rate(added.twr.cumulative)).toBeCloseTo(0.25, 6);
    // Each gain over the portfolio's average capital (1,000): 80/1,000 + 50/1,000 = 8 % + 5 % = 13 %.
    expect(rate(head.contribution)).toBeCloseTo(0.08, 6);
    expect(rate(added.contribution)).toBeCloseTo(0.05, 6);
  });
});

describe("GET /api/returns with an in-specie dividend", () => {
  // 1 GFT for 5 PAY at $5.00 (20 GFT: $100.00), fully franked at 30 %, ex 3 Feb, paid 10 Feb. PAY
  // closes 10.00, 9.00 on the ex-date, 9.50 at the end; GFT 5.00 on 10 Feb, 6.00 at the end.
  async function inSpecieHolder() {
    const { agent, stockId } = await holder("PAY");
    await agent
      .post("/api/corporate-actions")
      .send({
        type: "IN_SPECIE_DIVIDEND",
        stockId,
        exDate: "2025-02-03",
        payDate: "2025-02-10",
        newSymbol: "GFT",
        newName: "Gift Shares Limited",
        sharesPerHeld: "1:5",
        marketValuePerShare: "5.00",
        frankingPercent: "100",
      })
      .expect(201);
    await storeCloses("PAY", [
      ["2024-12-31", "10.00"],
      ["2025-02-03", "9.00"],
      ["2025-03-31", "9.50"],
    ]);
    await storeCloses("GFT", [
      ["2025-02-10", "5.00"],
      ["2025-03-31", "6.00"],
    ]);
    return agent;
  }

  it("is PAY's $100.00 dividend paid as GFT shares: 1,000 → 950 + 120, a gain of 70 (7 %); per holding 50 and 20", async () => {
    const agent = await inSpecieHolder();
    const view = (await agent.get(PERIOD).expect(200)).body as ReturnsView;
    // 100 × 9.50 + 20 × 6.00 = 1,070; the dividend came as shares the portfolio holds, not as cash in or out.
    expect([view.startValue, view.endValue, view.gain]).toEqual(["1000.00", "1070.00", "70.00"]);
    expect(rate(view.modifiedDietz)).toBeCloseTo(0.07, 6);
    expect(rate(view.twr.cumulative)).toBeCloseTo(0.07, 6);
    // PAY: 950 − 1,000 + its $100.00 dividend = 50; GFT: 120 − the 100 it started from = 20.
    expect(holdingOf(view, "PAY").gain).toBe("50.00");
    expect(holdingOf(view, "GFT").gain).toBe("20.00");
  });

  it("with franking: its credit of 100 × 0.3 ÷ 0.7 = 42.857143 is a flow on the ex-date; Dietz 11.598482 %", async () => {
    const agent = await inSpecieHolder();
    const view = (await agent.get(`${PERIOD}&franking=include`).expect(200)).body as ReturnsView;
    expect(view.flows.frankingCredits).toBe("42.86");
    // 70 + 42.857143 = 112.857143 over 1,000 − 42.857143 × 56/89 = 973.033708: 11.598482 %.
    expect(view.gain).toBe("112.86");
    expect(rate(view.modifiedDietz)).toBeCloseTo(0.115985, 6);
    // (1,000 + 42.857143)/1,000 × 1,070/1,000 − 1 = 11.585714 %.
    expect(rate(view.twr.cumulative)).toBeCloseTo(0.115857, 6);
  });
});

describe("GET /api/returns with a cash takeover", () => {
  it("is $1,200.00 out on its date and closes the holding: gain 100, Dietz 100 ÷ (1,100 − 1,200 × 56/89) = 28.990228 %", async () => {
    // TGT worth 11.00 at the start (1,100); $12.00 a share in cash on 3 Feb, no roll-over.
    const { agent, stockId } = await holder("TGT");
    await agent
      .post("/api/corporate-actions")
      .send({ type: "TAKEOVER", stockId, effectiveDate: "2025-02-03", cashPerShare: "12.00", rollover: false })
      .expect(201);
    await storeCloses("TGT", [
      ["2024-12-31", "11.00"],
      ["2025-02-03", "12.00"],
    ]);
    const view = (await agent.get(PERIOD).expect(200)).body as ReturnsView;
    expect(view.flows).toMatchObject({ invested: "0.00", proceeds: "1200.00", dividends: "0.00" });
    // 0 at the end − 1,100 + 1,200 out = 100.
    expect([view.startValue, view.endValue, view.gain]).toEqual(["1100.00", "0.00", "100.00"]);
    // 100 ÷ (1,100 − 755.056180) = 100 ÷ 344.943820.
    expect(rate(view.modifiedDietz)).toBeCloseTo(0.289902, 6);
    // 1,100 → 1,200 on 3 Feb, then nothing: 1,200/1,100 − 1 = 9.090909 %.
    expect(rate(view.twr.cumulative)).toBeCloseTo(1200 / 1100 - 1, 6);
    expect(holdingOf(view, "TGT").gain).toBe("100.00");
  });
});
