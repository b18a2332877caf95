// The access-control matrix's table (access-control.test.ts): one row per endpoint the app serves,
// with who may call it and a request that succeeds for its owner, plus the walk that lists the
// endpoints Express really serves, so a route without a row cannot go unnoticed.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Express } from "express";
import { oneStockArchive } from "../support/account-archive";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Everything one user owns, created through the API; the rows' ids fill in the paths. */
export interface Resources {
  userId: string;
  /** A portfolio stock carrying every kind of child row below. */
  stockId: string;
  symbol: string;
  sector: string;
  name: string;
  /** A stock in Other Stocks, so the isPortfolio=false list has a row too. */
  otherStockId: string;
  fairValueId: string;
  fairValueBatchId: string;
  shareholderId: string;
  shareholderBatchId: string;
  journalEntryId: string;
  /** An alert of the portfolio stock (its price fell to the 5-star price in a second import). */
  alertId: string;
  /** A finished refresh-all job of the user's stocks. */
  refreshJobId: string;
  /** The portfolio stock's trades: a first buy, a second buy (edited and deleted by the rows), a sale of 10. */
  firstBuyId: string;
  tradeId: string;
  saleId: string;
  /** A dividend of the portfolio stock (ex-date 15 Feb 2024, on the 150 units then held). */
  dividendId: string;
  /** The portfolio stock's annual tax statement for FY 2024 (issue 47). */
  taxStatementId: string;
}

export interface Call {
  url: string;
  body?: object;
  file?: { bytes: Buffer; name: string };
}

export type Resource =
  | "stock"
  | "fair value"
  | "shareholder"
  | "journal entry"
  | "allocation"
  | "import batch"
  | "alert"
  | "refresh job"
  | "trade"
  | "dividend"
  | "tax statement";

/**
 * public: no session needed. signed-in: any approved user, on nothing but their own data.
 * owner-only: the owner alone. owns: the path or body names a resource of the caller's.
 */
export type Access = "public" | "signed-in" | "owner-only" | { owns: Resource };

export interface Row {
  method: Method;
  path: string;
  access: Access;
  /** The request, for the given user's resources (a fresh set per successful call). */
  call: (r: Resources, extra: Extra) => Call | Promise<Call>;
  /** Status of the call on the caller's own resources. */
  ok: number;
}

export interface Extra {
  pendingUserId: () => Promise<string>;
  approvedUserId: () => Promise<string>;
  disabledUserId: () => Promise<string>;
  freshCredentials: () => Promise<{ email: string; password: string }>;
  resetToken: () => Promise<string>;
}

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../parsers/fixtures", name));
export const MORNINGSTAR_HEADER = "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health";
export const holdersText = (tag: string) => `1 ${tag} NOMINEES PTY LTD 1,000,000 10.00%\n2 ${tag} CUSTODY LIMITED 500,000 5.00%`;
export const journalBody = (stockId: string) => ({ stockId, side: "long", openedAt: "2024-01-05", entryPrice: 10, thesis: "A thesis" });
export const tradeBody = (stockId: string, type: "BUY" | "SELL", tradeDate: string, units: string) => ({
  stockId,
  type,
  tradeDate,
  units,
  price: "10.5",
  brokerage: "9.95",
});
/** The app's dividend CSV (server/parsers/dividends-csv.ts) with one dividend of `symbol`. */
const dividendsCsv = (symbol: string) =>
  Buffer.from(
    `Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price\r\n${symbol},2024-02-20,2024-03-20,0.5,100,,,\r\n`,
  );
/** The annual tax statements CSV (server/parsers/tax-statements-csv.ts) with one FY 2025 statement of `symbol`. */
const taxStatementsCsv = (symbol: string) =>
  Buffer.from(`Code,Financial year,Cash distribution,Franked distributions\r\n${symbol},2025,12.00,6.00\r\n`);
