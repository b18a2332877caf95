// A realistic account for the screen-wide checks (axe-core, screenshots): portfolio and other stocks
// across many GICS industry groups, allocations, all four brokers' fair values (through the real
// paste imports, so import batches and 'Last upload' exist too), a shareholder list and journal
// entries. Everything goes through the API with the page's session, so a script can reuse it.
import type { APIRequestContext } from "playwright-core";

export interface ShowcaseStock {
  symbol: string;
  name: string;
  sector: string | null;
  lastPrice: number;
  dividendYield: number | null;
  /** Allocated dollars; undefined for stocks without an allocation. */
  allocation?: number;
  /** In the 'Other Stocks' table rather than the portfolio. */
  other?: boolean;
}

export const SHOWCASE_STOCKS: readonly ShowcaseStock[] = [
  { symbol: "BHP", name: "BHP Group Limited", sector: "Materials", lastPrice: 45.2, dividendYield: 5.1, allocation: 38_100 },
  { symbol: "WDS", name: "Woodside Energy Group Ltd", sector: "Energy", lastPrice: 24.1, dividendYield: 7.2, allocation: 12_000 },
  {
    symbol: "CSL",
    name: "CSL Limited",
    sector: "Pharmaceuticals, Biotechnology & Life Sciences",
    lastPrice: 289.5,
    dividendYield: 1.3,
    allocation: 9_500,
  },
  { symbol: "XRO", name: "Xero Limited", sector: "Software & Services", lastPrice: 150.2, dividendYield: null, allocation: 9_000 },
  { symbol: "CBA", name: "Commonwealth Bank of Australia", sector: "Banks", lastPrice: 150.0, dividendYield: 3.0, allocation: 8_000 },
  {
    symbol: "WES",
    name: "Wesfarmers Limited",
    sector: "Consumer Discretionary Distribution & Retail",
    lastPrice: 71.35,
    dividendYield: 2.9,
    allocation: 7_000,
  },
  {
    symbol: "TLS",
    name: "Telstra Group Limited",
    sector: "Telecommunication Services",
    lastPrice: 4.05,
    dividendYield: 4.4,
    allocation: 6_000,
  },
  {
    symbol: "GMG",
    name: "Goodman Group",
    sector: "Equity Real Estate Investment Trusts (REITs)",
    lastPrice: 33.2,
    dividendYield: 0.9,
    allocation: 5_000,
  },
  {
    symbol: "COH",
    name: "Cochlear Limited",
    sector: "Health Care Equipment & Services",
    lastPrice: 289.5,
    dividendYield: 1.4,
    allocation: 4_000,
  },
  { symbol: "MQG", name: "Macquarie Group Limited", sector: "Financial Services", lastPrice: 214.5, dividendYield: 3.1, allocation: 3_000 },
  { symbol: "QBE", name: "QBE Insurance Group Limited", sector: "Insurance", lastPrice: 19.8, dividendYield: 3.6, allocation: 2_000 },
  { symbol: "ZZZ", name: "Unsorted Holdings", sector: null, lastPrice: 1.25, dividendYield: null, allocation: 400 },
  { symbol: "RIO", name: "Rio Tinto Limited", sector: "Materials", lastPrice: 119.45, dividendYield: 5.5, other: true },
  { symbol: "ANZ", name: "ANZ Group Holdings Limited", sector: "Banks", lastPrice: 29.3, dividendYield: 5.6, other: true },
];

const MORNINGSTAR_PASTE = [
  "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health",
  "BHP\t45.20\t42.00\tMedium\tWide\tStrong",
  "WDS\t24.10\t32.00\tHigh\tNarrow\tModerate",
  "CSL\t289.50\t340.00\tMedium\tWide\tStrong",
  "XRO\t150.20\t120.00\tHigh\tWide\tStrong",
  "CBA\t150.00\t100.00\tLow\tWide\tStrong",
  "TLS\t4.05\t4.40\tLow\tNarrow\tModerate",
  "RIO\t119.45\t130.00\tMedium\tWide\tStrong",
].join("\n");

