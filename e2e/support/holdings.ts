// The worked scenario of docs/holdings-scenario.md as a CommSec
// Transactions file, written as CommSec writes it (BOM, CRLF, newest first, d/mm/yyyy, quoted
// "1,000"), plus an interest credit and a deposit (non-trade rows, skipped) and a sale of units never bought (an
// error row).
// Through the ledger it gives: FY 2025 net capital gain 216.06 by FIFO and 123.07 by minimise gain
// (or by choosing B's 50 units and 70 of A); at a price of 48.00, 30 units of B worth 1,440.00
// against a cost base of 1,391.97 (+48.03, 3.45 %).
import type { APIRequestContext, Page } from "playwright-core";
import { expect } from "vitest";
import type { RefreshJob } from "../../shared/contracts/price-refresh";
import type { TradeImportResult } from "../../shared/contracts/trade-import";
import { addStocks } from "./dashboard";
import { database } from "./database";

const LINES = [
  "Date,Reference,Details,Debit($),Credit($),Balance($)",
  "3/03/2025,C130004412,S 120 CSL @ 45.00,,5380.05,107040.15",
  "1/10/2024,,DIRECT CREDIT INTEREST,,12.40,101660.10",
  "2/09/2024,C129900001,B 50 CSL @ 46.00,2319.95,,101647.70",
  "13/02/2024,C129700012,S 10 NAB @ 30.00,,280.05,103967.65",
  "1/08/2023,C129500551,B 100 CSL @ 40.00,4019.95,,104287.60",
  "1/06/2023,,TRANSFER FROM 062-000 12345678,,108307.55,108307.55",
];

/** The file's lines as the import names them (the header is line 1). */
export const SCENARIO_LINES = { interest: 3, oversell: 5, transfer: 7 } as const;

export const SCENARIO_FILE = { name: "CommSec-Transactions.csv", text: `\uFEFF${LINES.join("\r\n")}\r\n` };

/**
 * Imports the scenario through the API with the page's session (the screens' tests import through the
 * UI), and follows the job fetching the new stock's price to its end, as the app's client does.
 */
export async function importScenario(request: APIRequestContext): Promise<TradeImportResult> {
  const res = await request.post("/api/import/trades", {
    multipart: {
      dryRun: "false",
      file: { name: SCENARIO_FILE.name, mimeType: "text/csv", buffer: Buffer.from(SCENARIO_FILE.text) },
    },
  });
  expect(res.status()).toBe(200);
  const result = (await res.json()) as TradeImportResult;
  if (result.priceJobId) {
    await expect
      .poll(async () => ((await (await request.get(`/api/stocks/refresh-all/${result.priceJobId}`)).json()) as RefreshJob).state, {
        timeout: 20_000,
      })
      .toBe("done");
  }
  return result;
}

/**
 * CSL at 48.00 for the user, and daily closes from the scenario's first buy to today (price_history
 * is shared by symbol; a price refresh writes it in the app), so the value chart has its points. It
 * waits for the user's price jobs first (the ones fetching an added stock's price), so no fetch lands
 * after it.
 */
export async function priceScenario(userId: string) {
  await expect
    .poll(
      async () =>
        (
          await database().query<{ n: number }>(
            "select count(*)::int as n from refresh_jobs where user_id = $1 and state in ('queued', 'running')",
            [userId],
          )
        ).rows[0].n,
      { timeout: 20_000 },
    )
    .toBe(0);
  await database().query("update stocks set last_price = 48 where user_id = $1 and symbol = 'CSL'", [userId]);
  await database().query(
    `insert into price_history (symbol, trade_date, close)
     select 'CSL', d::date, round((44 + 4 * sin(extract(epoch from d) / 86400 / 45))::numeric, 2)::float8
       from generate_series('2023-08-01'::date, current_date - 1, interval '1 day') as d
      where extract(isodow from d) < 6
     on conflict (symbol, trade_date) do update set close = excluded.close`,
  );
}

