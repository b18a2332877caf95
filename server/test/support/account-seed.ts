// An account with every kind of row the app stores, made through the API as its user would make it:
// stocks typed in and imported (one moved to Other Stocks), fair values from all four pastes and the
// Portfolio workbook (months, sources, Morningstar ratings, Intelligent Investor prices, Bell Potter
// recommendations and Consensus), a shareholder list, open and closed journal entries with
// catalysts, tags and notes, allocations, alert settings changed from the defaults and alert targets
// (both levels on BHP, one on CSL), trades of the holdings ledger (a split, a sale from chosen parcels),
// dividends and an annual tax statement.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { Agent } from "./imports";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../parsers/fixtures", name));

async function ok<T = Record<string, unknown>>(request: PromiseLike<{ status: number; body: unknown }>, status = 200): Promise<T> {
  const res = await request;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as T;
}

export async function seedEveryKindOfRow(agent: Agent) {
  const bhp = await ok<{ id: string }>(
    agent.post("/api/stocks").send({ symbol: "BHP", name: "BHP Group", sector: "Materials", lastPrice: 45.2, dividendYield: 5.1 }),
    201,
  );
  const csl = await ok<{ id: string }>(agent.post("/api/stocks").send({ symbol: "CSL", name: "CSL Limited", lastPrice: 290 }), 201);
  await ok(
    agent.post("/api/import/morningstar").send({
      text: "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health\nBHP\t45.20\t42.00\tMedium\tWide\tStrong\nCSL\t290.00\t310.00\tLow\tWide\tStrong",
    }),
  );
  await ok(
    agent.post("/api/import/intelligent-investor").send({
      text: "Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight\nCBA,120,125.5,100,150,5%",
    }),
  );
  await ok(agent.post("/api/import/motley-fool").send({ text: "CSL Limited (ASX: CSL) Buy under $300" }));
  await ok(
    agent.post("/api/import/bell-potter-paste").send({
      text: "Security,Target Price,Last Price,Recommendation,Source\nWES.ASX,75.00,71.35,Hold,Bell Potter\nMQG.ASX,230.00,214.50,Buy,Consensus",
    }),
  );
  await ok(agent.post("/api/import/excel").attach("file", fixture("portfolio/ok/portfolio-text-months.xlsx"), "Portfolio.xlsx"));
  await ok(agent.patch(`/api/stocks/${csl.id}/toggle-portfolio`));
  await ok(
    agent.post(`/api/stocks/${bhp.id}/shareholders`).send({
      asOfDate: "2024-06-30",
      text: "1 HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED 1,000,000 10.00% +1.5%\n2 J P MORGAN NOMINEES AUSTRALIA PTY LIMITED 500,000 5.00% -0.5%\n3 CITICORP NOMINEES PTY LIMITED 250,000 2.50%",
    }),
  );
  await ok(
    agent.post("/api/journal").send({
      stockId: bhp.id,
      side: "long",
      openedAt: "2024-01-05",
      entryPrice: 40,
      shares: 100,
      stopPrice: 36,
      thesis: "Iron ore demand recovers.\nSecond line.",
      catalysts: ["Results", "Buyback"],
      tags: ["mining", "yield"],
      notes: "Watch the iron ore price",
    }),
    201,
  );
  await ok(
    agent.post("/api/journal").send({
      stockId: csl.id,
      side: "short",
      openedAt: "2024-02-01",
      closedAt: "2024-03-01",
      entryPrice: 300,
      exitPrice: 280,
      stopPrice: 310,
      thesis: "Plasma margins fall",
    }),
    201,
  );
  const stocks = await ok<{ id: string; symbol: string; isPortfolio: boolean }[]>(agent.get("/api/stocks"));
  const portfolio = stocks.filter((s) => s.isPortfolio).slice(0, 2);
  for (const [i, stock] of portfolio.entries())
    await ok(agent.post("/api/portfolio/allocations").send({ stockId: stock.id, amount: 10_000 + i * 2_500.5 }));
  await ok(
    agent
      .put("/api/alerts/settings")
      .send({ kinds: { "rating-change": false }, fvChangePercent: 12.5, scope: "portfolio", emailDigest: "daily" }),
  );
  await ok(agent.put(`/api/stocks/${bhp.id}/alert-target`).send({ below: 38.5, above: 60 }));
  await ok(agent.put(`/api/stocks/${csl.id}/alert-target`).send({ below: null, above: 350 }));
  // The holdings ledger: BHP bought twice, split, and partly sold from chosen parcels; WES from a broker file.
  const trade = async (body: object) => (await ok<{ id: string }>(agent.post("/api/trades").send({ stockId: bhp.id, ...body }), 201)).id;
  const first = await trade({ type: "BUY", tradeDate: "2023-08-01", units: "100", price: "40.123456", brokerage: "19.95" });
  const second = await trade({ type: "BUY", tradeDate: "2024-09-02", units: "50", price: "46", brokerage: "19.95", note: "Topped up" });
  await trade({ type: "SPLIT", tradeDate: "2024-10-01", ratioFrom: 1, ratioTo: 2 });
  const sale = await trade({ type: "SELL", tradeDate: "2025-03-03", units: "120", price: "22.5", brokerage: "19.95" });
  await ok(
    agent.put(`/api/trades/${sale}/parcels`).send({
      allocations: [
        { parcelTradeId: second, units: "100" },
        { parcelTradeId: first, units: "20" },
      ],
    }),
  );
  await ok(
    agent
      .post("/api/import/trades")
      .attach(
        "file",
        Buffer.from(
          "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference\n2024-05-01,WES,BUY,10,70,9.95,,,,broker:1\n",
        ),
        "t.csv",
      ),
  );
  // Dividends (issue 31): a reinvested one (its 2 units a parcel of the replay) and an estimate.
  const dividend = (body: object) => ok(agent.post("/api/dividends").send({ stockId: bhp.id, ...body }), 201);
  await dividend({
    exDate: "2023-09-05",
    payDate: "2023-09-28",
    amountPerShare: "0.72",
    frankingPercent: 100,
    drpUnits: "2",
    drpPrice: "36",
  });
  await dividend({ exDate: "2025-02-20", amountPerShare: "0.5", note: "Interim" });
  // An annual tax statement (issue 47): a non-AMIT trust's, whose tax-deferred amount lowers the cost base.
  await ok(
    agent.post("/api/tax-statements").send({
      stockId: bhp.id,
      fy: 2024,
      cashDistribution: "73.44",
      frankedDistributions: "73.44",
      frankingCredits: "31.47",
      otherCapitalGains: "10.00",
      taxDeferred: "5.00",
      note: "Annual statement",
    }),
    201,
  );
  return { bhpId: bhp.id, cslId: csl.id };
}
