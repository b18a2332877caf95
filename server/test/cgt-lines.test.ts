// CGT lines as shown (issue 44 items 8 and 10, issue 46 "event codes"): each line's gain is its
// proceeds less its cost base as shown, the totals are the sums of the lines as shown, a loss gets
// no discount ("—" in the CSV), and every line names its ATO CGT event (A1 for a sale).
import { describe, expect, it } from "vitest";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";
import { afterAll, beforeAll } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-06-20T00:00:00Z") });
});
afterAll(() => t.close());

async function ledger() {
  const { agent } = await t.signedInAgent();
  const stockId = await addStock(agent, "CSL", 300);
  // 3 units costing 1,352.98: one sold costs 450.993333…; sold for 497.016 → gain 46.022667 exact.
  await addTrade(agent, { stockId, type: "BUY", tradeDate: "2023-08-01", units: "3", price: "450.99", brokerage: "0.01" });
  await addTrade(agent, { stockId, type: "SELL", tradeDate: "2025-03-03", units: "1", price: "497.016" });
  // A loss: 1 sold for 400.004 against 450.993333… → −50.989333 exact.
  await addTrade(agent, { stockId, type: "SELL", tradeDate: "2025-03-04", units: "1", price: "400.004" });
  return agent;
}

describe("GET /api/cgt lines as shown", () => {
  it("a line's gain is its proceeds less its cost base as shown (497.02 − 451.00 = 46.02, the exact gain's cents), and the totals add up the lines", async () => {
    const agent = await ledger();
    const body = (await agent.get("/api/cgt?fy=2025").expect(200)).body;
    expect(body.lines.map((line: { proceeds: string; costBase: string; gain: string; event: string }) => line)).toEqual([
      expect.objectContaining({ proceeds: "497.02", costBase: "451.00", gain: "46.02", discountEligible: true, event: "A1" }),
      expect.objectContaining({ proceeds: "400.00", costBase: "450.99", gain: "-50.99", event: "A1" }),
    ]);
    expect(body.totals).toMatchObject({
      capitalGains: "46.02",
      capitalLosses: "50.99",
      discountableGains: "46.02",
      netCapitalGain: "0.00",
    });
    expect(body.totals.lossCarriedForward).toBe("4.97");
  });

  it("the CSV: an Event column, and a loss's discount is '—'", async () => {
    const agent = await ledger();
    const lines = (await agent.get("/api/cgt?fy=2025&format=csv").expect(200)).text.split("\r\n");
    expect(lines[0]).toBe("Sold On,Code,Event,Acquired On,Units,Proceeds,Cost Base,Gain,Discount Eligible,Parcels");
    expect(lines[1]).toBe("2025-03-03,CSL,A1,2023-08-01,1,497.02,451.00,46.02,Yes,FIFO");
    expect(lines[2]).toBe("2025-03-04,CSL,A1,2023-08-01,1,400.00,450.99,-50.99,—,FIFO");
  });
});
