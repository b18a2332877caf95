// A dividend's units are derived on read (issue 44 item 1): the units held at the end of the day
// before its ex-date, as the ledger stands now, unless the user gave them. A reinvestment entered
// later, an edited sale and deleted trades all move the income of the dividends after them; a change
// that would leave a dividend with units given on shares not held is refused, naming it.
import { describe, expect, it } from "vitest";
import { add, dividendHolders, refused } from "./support/dividend-holder";
import { addStock, addTrade } from "./support/ledger";

const holder = dividendHolders();

type Line = { symbol: string; exDate: string; units: string; cash: string };
const incomeLines = async (h: Awaited<ReturnType<typeof holder>>, fy: number): Promise<Line[]> =>
  (await h.agent.get(`/api/income?fy=${fy}`).expect(200)).body.lines;

describe("a dividend's units follow the ledger", () => {
  it("a DRP entered later adds its 17 BHP to the dividends after it: 1,217 and 717 units, $791.05 and $444.54", async () => {
    const h = await holder();
    const bhp = await addStock(h.agent, "BHP", 45);
    await addTrade(h.agent, { stockId: bhp, type: "BUY", tradeDate: "2023-08-01", units: "1200", price: "44" });
    await addTrade(h.agent, { stockId: bhp, type: "SELL", tradeDate: "2024-12-02", units: "500", price: "40" });
    const september = { stockId: bhp, exDate: "2024-09-05", payDate: "2024-09-26", amountPerShare: "0.65", frankingPercent: 100 };
    const march = { stockId: bhp, exDate: "2025-03-06", payDate: "2025-03-27", amountPerShare: "0.62", frankingPercent: 100 };
    expect(await add(h.agent, september)).toMatchObject({ units: "1200", cash: "780.00" });
    expect(await add(h.agent, march)).toMatchObject({ units: "700", cash: "434.00" });
    // The reinvestment of an earlier dividend, entered after them: 17 shares allotted on 28 Mar 2024.
    const drp = { drpUnits: "17", drpPrice: "45" };
    await add(h.agent, { stockId: bhp, exDate: "2024-03-07", payDate: "2024-03-28", amountPerShare: "0.72", frankingPercent: 100, ...drp });

    const lines = (await incomeLines(h, 2025)).filter((line) => line.symbol === "BHP");
    expect(lines.map(({ exDate, units, cash }) => ({ exDate, units, cash }))).toEqual([
      { exDate: "2024-09-05", units: "1217", cash: "791.05" },
      { exDate: "2025-03-06", units: "717", cash: "444.54" },
    ]);
    const listed = (await h.agent.get(`/api/dividends?stockId=${bhp}`).expect(200)).body.dividends;
    expect(listed.map((d: { units: string; cash: string; unitsOverridden: boolean }) => [d.units, d.cash, d.unitsOverridden])).toEqual([
      ["717", "444.54", false],
      ["1217", "791.05", false],
      ["1200", "864.00", false],
    ]);
  });

  it("editing a CBA sale from 40 to 60 units leaves the later dividend on 10 units: $49.50, not $148.50", async () => {
    const h = await holder();
    await addTrade(h.agent, { stockId: h.ids.CBA, type: "BUY", tradeDate: "2024-02-01", units: "40", price: "7" });
    const sale = await addTrade(h.agent, { stockId: h.ids.CBA, type: "SELL", tradeDate: "2024-03-01", units: "40", price: "8" });
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2024-08-14", payDate: "2024-09-26", amountPerShare: "4.95", frankingPercent: 100 });
    expect((await incomeLines(h, 2025)).map((line) => line.cash)).toEqual(["148.50"]);
    await h.agent.patch(`/api/trades/${sale}`).send({ units: "60" }).expect(200);
    expect((await incomeLines(h, 2025)).map(({ units, cash }) => ({ units, cash }))).toEqual([{ units: "10", cash: "49.50" }]);
    const listed = (await h.agent.get(`/api/dividends?stockId=${h.ids.CBA}`).expect(200)).body.dividends;
    expect(listed.map((d: { units: string; cash: string }) => [d.units, d.cash])).toEqual([["10", "49.50"]]);
  });

  it("after every trade of a stock is deleted, its dividends leave income and the CSV", async () => {
    const h = await holder();
    await add(h.agent, { stockId: h.ids.XYZ, exDate: "2024-10-01", payDate: "2024-11-01", amountPerShare: "1", frankingPercent: 60 });
    await add(h.agent, { stockId: h.ids.CBA, exDate: "2024-10-01", payDate: "2024-11-01", amountPerShare: "1", frankingPercent: 100 });
    expect((await incomeLines(h, 2025)).map((line) => line.symbol).sort()).toEqual(["CBA", "XYZ"]);
    const { trades } = (await h.agent.get(`/api/trades?stockId=${h.ids.XYZ}`).expect(200)).body;
    for (const trade of trades) await h.agent.delete(`/api/trades/${trade.id}`).expect(200);

    const body = (await h.agent.get("/api/income?fy=2025").expect(200)).body;
    expect(body.lines.map((line: Line) => line.symbol)).toEqual(["CBA"]);
    expect(body.totals).toMatchObject({ cash: "30.00", frankingCredits: "12.86" });
    const csv = (await h.agent.get("/api/income?fy=2025&format=csv").expect(200)).text;
    expect(csv).not.toContain("XYZ");
    expect(csv).toContain("Cash,30.00");
  });

  it("refuses a trade delete that would leave a dividend with units given on shares not held, naming it; nothing written", async () => {
    const h = await holder();
    await add(h.agent, { stockId: h.ids.WES, exDate: "2024-12-01", payDate: "2025-01-15", amountPerShare: "0.25", units: "1440" });
    const [trade] = (await h.agent.get(`/api/trades?stockId=${h.ids.WES}`).expect(200)).body.trades;
    const before = await h.rows();
    const message = await refused(h.agent.delete(`/api/trades/${trade.id}`), 422, "ledger_refused");
    expect(message).toBe(
      "Deleting this trade would leave the dividend of WES with ex-date 1 Dec 2024 on shares not held: " +
        "its 1,440 units were entered by hand and none are held at the end of 30 Nov 2024",
    );
    expect(await h.rows()).toBe(before);
    await h.agent.get(`/api/trades/${trade.id}/parcels`).expect(400);
  });

  it("a dividend with units given before the ledger's first trade is still accepted (shares held outside it)", async () => {
    const h = await holder();
    const body = await add(h.agent, { stockId: h.ids.CBA, exDate: "2023-06-20", payDate: "2023-07-01", amountPerShare: "1", units: "30" });
    expect(body).toMatchObject({ units: "30", unitsOverridden: true, cash: "30.00" });
  });
});
