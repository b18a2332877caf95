// The holdings ledger's reads (issue 30): the CGT CSV download and its escaping, the value history
// from stored closes, and the statements each read sends staying the same for 10 trades as for 1,000.
import { sql } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_TAX_ADVICE } from "@shared/contracts/cgt";
import type { TradeType } from "@shared/contracts/trades";
import { addStock, addTrade } from "./support/ledger";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2025-06-20T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

describe("GET /api/cgt?format=csv", () => {
  it("downloads the year's lines and totals: a loss is the number -31.31 a spreadsheet sums, no text cell a formula", async () => {
    const { agent } = await t.signedInAgent();
    const stockId = await addStock(agent, "CSL", 48);
    const trade = (type: TradeType, tradeDate: string, units: string, price: string) =>
      addTrade(agent, { stockId, type, tradeDate, units, price, brokerage: "19.95" });
    await trade("BUY", "2023-08-01", "100", "40.00");
    await trade("BUY", "2024-09-02", "50", "46.00");
    await trade("SELL", "2025-03-03", "120", "45.00");
    const res = await agent.get("/api/cgt?fy=2025&method=fifo&format=csv").expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="cgt-fy2025-fifo.csv"');
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.text.split("\r\n");
    expect(lines.slice(0, 3)).toEqual([
      "Sold On,Code,Event,Acquired On,Units,Proceeds,Cost Base,Gain,Discount Eligible,Parcels",
      "2025-03-03,CSL,A1,2023-08-01,100,4483.38,4019.95,463.43,Yes,FIFO",
      // A loss gets no discount: "—" (issue 44 item 10); the line adds up as shown (item 8).
      "2025-03-03,CSL,A1,2024-09-02,20,896.68,927.99,-31.31,—,FIFO",
    ]);
    expect(lines).toContain("Net capital gain,216.06");
    expect(lines).toContain(NOT_TAX_ADVICE);
    expect(lines).toContain("Capital losses,31.31");
    // A cell starting with a character a spreadsheet would run is a plain number, nothing else.
    const cells = lines.flatMap((line) => line.split(","));
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell))).toEqual([]);
    expect(cells.filter((cell) => /^-/.test(cell))).toEqual(["-31.31"]);
  });

  it("refuses a bad year or method with a 400", async () => {
    const { agent } = await t.signedInAgent();
    expect((await agent.get("/api/cgt?fy=1900").expect(400)).body.error).toBe("fy: fy must be from 1986");
    expect((await agent.get("/api/cgt?method=lifo").expect(400)).body.error).toBe("method: Method must be fifo or minimise");
  });
});

describe("GET /api/holdings/value-history", () => {
  it("one point per trading day from the stored closes and the units held that day", async () => {
    const { agent } = await t.signedInAgent();
    const stockId = await addStock(agent, "VHA", 12);
    await addTrade(agent, { stockId, type: "BUY", tradeDate: "2025-06-03", units: "10", price: "10", brokerage: "5" });
    await addTrade(agent, { stockId, type: "SELL", tradeDate: "2025-06-05", units: "4", price: "11" });
    await t.db.execute(sql`insert into price_history (symbol, trade_date, close) values
      ('VHA', '2025-06-02', 9.5), ('VHA', '2025-06-03', 10.5), ('VHA', '2025-06-04', 11), ('VHA', '2025-06-05', 11.25)`);
    const res = await agent.get("/api/holdings/value-history?range=1Y").expect(200);
    expect(res.body).toEqual([
      { date: "2025-06-02", marketValue: "0.00", costBase: "0.00" },
      { date: "2025-06-03", marketValue: "105.00", costBase: "105.00" },
      { date: "2025-06-04", marketValue: "110.00", costBase: "105.00" },
      // 6 units left at 11.25; cost base 105 × 6/10.
      { date: "2025-06-05", marketValue: "67.50", costBase: "63.00" },
      // Today, at the last price Holdings shows ($12): one market value on the tile and the chart (issue 44 item 4).
      { date: "2025-06-20", marketValue: "72.00", costBase: "63.00" },
    ]);
    expect((await agent.get("/api/holdings/value-history?range=2Y").expect(400)).body.error).toBe("range: range must be 1Y, 3Y, 5Y or ALL");
  });

  it("ALL starts at the user's own first trade and counts only the user's traded stocks' days", async () => {
    const { agent } = await t.signedInAgent();
    const traded = await addStock(agent, "VHB", 12);
    await addStock(agent, "VHC", 3); // watched, never traded
    await addTrade(agent, { stockId: traded, type: "BUY", tradeDate: "2025-06-03", units: "10", price: "10" });
    // Another user bought the same code a day earlier: neither that day nor those units count here.
    const other = (await t.signedInAgent()).agent;
    await addTrade(other, { stockId: await addStock(other, "VHB", 12), type: "BUY", tradeDate: "2025-06-02", units: "99", price: "9" });
    await t.db.execute(sql`insert into price_history (symbol, trade_date, close) values
      ('VHB', '2025-06-02', 9.5), ('VHB', '2025-06-03', 10.5), ('VHB', '2025-06-04', 11), ('VHC', '2025-06-06', 3)`);
    const res = await agent.get("/api/holdings/value-history?range=ALL").expect(200);
    expect(res.body).toEqual([
      { date: "2025-06-03", marketValue: "105.00", costBase: "100.00" },
      { date: "2025-06-04", marketValue: "110.00", costBase: "100.00" },
      { date: "2025-06-20", marketValue: "120.00", costBase: "100.00" }, // today: 10 × the last price, $12
    ]);
  });
});

describe("statements per read", () => {
  /** `count` buys over 20 symbols and a sale of two units of each of the first 10, imported as one file; closes for each symbol. */
  async function trader(count: number): Promise<Agent> {
    const { agent } = await t.signedInAgent();
    const lines = ["Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference"];
    for (let i = 0; i < count; i++) {
      const day = `2024-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`;
      lines.push(`${day},Q${i % 20},BUY,10,${(1 + (i % 7)).toFixed(2)},9.95,,,,b${i}`);
    }
    // Sales of 2 units at $5: brokerage of $9.95 below their $10 value (a sale's brokerage is at most its value).
    for (let s = 0; s < 10; s++) lines.push(`2025-02-03,Q${s},SELL,2,5,9.95,,,,s${s}`);
    const res = await agent.post("/api/import/trades").attach("file", Buffer.from(lines.join("\n")), "t.csv");
    expect(res.body.errors).toEqual([]);
    await t.db.execute(sql`insert into price_history (symbol, trade_date, close)
      select 'Q' || s, d::date, 5 from generate_series(0, 19) s, generate_series('2024-06-01'::date, '2025-06-01'::date, '1 day') d
      on conflict do nothing`);
    return agent;
  }

  it("GET /api/trades, /api/holdings, /api/holdings/value-history and /api/cgt send as many statements for 10 trades as for 1,000", async () => {
    const small = await trader(10);
    const large = await trader(1_000);
    const urls = [
      "/api/trades",
      "/api/holdings",
      "/api/holdings/value-history?range=ALL",
      "/api/cgt?fy=2025",
      "/api/cgt?fy=2025&format=csv",
    ];
    for (const url of urls) {
      const few = await countStatements(() => small.get(url));
      const many = await countStatements(() => large.get(url));
      expect([few.result.status, many.result.status], url).toEqual([200, 200]);
      expect(many.statements, url).toBe(few.statements);
    }
    expect((await large.get("/api/trades").expect(200)).body.trades).toHaveLength(1_000);
    expect((await large.get("/api/trades?limit=5000").expect(200)).body.trades).toHaveLength(1_010);
  });
});