/** Five holdings and what they are worth at the seeded prices (issue 44's 360 px report: $60,865.00). */
export const FIVE_HOLDINGS = [
  { symbol: "BHP", name: "BHP Group Limited", sector: "Materials", lastPrice: 45.2, units: 500, price: "38.00", marketValue: "22600.00" },
  {
    symbol: "CBA",
    name: "Commonwealth Bank of Australia",
    sector: "Banks",
    lastPrice: 150,
    units: 100,
    price: "98.50",
    marketValue: "15000.00",
  },
  {
    symbol: "CSL",
    name: "CSL Limited",
    sector: "Pharmaceuticals, Biotechnology & Life Sciences",
    lastPrice: 289.5,
    units: 40,
    price: "301.20",
    marketValue: "11580.00",
  },
  {
    symbol: "TLS",
    name: "Telstra Group Limited",
    sector: "Telecommunication Services",
    lastPrice: 4.05,
    units: 2500,
    price: "3.90",
    marketValue: "10125.00",
  },
  {
    symbol: "VAS",
    name: "Vanguard Australian Shares Index ETF",
    sector: null,
    lastPrice: 104,
    units: 15,
    price: "88.10",
    marketValue: "1560.00",
  },
] as const;

const MORNINGSTAR_FIVE = [
  "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health",
  "BHP\t45.20\t42.00\tMedium\tWide\tStrong",
  "CBA\t150.00\t100.00\tLow\tWide\tStrong",
  "CSL\t289.50\t340.00\tMedium\tWide\tStrong",
  "TLS\t4.05\t4.40\tLow\tNarrow\tModerate",
].join("\n");

async function posted(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/**
 * FIVE_HOLDINGS for the page's user through the API: the stocks (sector, price), a buy of each on
 * 1 Mar 2024, 100 more BHP bought on 3 Jun 2024 and 100 sold on 2 Sep 2024 (a realised gain), two confirmed
 * dividends of each in the last year (the dividend calendar's cards), Morningstar fair values for four
 * (VAS has none), and daily closes for the value chart. Returns symbol → stock id.
 */
export async function seedFiveHoldings(page: Page): Promise<Record<string, string>> {
  const ids = await addStocks(
    page,
    FIVE_HOLDINGS.map(({ symbol, name, sector, lastPrice }) => ({ symbol, name, sector: sector ?? undefined, lastPrice })),
  );
  const trade = (stockId: string, type: "BUY" | "SELL", tradeDate: string, units: number, price: string) =>
    page.request.post("/api/trades", { data: { stockId, type, tradeDate, units: String(units), price, brokerage: "19.95" } });
  for (const holding of FIVE_HOLDINGS) {
    await posted(await trade(ids[holding.symbol], "BUY", "2024-03-01", holding.units, holding.price), `buy ${holding.symbol}`);
  }
  await posted(await trade(ids.BHP, "BUY", "2024-06-03", 100, "40.00"), "buy BHP again");
  await posted(await trade(ids.BHP, "SELL", "2024-09-02", 100, "45.12"), "sell BHP");
  const today = new Date();
  const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  for (const holding of FIVE_HOLDINGS) {
    for (const [ex, pay] of [
      [300, 270],
      [120, 90],
    ]) {
      await posted(
        await page.request.post("/api/dividends", {
          data: {
            stockId: ids[holding.symbol],
            exDate: daysAgo(ex),
            payDate: daysAgo(pay),
            amountPerShare: "0.50",
            frankingPercent: "100",
          },
        }),
        `dividend ${holding.symbol}`,
      );
    }
  }
  await posted(await page.request.post("/api/import/morningstar", { data: { text: MORNINGSTAR_FIVE } }), "fair values");
  // The stocks' prices again: a trade may have asked market data for one.
  for (const holding of FIVE_HOLDINGS) {
    await database().query("update stocks set last_price = $2 where id = $1", [ids[holding.symbol], holding.lastPrice]);
  }
  await database().query(
    `insert into price_history (symbol, trade_date, close)
     select s.symbol, d::date, round((s.base * (1 + 0.08 * sin(extract(epoch from d) / 86400 / 40)))::numeric, 2)::float8
       from (values ('BHP', 42.0), ('CBA', 130.0), ('CSL', 290.0), ('TLS', 4.0), ('VAS', 98.0)) as s(symbol, base),
            generate_series('2024-03-01'::date, current_date - 1, interval '1 day') as d
      where extract(isodow from d) < 6
     on conflict do nothing`,
  );
  return ids;
}