const INTELLIGENT_INVESTOR_PASTE = [
  "Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight",
  "BHP,38.15,45.20,42.00,65.00,6%",
  "WES,40.10,71.35,60.00,90.00,4.5",
  "CSL,250.00,289.50,260.00,400.00,5",
].join("\n");

const MOTLEY_FOOL_PASTE = [
  "BHP Group Ltd (ASX: BHP) remains a core holding. Buy under $45.00.",
  "",
  "CSL Ltd (ASX: CSL)",
  "Target price: A$320.50",
].join("\n");

const BELL_POTTER_PASTE = [
  "Security,Description,Target Price,Last Price,Recommendation,Source",
  "BHP.ASX,BHP Group Limited,48.00,45.20,Buy,Bell Potter",
  "BHP.ASX,BHP Group Limited,47.10,45.20,Hold,Consensus",
  "MQG.ASX,Macquarie Group Limited,230.00,214.50,Buy,Bell Potter",
  "GMG.ASX,Goodman Group,30.00,33.20,Sell,Bell Potter",
].join("\n");

const SHAREHOLDERS_TEXT = [
  "1 HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED 1,234,567,890 24.35%",
  "2 J P MORGAN NOMINEES AUSTRALIA PTY LIMITED 880,112,301 17.36%",
  "3 CITICORP NOMINEES PTY LIMITED 412,009,118 8.13%",
].join("\n");

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<{ id: string }> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** Seeds the showcase for the signed-in user of `request`; returns symbol → stock id. */
export async function seedShowcase(request: APIRequestContext): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const stock of SHOWCASE_STOCKS) {
    const { allocation: _allocation, other: _other, ...body } = stock;
    ids[stock.symbol] = (await ok(await request.post("/api/stocks", { data: body }), `add ${stock.symbol}`)).id;
  }
  for (const stock of SHOWCASE_STOCKS) {
    if (stock.other) await ok(await request.patch(`/api/stocks/${ids[stock.symbol]}/toggle-portfolio`), `move ${stock.symbol}`);
    if (stock.allocation !== undefined) {
      await ok(
        await request.post("/api/portfolio/allocations", { data: { stockId: ids[stock.symbol], amount: stock.allocation } }),
        `allocate ${stock.symbol}`,
      );
    }
  }
  const pastes: [string, string][] = [
    ["morningstar", MORNINGSTAR_PASTE],
    ["intelligent-investor", INTELLIGENT_INVESTOR_PASTE],
    ["motley-fool", MOTLEY_FOOL_PASTE],
    ["bell-potter-paste", BELL_POTTER_PASTE],
  ];
  for (const [path, text] of pastes) await ok(await request.post(`/api/import/${path}`, { data: { text } }), `paste ${path}`);
  await ok(
    await request.post(`/api/stocks/${ids.BHP}/shareholders`, {
      data: { asOfDate: "2025-08-31", text: SHAREHOLDERS_TEXT, fileName: "top20.txt" },
    }),
    "shareholders",
  );
  const journal = [
    {
      stockId: ids.BHP,
      side: "long",
      openedAt: "2025-01-15",
      entryPrice: 40,
      shares: 100,
      stopPrice: 36,
      thesis: "Iron ore demand recovers",
    },
    {
      stockId: ids.XRO,
      side: "short",
      openedAt: "2025-02-03",
      entryPrice: 160,
      stopPrice: 170,
      thesis: "Valuation stretched",
      closedAt: "2025-03-10",
      exitPrice: 150,
    },
    {
      stockId: ids.CSL,
      side: "long",
      openedAt: "2025-03-01",
      entryPrice: 300,
      stopPrice: 280,
      thesis: "Plasma margins",
      closedAt: "2025-04-01",
      exitPrice: 285,
    },
  ];
  for (const entry of journal) await ok(await request.post("/api/journal", { data: entry }), `journal ${entry.thesis}`);
  return ids;
}
