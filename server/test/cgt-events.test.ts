// GET /api/cgt and its CSV on one ledger with one action of each CGT event type (issue 46): a cash
// takeover's A1, a deregistration's C2, a capital return's G1 above the cost base and a liquidator's
// G3, all in FY 2020, through the same loss ordering and discount as a sale. Parcels bought 1 Mar 2016
// (over 12 months before each event: discountable), no brokerage, so every figure is worked by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAction } from "./support/corporate-actions";
import { addStock, addTrade } from "./support/ledger";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-11-20T00:00:00Z") });
});
afterAll(() => t.close());

describe("GET /api/cgt with an action of each CGT event type", () => {
  it("A1 3,000.00, C2 −2,000.00, G1 100.00, G3 −500.00: losses 2,500.00 against the discountable 3,100.00, 600.00 halved to 300.00", async () => {
    const { agent } = await t.signedInAgent();
    const holding = async (symbol: string, price: string) => {
      const stockId = await addStock(agent, symbol, Number(price));
      await addTrade(agent, { stockId, type: "BUY", tradeDate: "2016-03-01", units: "1000", price, brokerage: "0" });
      return stockId;
    };
    // 1,000 CSH cost 5,000.00; $8.00 cash a share on 1 Oct 2019: A1 8,000.00 − 5,000.00 = 3,000.00.
    await postAction(agent, {
      type: "TAKEOVER",
      stockId: await holding("CSH", "5"),
      effectiveDate: "2019-10-01",
      cashPerShare: "8.00",
      rollover: false,
    });
    // 1,000 DRG cost 2,000.00, deregistered 1 Nov 2019: C2, a loss of the whole cost base.
    await postAction(agent, { type: "WORTHLESS", stockId: await holding("DRG", "2"), date: "2019-11-01", kind: "deregistered" });
    // 1,000 RTN cost 1,000.00; $1.10 a share paid 16 Dec 2019: 1,100.00 − 1,000.00 = a G1 of 100.00, the cost base nil.
    await postAction(agent, {
      type: "RETURN_OF_CAPITAL",
      stockId: await holding("RTN", "1"),
      exDate: "2019-12-02",
      payDate: "2019-12-16",
      amountPerShare: "1.10",
    });
    // 1,000 LIQ cost 500.00, a liquidator's declaration on 3 Feb 2020: G3, a loss of 500.00.
    await postAction(agent, {
      type: "WORTHLESS",
      stockId: await holding("LIQ", "0.5"),
      date: "2020-02-03",
      kind: "liquidator_declaration",
    });

    const cgt = (await agent.get("/api/cgt?fy=2020").expect(200)).body;
    const line = (event: string, symbol: string, soldOn: string, proceeds: string, costBase: string, gain: string) =>
      expect.objectContaining({ event, symbol, soldOn, acquiredOn: "2016-03-01", units: "1000", proceeds, costBase, gain });
    expect(cgt.lines).toEqual([
      line("A1", "CSH", "2019-10-01", "8000.00", "5000.00", "3000.00"),
      line("C2", "DRG", "2019-11-01", "0.00", "2000.00", "-2000.00"),
      // A G1 is dated the pay date: the excess is the proceeds, against a cost base already nil.
      line("G1", "RTN", "2019-12-16", "100.00", "0.00", "100.00"),
      line("G3", "LIQ", "2020-02-03", "0.00", "500.00", "-500.00"),
    ]);
    // Gains 3,000 + 100 = 3,100.00 (both discountable); losses 2,000 + 500 = 2,500.00 go against them
    // first: 600.00, halved by the 50 % discount to 300.00; nothing left to carry forward.
    expect(cgt.totals).toEqual({
      capitalGains: "3100.00",
      capitalLosses: "2500.00",
      discountableGains: "3100.00",
      netCapitalGain: "300.00",
      lossBroughtForward: "0.00",
      lossCarriedForward: "0.00",
    });
    // The CSV: each line's Event, a loss's discount "—", the same totals.
    const csv = (await agent.get("/api/cgt?fy=2020&format=csv").expect(200)).text.split(/\r?\n/);
    expect(csv.slice(0, 5)).toEqual([
      "Sold On,Code,Event,Acquired On,Units,Proceeds,Cost Base,Gain,Discount Eligible,Parcels",
      "2019-10-01,CSH,A1,2016-03-01,1000,8000.00,5000.00,3000.00,Yes,FIFO",
      "2019-11-01,DRG,C2,2016-03-01,1000,0.00,2000.00,-2000.00,—,FIFO",
      "2019-12-16,RTN,G1,2016-03-01,1000,100.00,0.00,100.00,Yes,FIFO",
      "2020-02-03,LIQ,G3,2016-03-01,1000,0.00,500.00,-500.00,—,FIFO",
    ]);
    expect(csv).toContain("Net capital gain,300.00");
    expect(csv).toContain("Capital losses,2500.00");
  });
});
