// The Holdings totals (issue 44 items 5-7): total return includes the realised gains and dividends of
// stocks sold out, which Holdings lists as closed positions; franking credits count the known ones
// and say how many estimates' are unknown; value at broker average sits beside the market value of
// the same holdings, with how many have no fair value.
import { describe, expect, it } from "vitest";
import { fairValues } from "@shared/schema";
import { add, dividendHolders } from "./support/dividend-holder";
import { addStock, addTrade } from "./support/ledger";

// 30 CBA, 100 XYZ and 1,440 WES bought on 10 Jan 2024 at $7, all priced at $10; today 20 Nov 2025.
const holder = dividendHolders();

describe("GET /api/holdings totals", () => {
  it("total return adds the closed positions' realised gains and dividends: NAB +$980.00 and $1,230.00, ANZ +$198.00 and $1,231.05", async () => {
    const h = await holder();
    const nab = await addStock(h.agent, "NAB", 30);
    const anz = await addStock(h.agent, "ANZ", 27);
    await addTrade(h.agent, { stockId: nab, type: "BUY", tradeDate: "2024-02-01", units: "100", price: "30" });
    await addTrade(h.agent, { stockId: nab, type: "SELL", tradeDate: "2025-02-03", units: "100", price: "39.80" });
    await addTrade(h.agent, { stockId: anz, type: "BUY", tradeDate: "2024-02-01", units: "100", price: "25" });
    await addTrade(h.agent, { stockId: anz, type: "SELL", tradeDate: "2025-02-03", units: "100", price: "26.98" });
    await add(h.agent, { stockId: nab, exDate: "2024-11-07", payDate: "2024-12-13", amountPerShare: "12.3", frankingPercent: 100 });
    await add(h.agent, { stockId: anz, exDate: "2024-11-07", payDate: "2024-12-16", amountPerShare: "12.3105", frankingPercent: 100 });

    const body = (await h.agent.get("/api/holdings").expect(200)).body;
    expect(body.holdings.map((row: { symbol: string }) => row.symbol)).toEqual(["CBA", "WES", "XYZ"]);
    // Open: (30 + 1,440 + 100) × ($10 − $7) = $4,710.00.
    expect(body.holdings.map((row: { totalReturn: string }) => row.totalReturn)).toEqual(["90.00", "4320.00", "300.00"]);
    expect(body.closed).toEqual([
      { stockId: anz, symbol: "ANZ", name: "ANZ Test Ltd", realisedGain: "198.00", income: "1231.05", totalReturn: "1429.05" },
      { stockId: nab, symbol: "NAB", name: "NAB Test Ltd", realisedGain: "980.00", income: "1230.00", totalReturn: "2210.00" },
    ]);
    // $4,710.00 + $980.00 + $198.00 + $2,461.05.
    expect(body.totals.totalReturn).toBe("8349.05");
  });

  it("franking credits: the confirmed ones, and how many estimates' are unknown (not $0.00)", async () => {
    const h = await holder();
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2025-02-12", amountPerShare: "2.25" });
    await add(h.agent, { stockId: h.ids.XYZ, exDate: "2025-03-01", amountPerShare: "1" });
    await add(h.agent, { stockId: h.ids.WES, exDate: "2025-08-20", amountPerShare: "1.1" });
    const estimates = (await h.agent.get("/api/holdings").expect(200)).body;
    expect(estimates.totals).toMatchObject({ frankingCreditsLast12Months: "0.00", frankingUnknownLast12Months: 3 });
    expect(estimates.holdings.find((row: { symbol: string }) => row.symbol === "CBA")).toMatchObject({ frankingUnknownLast12Months: 1 });

    await add(h.agent, { stockId: h.ids.CBA, exDate: "2025-08-13", payDate: "2025-09-26", amountPerShare: "2.6", frankingPercent: 100 });
    const some = (await h.agent.get("/api/holdings").expect(200)).body;
    // 30 × $2.60 = $78.00 fully franked: credit $33.43; the three estimates' still unknown.
    expect(some.totals).toMatchObject({ frankingCreditsLast12Months: "33.43", frankingUnknownLast12Months: 3 });
  });

  it("value at broker average beside the market value of the same holdings, and how many have no fair value", async () => {
    const h = await holder();
    const none = (await h.agent.get("/api/holdings").expect(200)).body;
    expect(none.totals).toMatchObject({ valueAtBrokerAvg: null, marketValueAtBrokerAvg: null, withoutFairValue: 3 });
    await h.db.insert(fairValues).values([
      { stockId: h.ids.CBA, source: "morningstar", asOfMonth: "2025-10-01", fairValue: 12 },
      { stockId: h.ids.WES, source: "morningstar", asOfMonth: "2025-10-01", fairValue: 9 },
    ]);
    const body = (await h.agent.get("/api/holdings").expect(200)).body;
    // 30 × $12 + 1,440 × $9 = $13,320.00 against (30 + 1,440) × $10 = $14,700.00; XYZ has no fair value.
    expect(body.totals).toMatchObject({
      marketValue: "15700.00",
      valueAtBrokerAvg: "13320.00",
      marketValueAtBrokerAvg: "14700.00",
      withoutFairValue: 1,
    });
  });
});
