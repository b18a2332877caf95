// Helpers the dashboard browser tests share: a fresh approved user, seeding through the API and SQL,
// the two tables, and waiting for animations before screenshots.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { navigateInApp, registerThroughApi } from "./browser";

export { shot } from "./browser";
import { database } from "./database";

let userCount = 0;
/** A fresh approved (non-owner) user per test, so tests never see each other's stocks. */
export async function approvedUser() {
  const credentials = { email: `dash-${Date.now()}-${++userCount}@e2e.test`, password: "dashboard-pass-1" };
  const user = await registerThroughApi(credentials.email, credentials.password);
  await database().query("update users set status = 'approved' where email = $1", [credentials.email]);
  return { ...credentials, id: user.id };
}

export interface SeedStock {
  symbol: string;
  name: string;
  sector?: string;
  lastPrice: number;
  dividendYield?: number | null;
}

/** Adds stocks through the API with the page's session cookie; returns symbol → id. */
export async function addStocks(page: Page, stocks: SeedStock[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const stock of stocks) {
    const res = await page.request.post("/api/stocks", { data: { sector: null, dividendYield: null, ...stock } });
    expect(res.status()).toBe(201);
    ids[stock.symbol] = (await res.json()).id;
  }
  return ids;
}

/**
 * `count` portfolio stocks in one statement: symbols `prefix` + n zero-padded to `digits` (S001 …),
 * seven sectors, priced 1 + n / 10 ("by number") or every price from 1.0 to 1 + (count − 1) / 10 once
 * in a shuffled order ("shuffled": n × 7919 mod count, a prime that shares no factor with count).
 */
export async function insertNumberedStocks(
  userId: string,
  count: number,
  options: { prefix: string; digits: number; prices: "by number" | "shuffled" },
) {
  const price = options.prices === "shuffled" ? "1 + (n * 7919 % $3::int) / 10.0" : "1 + n / 10.0";
  await database().query(
    `insert into stocks (user_id, symbol, name, sector, last_price, last_price_updated_at, dividend_yield, is_portfolio)
     select $1, $2::text || lpad(n::text, $4::int, '0'), 'Stock ' || n, 'Sector ' || (n % 7), ${price}, now(), (n % 9)::float, true
       from generate_series(1, $3::int) as n`,
    [userId, options.prefix, count, options.digits],
  );
}

/** The symbol insertNumberedStocks(…, "shuffled") prices at 1 + step / 10. */
export function shuffledSymbolPricedAt(step: number, count: number, options: { prefix: string; digits: number }): string {
  const n = Array.from({ length: count }, (_, i) => i + 1).find((k) => (k * 7919) % count === step);
  if (n === undefined) throw new Error(`no stock priced at step ${step} of ${count}`);
  return options.prefix + String(n).padStart(options.digits, "0");
}

// SQL: the Sydney calendar month `back` months before the current one, as a date.
export const sydneyMonth = (back: number) =>
  `(date_trunc('month', now() at time zone 'Australia/Sydney') - interval '${back} month')::date`;

/** A Morningstar value for the current month (and optionally a previous one), with its ratings. */
export async function seedMorningstar(
  stockId: string,
  fairValue: number,
  meta: Record<string, string>,
  previous?: { back: number; value: number },
) {
  await database().query(
    `insert into fair_values (stock_id, source, as_of_month, fair_value, meta, created_at) values ($1, 'morningstar', ${sydneyMonth(0)}, $2, $3, now())`,
    [stockId, fairValue, meta],
  );
  if (previous) {
    await database().query(
      `insert into fair_values (stock_id, source, as_of_month, fair_value, meta, created_at) values ($1, 'morningstar', ${sydneyMonth(previous.back)}, $2, $3, now())`,
      [stockId, previous.value, meta],
    );
  }
}

export async function seedFairValue(stockId: string, source: string, fairValue: number, meta: Record<string, unknown> = {}) {
  await database().query(
    `insert into fair_values (stock_id, source, as_of_month, fair_value, meta, created_at) values ($1, $2, ${sydneyMonth(0)}, $3, $4, now())`,
    [stockId, source, fairValue, meta],
  );
}

export const portfolioTable = (page: Page) => page.getByRole("region", { name: "Portfolio stocks table", exact: true });
export const otherTable = (page: Page) => page.getByRole("region", { name: "Other stocks table", exact: true });
export const symbolsIn = (page: Page, region = portfolioTable(page)) =>
  region.locator("tbody tr[data-symbol]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-symbol")));

async function dashboardDrawn(page: Page) {
  await page.getByRole("heading", { name: "Portfolio Overview" }).waitFor();
  await page.getByText("Loading portfolio data...").waitFor({ state: "detached" });
}

/** Loads the dashboard (a full page load) and waits for its data. */
export async function openDashboard(page: Page) {
  await page.goto("/");
  await dashboardDrawn(page);
}

/**
 * Opens the dashboard through the app's router in a page that has loaded the app, where nothing was
 * written behind the page since (e2e/support/browser.ts's navigateInApp): a sixth of a load's CPU.
 */
export async function navigateToDashboard(page: Page) {
  await navigateInApp(page, "/");
  await dashboardDrawn(page);
}
