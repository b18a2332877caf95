// The harness of the invalidation tests (invalidation*.test.ts): every read of every module is
// cached in a real query client, a mutation runs against a stubbed fetch, and the test lists the
// reads it invalidated. Also the groups of reads the cases' expected lists are made of.
import { MutationObserver, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { expect, it, vi } from "vitest";
import { alertQueries } from "../alerts";
import { authQueries } from "../auth";
import { cgtQueries } from "../cgt";
import { corporateActionQueries } from "../corporate-actions";
import { dividendQueries } from "../dividends";
import { fairValueQueries } from "../fair-values";
import { holdingQueries } from "../holdings";
import { importQueries } from "../imports";
import { journalQueries } from "../journal";
import { marketDataQueries } from "../market-data";
import { portfolioQueries } from "../portfolio";
import { createQueryClient } from "../query-client";
import { sectorQueries } from "../sectors";
import { shareholderQueries } from "../shareholders";
import { stockQueries } from "../stocks";
import { tradeQueries } from "../trades";
import { userQueries } from "../users";
import { valuationHistoryQueries } from "../valuation-history";

/** Every read the client makes, with sample ids. */
const READS: { queryKey: QueryKey }[] = [
  authQueries.me(),
  userQueries.pending(true),
  userQueries.all(true),
  stockQueries.all(),
  shareholderQueries.ofStock("s1"),
  portfolioQueries.list(true),
  portfolioQueries.list(false),
  sectorQueries.allocations(),
  sectorQueries.sectors(),
  sectorQueries.analytics(),
  fairValueQueries.all(),
  shareholderQueries.all(),
  journalQueries.all(),
  journalQueries.entry("j1"),
  importQueries.batches(),
  importQueries.batch("b1"),
  marketDataQueries.refreshJob(),
  alertQueries.list(),
  alertQueries.list({ unread: true, kind: "five-star", stockId: "s1" }),
  alertQueries.latest(),
  alertQueries.unreadCount(),
  alertQueries.settings(),
  valuationHistoryQueries.ofStock("s1"),
  holdingQueries.summary(),
  holdingQueries.parcels("s1"),
  holdingQueries.valueHistory("1Y"),
  holdingQueries.settings(),
  cgtQueries.year(2025),
  tradeQueries.ofStock("s1"),
  tradeQueries.ofBatch("b1"),
  tradeQueries.saleParcels("t1"),
  dividendQueries.estimated(),
  dividendQueries.ofStock("s1"),
  dividendQueries.ofBatch("b1"),
  dividendQueries.calendar(),
  dividendQueries.income(2025),
  corporateActionQueries.ofStock("s1"),
  corporateActionQueries.suggestions(),
];

/** A key as the request it stands for: parts joined with '/', an object part as the query string. */
export function label(key: QueryKey): string {
  const path = key.filter((part) => typeof part !== "object").join("/");
  const flags = key.filter((part): part is Record<string, unknown> => typeof part === "object" && part !== null);
  return flags.reduce<string>((url, flag) => `${url}?${new URLSearchParams(Object.entries(flag).map(([k, v]) => [k, String(v)]))}`, path);
}

const REFRESH_JOB_DONE = JSON.stringify({ jobId: "j1", state: "done", total: 1, processed: 1, successful: 1, failed: 0, newAlerts: 0 });

export function stubFetch(status = 200, body = "{}") {
  // Refresh-all's POST and its job's GET: one answer serves both, the job being done at once.
  const fetchMock = vi.fn(
    async (url: string) => new Response(status === 200 && url.startsWith("/api/stocks/refresh-all") ? REFRESH_JOB_DONE : body, { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function cachedClient(): QueryClient {
  const client = createQueryClient();
  for (const read of READS)
    client
      .getQueryCache()
      .build(client, read as never)
      .setData([]);
  return client;
}

export const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => label(query.queryKey))
    .sort();

// The alert lists (each alert shows its stock's symbol) and the bell's count.
export const ALERT_LISTS = ["/api/alerts?", "/api/alerts?limit=10", "/api/alerts?unread=true&kind=five-star&stockId=s1"];
export const UNREAD_COUNT = "/api/alerts/unread-count";
// The holdings ledger's reads that name a stock (a symbol, a name, a price): the holdings, the capital
// gains, a stock's trades and a sale's parcels.
export const LEDGER_STOCK_READS = [
  "/api/holdings",
  "/api/cgt?fy=2025",
  "/api/trades?stockId=s1",
  "/api/trades?batchId=b1",
  "/api/trades/t1/parcels",
];
// What one import holds and what its undo would do (Data History's Imports, the undo's confirmation):
// it counts every kind of row an import writes and names stocks, so nearly every write changes it.
export const BATCH_DETAIL = "/api/import/batches/b1";
// The lists of one stock's or one import's trades.
export const TRADE_LISTS = ["/api/trades?stockId=s1", "/api/trades?batchId=b1"];
// Every read replayed from the trades.
export const LEDGER_READS = [...LEDGER_STOCK_READS, "/api/holdings/s1/parcels", "/api/holdings/value-history?range=1Y"];
export const VALUE_HISTORY = "/api/holdings/value-history?range=1Y";
// The dividends' own reads (issue 31): every one shows the stock's symbol and units from the trades.
export const DIVIDEND_READS = [
  "/api/dividends?status=estimated",
  "/api/dividends?stockId=s1",
  "/api/dividends?batchId=b1",
  "/api/dividends/calendar",
  "/api/income?fy=2025",
];
// Corporate actions (issue 46): a stock's applied actions, and the known ones that touch a holding
// (the units held on their entitlement dates come from the trades and reinvestments).
export const ACTION_LIST = "/api/corporate-actions?stockId=s1";
export const ACTION_SUGGESTIONS = "/api/corporate-actions/suggestions";
// Every read a dividend write changes: its own, and the ledger's reads but a stock's trades (income,
// total return, a reinvestment's parcel, the units a suggestion finds held).
export const DIVIDEND_WRITE_READS = [
  ...DIVIDEND_READS,
  ...LEDGER_READS.filter((read) => !TRADE_LISTS.includes(read)),
  BATCH_DETAIL,
  ACTION_SUGGESTIONS,
];
// Every read that shows a stock, a price, or a row of a stock (they all join the stocks table).
export const STOCK_READS = [
  ...ALERT_LISTS,
  ...LEDGER_STOCK_READS,
  ...DIVIDEND_READS,
  "/api/fair-values",
  "/api/journal",
  "/api/journal/j1",
  "/api/portfolio/allocations",
  "/api/portfolio/sector-analytics",
  "/api/portfolio/sectors",
  "/api/portfolio?isPortfolio=false",
  "/api/portfolio?isPortfolio=true",
  "/api/shareholders",
  "/api/stocks",
  "/api/stocks/s1/history",
  "/api/stocks/s1/shareholders",
  // Its last point is today at the stocks' last prices (issue 44 item 4).
  VALUE_HISTORY,
  BATCH_DETAIL,
  ACTION_LIST,
  ACTION_SUGGESTIONS,
];
export const FILE = new File(["x"], "portfolio.xlsx");

export interface Case {
  name: string;
  options: object;
  variables: unknown;
  expected: string[];
}

/** A table of cases: `mutation(...)` adds one, its expected reads without repeats, sorted. */
export function caseTable() {
  const cases: Case[] = [];
  const mutation = (name: string, options: object, variables: unknown, expected: string[]) => {
    cases.push({ name, options, variables, expected: [...new Set(expected)].sort() });
  };
  return { cases, mutation };
}

export function run(cases: readonly Case[], client: QueryClient, name: string) {
  const found = cases.find((c) => c.name === name);
  if (!found) throw new Error(`no case ${name}`);
  return new MutationObserver(client, found.options as never).mutate(found.variables as never);
}

/** Each case's mutation invalidates exactly its expected reads, and none touches what no write changes. */
export function itRefreshesWhatEachCaseExpects(cases: readonly Case[]) {
  it.each(cases.map((c) => [c.name, c.expected] as const))("%s", async (name, expected) => {
    stubFetch();
    const client = cachedClient();
    await run(cases, client, name);
    // Invalidations that are not awaited run after the mutation has settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(invalidated(client)).toEqual(expected);
  });

  it("never touches the signed-in user or the refresh-all job's progress", () => {
    for (const { expected } of cases) {
      expect(expected).not.toContain("/api/auth/me");
      expect(expected).not.toContain("/api/stocks/refresh-all");
    }
  });
}