/** The app's own trades CSV (server/parsers/trades/dashboard-trades.ts) with one buy of `symbol`. */
const tradesCsv = (symbol: string) =>
  Buffer.from(`Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference\r\n2024-05-01,${symbol},BUY,20,11,9.95,,,,\r\n`);

export const ROWS: Row[] = [
  { method: "get", path: "/api/health", access: "public", ok: 200, call: () => ({ url: "/api/health" }) },
  { method: "get", path: "/api/ready", access: "public", ok: 200, call: () => ({ url: "/api/ready" }) },
  // The account's own data out, and an export's data in (docs/decisions/022).
  { method: "get", path: "/api/export", access: "signed-in", ok: 200, call: () => ({ url: "/api/export" }) },
  {
    method: "post",
    path: "/api/import/archive",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/import/archive", file: { bytes: oneStockArchive(nextSymbol("X")), name: "export.json.gz" } }),
  },
  // Auth: public entry points, the session's user, and the owner's user management.
  {
    method: "post",
    path: "/api/auth/register",
    access: "public",
    ok: 201,
    call: () => ({
      url: "/api/auth/register",
      body: { email: `new-${Date.now()}-${Math.random()}@example.com`, password: "a-new-password" },
    }),
  },
  {
    method: "post",
    path: "/api/auth/login",
    access: "public",
    ok: 200,
    call: async (_r, x) => ({ url: "/api/auth/login", body: await x.freshCredentials() }),
  },
  { method: "post", path: "/api/auth/logout", access: "public", ok: 200, call: () => ({ url: "/api/auth/logout" }) },
  {
    method: "post",
    path: "/api/auth/request-reset",
    access: "public",
    ok: 200,
    call: () => ({ url: "/api/auth/request-reset", body: { email: "someone@example.com" } }),
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    access: "public",
    ok: 200,
    call: async (_r, x) => ({ url: "/api/auth/reset-password", body: { token: await x.resetToken(), password: "reset-new-pass" } }),
  },
  { method: "get", path: "/api/auth/me", access: "signed-in", ok: 200, call: () => ({ url: "/api/auth/me" }) },
  { method: "get", path: "/api/auth/pending-users", access: "owner-only", ok: 200, call: () => ({ url: "/api/auth/pending-users" }) },
  { method: "get", path: "/api/auth/users", access: "owner-only", ok: 200, call: () => ({ url: "/api/auth/users" }) },
  {
    method: "post",
    path: "/api/auth/users/:id/approve",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.pendingUserId()}/approve` }),
  },
  {
    method: "post",
    path: "/api/auth/users/:id/reject",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.pendingUserId()}/reject` }),
  },
  // The owner revokes, restores and deletes accounts, and makes reset links (issue 45 items 1, 2).
  {
    method: "post",
    path: "/api/auth/users/:id/disable",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.approvedUserId()}/disable` }),
  },
  {
    method: "post",
    path: "/api/auth/users/:id/enable",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.disabledUserId()}/enable` }),
  },
  {
    method: "post",
    path: "/api/auth/users/:id/reset-link",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.approvedUserId()}/reset-link` }),
  },
  {
    method: "delete",
    path: "/api/auth/users/:id",
    access: "owner-only",
    ok: 200,
    call: async (_r, x) => ({ url: `/api/auth/users/${await x.approvedUserId()}` }),
  },
  // Stocks and price refresh.
  { method: "get", path: "/api/stocks", access: "signed-in", ok: 200, call: () => ({ url: "/api/stocks" }) },
  {
    method: "post",
    path: "/api/stocks",
    access: "signed-in",
    ok: 201,
    call: () => ({ url: "/api/stocks", body: { symbol: nextSymbol("N"), name: "New Ltd", lastPrice: 3 } }),
  },
  { method: "delete", path: "/api/stocks/:id", access: { owns: "stock" }, ok: 200, call: (r) => ({ url: `/api/stocks/${r.stockId}` }) },
  {
    method: "patch",
    path: "/api/stocks/:id/toggle-portfolio",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/toggle-portfolio` }),
  },
  {
    method: "get",
    path: "/api/stocks/:id/shareholders",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/shareholders` }),
  },
  {
    method: "get",
    path: "/api/stocks/:id/history",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/history` }),
  },
  {
    method: "post",
    path: "/api/stocks/:id/shareholders",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/shareholders`, body: { asOfDate: "2024-06-30", text: holdersText("INTRUDER") } }),
  },
  // A job runs in the background (202); its progress is its owner's alone.
  { method: "post", path: "/api/stocks/refresh-all", access: "signed-in", ok: 202, call: () => ({ url: "/api/stocks/refresh-all" }) },
  {
    method: "get",
    path: "/api/stocks/refresh-all/:id",
    access: { owns: "refresh job" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/refresh-all/${r.refreshJobId}` }),
  },
  {
    method: "post",
    path: "/api/stocks/:id/refresh",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/refresh` }),
  },
  {
    method: "put",
    path: "/api/stocks/:id/alert-target",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/alert-target`, body: { below: 5, above: 50 } }),
  },
  // Portfolio, allocations and sectors.
  { method: "get", path: "/api/portfolio", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio" }) },
  { method: "get", path: "/api/portfolio/allocations", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio/allocations" }) },
  {
    method: "post",
    path: "/api/portfolio/allocations",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: "/api/portfolio/allocations", body: { stockId: r.stockId, amount: 999 } }),
  },
  {
    method: "delete",
    path: "/api/portfolio/allocations/:stockId",
    access: { owns: "allocation" },
    ok: 200,
    call: (r) => ({ url: `/api/portfolio/allocations/${r.stockId}` }),
  },
  { method: "get", path: "/api/portfolio/sectors", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio/sectors" }) },
  {
    method: "get",
    path: "/api/portfolio/sector-analytics",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/portfolio/sector-analytics" }),
  },
  // Imports and their history.
  {
    method: "post",
    path: "/api/import/morningstar",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/morningstar", body: { text: `${MORNINGSTAR_HEADER}\n${r.symbol}\t10\t14\tLow\tWide\tStrong` } }),
  },
  {
    method: "post",
    path: "/api/import/intelligent-investor",
    access: "signed-in",
    ok: 200,
    call: (r) => ({
      url: "/api/import/intelligent-investor",
      body: { text: `Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight\n${r.symbol},9,10,11,20,5%` },
    }),
  },
  {
    method: "post",
    path: "/api/import/motley-fool",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/motley-fool", body: { text: `${r.name} (ASX: ${r.symbol}) Buy under $12` } }),
  },
  {
    method: "post",
    path: "/api/import/bell-potter-paste",
    access: "signed-in",
    ok: 200,
    call: (r) => ({
      url: "/api/import/bell-potter-paste",
      body: { text: `Security,Target Price,Last Price,Recommendation,Source\n${r.symbol}.ASX,12.00,10.00,Buy,Bell Potter` },
    }),
  },
  {
    method: "post",
    path: "/api/import/excel",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/import/excel", file: { bytes: fixture("portfolio/ok/portfolio-text-months.xlsx"), name: "portfolio.xlsx" } }),
  },
  {
    method: "post",
    path: "/api/import/bell-potter",
    access: "signed-in",
    ok: 200,
    call: () => ({
      url: "/api/import/bell-potter",
      file: { bytes: fixture("bell-potter/ok/CurrentRecommendations.xlsx"), name: "CurrentRecommendations.xlsx" },
    }),
  },
  { method: "get", path: "/api/import/batches", access: "signed-in", ok: 200, call: () => ({ url: "/api/import/batches" }) },
  {
    method: "get",
    path: "/api/import/batches/:id",
    access: { owns: "import batch" },
    ok: 200,
    call: (r) => ({ url: `/api/import/batches/${r.fairValueBatchId}` }),
  },
  {
    method: "delete",
    path: "/api/import/batches/:id",
    access: { owns: "import batch" },
    ok: 200,
    call: (r) => ({ url: `/api/import/batches/${r.fairValueBatchId}` }),
  },
  // Fair values and shareholders.
  { method: "get", path: "/api/fair-values", access: "signed-in", ok: 200, call: () => ({ url: "/api/fair-values" }) },
  {
    method: "delete",
    path: "/api/fair-values/:id",
    access: { owns: "fair value" },
    ok: 200,
    call: (r) => ({ url: `/api/fair-values/${r.fairValueId}` }),
  },
  {
    method: "post",
    path: "/api/shareholders/preview",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/shareholders/preview", body: { text: holdersText("PREVIEW") } }),
  },
  { method: "get", path: "/api/shareholders", access: "signed-in", ok: 200, call: () => ({ url: "/api/shareholders" }) },
  {
    method: "delete",
    path: "/api/shareholders/:id",
    access: { owns: "shareholder" },
    ok: 200,
    call: (r) => ({ url: `/api/shareholders/${r.shareholderId}` }),
  },
  // Journal.
  {
    method: "post",
    path: "/api/journal",
    access: { owns: "stock" },
    ok: 201,
    call: (r) => ({ url: "/api/journal", body: journalBody(r.stockId) }),
  },
  { method: "get", path: "/api/journal", access: "signed-in", ok: 200, call: () => ({ url: "/api/journal" }) },
  {
    method: "get",
    path: "/api/journal/:id",
    access: { owns: "journal entry" },
    ok: 200,
    call: (r) => ({ url: `/api/journal/${r.journalEntryId}` }),
  },
  {
    method: "patch",
    path: "/api/journal/:id",
    access: { owns: "journal entry" },
    ok: 200,
    call: (r) => ({ url: `/api/journal/${r.journalEntryId}`, body: { notes: "edited by someone" } }),
  },
  {
    method: "delete",
    path: "/api/journal/:id",
    access: { owns: "journal entry" },
    ok: 200,
    call: (r) => ({ url: `/api/journal/${r.journalEntryId}` }),
  },
  // Alerts and their settings.
  { method: "get", path: "/api/alerts", access: "signed-in", ok: 200, call: () => ({ url: "/api/alerts?unread=true" }) },
  { method: "get", path: "/api/alerts/unread-count", access: "signed-in", ok: 200, call: () => ({ url: "/api/alerts/unread-count" }) },
  {
    method: "post",
    path: "/api/alerts/read",
    access: { owns: "alert" },
    ok: 200,
    call: (r) => ({ url: "/api/alerts/read", body: { ids: [r.alertId] } }),
  },
  { method: "get", path: "/api/alerts/settings", access: "signed-in", ok: 200, call: () => ({ url: "/api/alerts/settings" }) },
  {
    method: "put",
    path: "/api/alerts/settings",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/alerts/settings", body: { kinds: { "fv-change": false }, fvChangePercent: 7.5 } }),
  },
  // The matrix's app sends through a loopback SMTP server (access-control.test.ts).
  { method: "post", path: "/api/alerts/digest/test", access: "signed-in", ok: 200, call: () => ({ url: "/api/alerts/digest/test" }) },
  // Holdings ledger (issue 30): trades, a sale's parcels, holdings, value history, parcel method, CGT, trade files.
  { method: "get", path: "/api/trades", access: "signed-in", ok: 200, call: () => ({ url: "/api/trades" }) },
  {
    method: "post",
    path: "/api/trades",
    access: { owns: "stock" },
    ok: 201,
    call: (r) => ({ url: "/api/trades", body: tradeBody(r.stockId, "BUY", "2024-04-01", "5") }),
  },
  {
    method: "patch",
    path: "/api/trades/:id",
    access: { owns: "trade" },
    ok: 200,
    call: (r) => ({ url: `/api/trades/${r.tradeId}`, body: { note: "edited by someone" } }),
  },
  { method: "delete", path: "/api/trades/:id", access: { owns: "trade" }, ok: 200, call: (r) => ({ url: `/api/trades/${r.tradeId}` }) },
  {
    method: "get",
    path: "/api/trades/:id/parcels",
    access: { owns: "trade" },
    ok: 200,
    call: (r) => ({ url: `/api/trades/${r.saleId}/parcels` }),
  },
  {
    method: "put",
    path: "/api/trades/:id/parcels",
    access: { owns: "trade" },
    ok: 200,
    call: (r) => ({ url: `/api/trades/${r.saleId}/parcels`, body: { allocations: [{ parcelTradeId: r.tradeId, units: "10" }] } }),
  },
  {
    method: "post",
    path: "/api/import/trades",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/trades", file: { bytes: tradesCsv(r.symbol), name: "trades.csv" } }),
  },
  { method: "get", path: "/api/holdings", access: "signed-in", ok: 200, call: () => ({ url: "/api/holdings" }) },
  {
    method: "get",
    path: "/api/holdings/value-history",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/holdings/value-history?range=ALL" }),
  },
  { method: "get", path: "/api/holdings/settings", access: "signed-in", ok: 200, call: () => ({ url: "/api/holdings/settings" }) },
  {
    method: "put",
    path: "/api/holdings/settings",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/holdings/settings", body: { parcelMethod: "minimise", taxEntity: "smsf", lossBroughtIn: "120.00" } }),
  },
  {
    method: "get",
    path: "/api/holdings/:stockId/parcels",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/holdings/${r.stockId}/parcels` }),
  },
  { method: "get", path: "/api/cgt", access: "signed-in", ok: 200, call: () => ({ url: "/api/cgt?fy=2024&format=csv" }) },
  // Dividends and franking (issue 31): dividends, the calendar, the market-data sync, income, the dividend CSV.
  { method: "get", path: "/api/dividends", access: "signed-in", ok: 200, call: () => ({ url: "/api/dividends?fy=2024" }) },
  {
    method: "post",
    path: "/api/dividends",
    access: { owns: "stock" },
    ok: 201,
    call: (r) => ({ url: "/api/dividends", body: { stockId: r.stockId, exDate: "2024-02-20", amountPerShare: "0.5" } }),
  },
  {
    method: "patch",
    path: "/api/dividends/:id",
    access: { owns: "dividend" },
    ok: 200,
    call: (r) => ({ url: `/api/dividends/${r.dividendId}`, body: { frankingPercent: 100, payDate: "2024-03-20" } }),
  },
  {
    method: "delete",
    path: "/api/dividends/:id",
    access: { owns: "dividend" },
    ok: 200,
    call: (r) => ({ url: `/api/dividends/${r.dividendId}` }),
  },
  { method: "get", path: "/api/dividends/calendar", access: "signed-in", ok: 200, call: () => ({ url: "/api/dividends/calendar" }) },
  { method: "post", path: "/api/dividends/sync", access: "signed-in", ok: 200, call: () => ({ url: "/api/dividends/sync" }) },
  { method: "get", path: "/api/income", access: "signed-in", ok: 200, call: () => ({ url: "/api/income?fy=2024&format=csv" }) },
  // Returns against the ASX 200 (issue 48): the period's returns and their daily series; the benchmark series, public market data.
  { method: "get", path: "/api/returns", access: "signed-in", ok: 200, call: () => ({ url: "/api/returns?period=all&franking=include" }) },
  { method: "get", path: "/api/returns/series", access: "signed-in", ok: 200, call: () => ({ url: "/api/returns/series?period=1y" }) },
  { method: "get", path: "/api/benchmarks", access: "signed-in", ok: 200, call: () => ({ url: "/api/benchmarks" }) },
  { method: "post", path: "/api/benchmarks/refresh", access: "signed-in", ok: 200, call: () => ({ url: "/api/benchmarks/refresh" }) },
  // Before 30 June (issue 49): the year's position and parcels; a scenario of the caller's own parcels, writing nothing.
  { method: "get", path: "/api/tax-timing", access: "signed-in", ok: 200, call: () => ({ url: "/api/tax-timing" }) },
  {
    method: "post",
    path: "/api/tax-timing/scenario",
    access: { owns: "trade" },
    ok: 200,
    call: (r) => ({ url: "/api/tax-timing/scenario", body: { sales: [{ parcelId: r.firstBuyId, units: "10", price: "11" }] } }),
  },
  {
    method: "post",
    path: "/api/import/dividends",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/dividends", file: { bytes: dividendsCsv(r.symbol), name: "dividends.csv" } }),
  },
  // ETF annual tax statements and the tax summary (issue 47); the seed's statement is FY 2024's, the units are still held in FY 2025.
  { method: "get", path: "/api/tax-statements", access: "signed-in", ok: 200, call: () => ({ url: "/api/tax-statements?fy=2024" }) },
  {
    method: "post",
    path: "/api/tax-statements",
    access: { owns: "stock" },
    ok: 201,
    call: (r) => ({ url: "/api/tax-statements", body: { stockId: r.stockId, fy: 2025, cashDistribution: "12.00" } }),
  },
  {
    method: "patch",
    path: "/api/tax-statements/:id",
    access: { owns: "tax statement" },
    ok: 200,
    call: (r) => ({ url: `/api/tax-statements/${r.taxStatementId}`, body: { interest: "1.50" } }),
  },
  {
    method: "delete",
    path: "/api/tax-statements/:id",
    access: { owns: "tax statement" },
    ok: 200,
    call: (r) => ({ url: `/api/tax-statements/${r.taxStatementId}` }),
  },
  { method: "get", path: "/api/tax-summary", access: "signed-in", ok: 200, call: () => ({ url: "/api/tax-summary?fy=2024&format=csv" }) },
  {
    method: "post",
    path: "/api/import/tax-statements",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/tax-statements", file: { bytes: taxStatementsCsv(r.symbol), name: "statements.csv" } }),
  },
];

export const label = (row: Pick<Row, "method" | "path">) => `${row.method.toUpperCase()} ${row.path}`;
export const isOwned = (access: Access): access is { owns: Resource } => typeof access === "object";
export const needsSession = (row: Row) => row.access !== "public";

let symbolCount = 0;
export function nextSymbol(prefix: string) {
  symbolCount += 1;
  return `${prefix}${symbolCount}`.slice(0, 6);
}

/**
 * Every "METHOD /path" the app answers, walked from Express 5's router stacks: a route layer has
 * `route` (path and methods); a mounted router is a layer whose handle has its own `stack`, and its
 * mount path is the layer's `rawPath` (router 2.x). A path that is not a plain string (a RegExp)
 * fails the walk, so such a route cannot hide from the table.
 */
export function servedEndpoints(app: Express): string[] {
  type Layer = { route?: { path: unknown; methods: Record<string, boolean> }; rawPath?: unknown; handle?: { stack?: Layer[] } };
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== "string")
          throw new Error(`A route under ${prefix || "/"} has a non-string path: ${String(layer.route.path)}`);
        for (const method of Object.keys(layer.route.methods))
          found.push(`${method.toUpperCase()} ${prefix}${layer.route.path === "/" && prefix ? "" : layer.route.path}`);
      } else if (Array.isArray(layer.handle?.stack)) {
        if (typeof layer.rawPath !== "string") throw new Error(`A router under ${prefix || "/"} is mounted on a non-string path`);
        walk(layer.handle.stack, prefix + (layer.rawPath === "/" ? "" : layer.rawPath));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return found.sort();
}
