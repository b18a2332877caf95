// What each mutation refreshes, end to end through the real query client: every read of every module
// is cached, the mutation runs against a stubbed fetch, and the test lists the reads it invalidated.
// The table is the contract of issue 12 item 1: a write refreshes every list its server-side change
// touched, the database's cascades included, and nothing that cannot have changed.
import { MutationObserver, QueryObserver, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { alertMutations, alertQueries } from "./alerts";
import { accountArchiveMutations } from "./account-archive";
import { authMutations, authQueries } from "./auth";
import { cgtMutations, cgtQueries } from "./cgt";
import { corporateActionMutations, corporateActionQueries } from "./corporate-actions";
import { dividendMutations, dividendQueries } from "./dividends";
import { fairValueMutations, fairValueQueries } from "./fair-values";
import { holdingMutations, holdingQueries } from "./holdings";
import { importMutations, importQueries } from "./imports";
import { journalMutations, journalQueries } from "./journal";
import { addedStockPricesMutation, marketDataMutations, marketDataQueries } from "./market-data";
import { portfolioQueries } from "./portfolio";
import { createQueryClient } from "./query-client";
import { allocationMutations, sectorQueries } from "./sectors";
import { shareholderMutations, shareholderQueries } from "./shareholders";
import { stockMutations, stockQueries } from "./stocks";
import { tradeMutations, tradeQueries } from "./trades";
import { userMutations, userQueries } from "./users";
import { valuationHistoryQueries } from "./valuation-history";

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
function label(key: QueryKey): string {
  const path = key.filter((part) => typeof part !== "object").join("/");
  const flags = key.filter((part): part is Record<string, unknown> => typeof part === "object" && part !== null);
  return flags.reduce<string>((url, flag) => `${url}?${new URLSearchParams(Object.entries(flag).map(([k, v]) => [k, String(v)]))}`, path);
}

const REFRESH_JOB_DONE = JSON.stringify({ jobId: "j1", state: "done", total: 1, processed: 1, successful: 1, failed: 0, newAlerts: 0 });

function stubFetch(status = 200, body = "{}") {
  // Refresh-all's POST and its job's GET: one answer serves both, the job being done at once.
  const fetchMock = vi.fn(
    async (url: string) => new Response(status === 200 && url.startsWith("/api/stocks/refresh-all") ? REFRESH_JOB_DONE : body, { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function cachedClient(): QueryClient {
  const client = createQueryClient();
  for (const read of READS)
    client
      .getQueryCache()
      .build(client, read as never)
      .setData([]);
  return client;
}

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => label(query.queryKey))
    .sort();

// The alert lists (each alert shows its stock's symbol) and the bell's count.
const ALERT_LISTS = ["/api/alerts?", "/api/alerts?limit=10", "/api/alerts?unread=true&kind=five-star&stockId=s1"];
const UNREAD_COUNT = "/api/alerts/unread-count";
// The holdings ledger's reads that name a stock (a symbol, a name, a price): the holdings, the capital
// gains, a stock's trades and a sale's parcels.
const LEDGER_STOCK_READS = [
  "/api/holdings",
  "/api/cgt?fy=2025",
  "/api/trades?stockId=s1",
  "/api/trades?batchId=b1",
  "/api/trades/t1/parcels",
];
// What one import holds and what its undo would do (Data History's Imports, the undo's confirmation):
// it counts every kind of row an import writes and names stocks, so nearly every write changes it.
const BATCH_DETAIL = "/api/import/batches/b1";
// The lists of one stock's or one import's trades.
const TRADE_LISTS = ["/api/trades?stockId=s1", "/api/trades?batchId=b1"];
// Every read replayed from the trades.
const LEDGER_READS = [...LEDGER_STOCK_READS, "/api/holdings/s1/parcels", "/api/holdings/value-history?range=1Y"];
const VALUE_HISTORY = "/api/holdings/value-history?range=1Y";
// The dividends' own reads (issue 31): every one shows the stock's symbol and units from the trades.
const DIVIDEND_READS = [
  "/api/dividends?status=estimated",
  "/api/dividends?stockId=s1",
  "/api/dividends?batchId=b1",
  "/api/dividends/calendar",
  "/api/income?fy=2025",
];
// Corporate actions (issue 46): a stock's applied actions, and the known ones that touch a holding
// (the units held on their entitlement dates come from the trades and reinvestments).
const ACTION_LIST = "/api/corporate-actions?stockId=s1";
const ACTION_SUGGESTIONS = "/api/corporate-actions/suggestions";
// Every read a dividend write changes: its own, and the ledger's reads but a stock's trades (income,
// total return, a reinvestment's parcel, the units a suggestion finds held).
const DIVIDEND_WRITE_READS = [
  ...DIVIDEND_READS,
  ...LEDGER_READS.filter((read) => !TRADE_LISTS.includes(read)),
  BATCH_DETAIL,
  ACTION_SUGGESTIONS,
];
// Every read that shows a stock, a price, or a row of a stock (they all join the stocks table).
const STOCK_READS = [
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
const FILE = new File(["x"], "portfolio.xlsx");

interface Case {
  name: string;
  options: object;
  variables: unknown;
  expected: string[];
}
const CASES: Case[] = [];
function mutation(name: string, options: object, variables: unknown, expected: string[]) {
  CASES.push({ name, options, variables, expected: [...new Set(expected)].sort() });
}

mutation("register", authMutations.register(), { email: "a@b.co", password: "pw" }, []);
mutation("request reset", authMutations.requestReset(), { email: "a@b.co" }, []);
mutation("reset password", authMutations.resetPassword(), { token: "t", password: "pw" }, []);
mutation("approve a user", userMutations.approve(), "u1", ["/api/auth/pending-users", "/api/auth/users"]);
mutation("reject a user", userMutations.reject(), "u1", ["/api/auth/pending-users", "/api/auth/users"]);
mutation("disable a user", userMutations.disable(), "u1", ["/api/auth/pending-users", "/api/auth/users"]);
mutation("enable a user", userMutations.enable(), "u1", ["/api/auth/pending-users", "/api/auth/users"]);
// The user's own rows go with them, but none of them is in the owner's cache.
mutation("delete a user", userMutations.remove(), "u1", ["/api/auth/pending-users", "/api/auth/users"]);
mutation("make a reset link", userMutations.resetLink(), "u1", []);
// Adding, refreshing, importing, undoing and deleting evaluate alerts on the server: the bell's count too.
mutation("add a stock", stockMutations.add(), { symbol: "BHP", name: "BHP", lastPrice: 1 }, [...STOCK_READS, UNREAD_COUNT]);
// A deleted stock takes its alerts and trades with it (CASCADES).
mutation("delete a stock", stockMutations.remove(), "s1", [...STOCK_READS, ...LEDGER_READS.slice(4), UNREAD_COUNT]);
mutation("bulk delete", stockMutations.removeMany(), ["s1", "s2"], [...STOCK_READS, ...LEDGER_READS.slice(4), UNREAD_COUNT]);
mutation("move between tables", stockMutations.togglePlacement(), "s1", STOCK_READS);
// New closes move the holdings' value history.
mutation("refresh a stock", marketDataMutations.refreshStock(), "s1", [...STOCK_READS, UNREAD_COUNT]);
// Its POST answers the job's id, and the job's GET its counts once done (stubFetch).
mutation("refresh all", marketDataMutations.refreshAll(), {}, [...STOCK_READS, UNREAD_COUNT]);
// The first prices of the stocks a trade or an import added: the job's GET answers its counts (stubFetch).
mutation("follow an added stock's prices", addedStockPricesMutation(), "j1", [...STOCK_READS, UNREAD_COUNT]);
mutation("save an allocation", allocationMutations.save(), { stockId: "s1", amount: 5 }, [
  BATCH_DETAIL,
  "/api/portfolio/allocations",
  "/api/portfolio/sector-analytics",
  "/api/portfolio/sectors",
]);
mutation("remove an allocation", allocationMutations.remove(), "s1", [
  BATCH_DETAIL,
  "/api/portfolio/allocations",
  "/api/portfolio/sector-analytics",
  "/api/portfolio/sectors",
]);
// The dashboard may fall back to an older value; sector values are sums of allocations, not fair values.
mutation("delete a fair value", fairValueMutations.remove(), "f1", [
  ...ALERT_LISTS,
  UNREAD_COUNT,
  BATCH_DETAIL,
  "/api/fair-values",
  "/api/holdings",
  "/api/stocks/s1/history",
  "/api/portfolio/sector-analytics",
  "/api/portfolio?isPortfolio=false",
  "/api/portfolio?isPortfolio=true",
]);
mutation("preview shareholders", shareholderMutations.preview(), "text", []);
mutation("import shareholders", shareholderMutations.import(), { stockId: "s1", body: { asOfDate: "2024-08-31", text: "x" } }, [
  "/api/import/batches",
  BATCH_DETAIL,
  "/api/shareholders",
  "/api/stocks/s1/shareholders",
]);
mutation("delete a shareholder", shareholderMutations.remove(), "h1", [BATCH_DETAIL, "/api/shareholders", "/api/stocks/s1/shareholders"]);
mutation(
  "create a journal entry",
  journalMutations.create(),
  { stockId: "s1", side: "long", openedAt: "2024-01-01", entryPrice: 1, thesis: "t" },
  [BATCH_DETAIL, "/api/journal", "/api/journal/j1"],
);
mutation("update a journal entry", journalMutations.update(), { id: "j1", body: { notes: "n" } }, [
  BATCH_DETAIL,
  "/api/journal",
  "/api/journal/j1",
]);
mutation("delete a journal entry", journalMutations.remove(), "j1", [BATCH_DETAIL, "/api/journal", "/api/journal/j1"]);
mutation("paste import", importMutations.paste({ endpoint: "/api/import/morningstar" }), "text", [
  ...STOCK_READS,
  UNREAD_COUNT,
  "/api/import/batches",
]);
mutation("workbook import", importMutations.workbook({ endpoint: "/api/import/excel" }), FILE, [
  ...STOCK_READS,
  UNREAD_COUNT,
  "/api/import/batches",
]);
// An account import's alert settings and a trade import's trades go with its batch (CASCADES).
mutation("undo an import", importMutations.undo(), "b1", [
  ...STOCK_READS,
  ...LEDGER_READS.slice(4),
  UNREAD_COUNT,
  "/api/alerts/settings",
  "/api/import/batches",
  // The file may bring the parcel method; its undo takes it away.
  "/api/holdings/settings",
]);
mutation("mark alerts read", alertMutations.markRead(), ["a1"], [...ALERT_LISTS, UNREAD_COUNT]);
mutation("mark every alert read", alertMutations.markRead(), undefined, [...ALERT_LISTS, UNREAD_COUNT]);
mutation("save alert settings", alertMutations.saveSettings(), { scope: "portfolio" }, [BATCH_DETAIL, "/api/alerts/settings"]);
mutation("send a test e-mail", alertMutations.sendTestDigest(), undefined, []);
// Setting a target fires nothing (it re-arms at today's price); the stock's row shows the new levels.
mutation("set an alert target", alertMutations.setTarget(), { stockId: "s1", target: { below: 1, above: null } }, STOCK_READS);
// The export stores nothing; an account import adds every kind of row (and the stocks they belong to),
// the alert settings of an account without its own, and evaluates the account's alerts.
mutation("export my data", accountArchiveMutations.export(), undefined, []);
mutation("import an account export", accountArchiveMutations.import(), new File(["x"], "export.json.gz"), [
  ...STOCK_READS,
  ...LEDGER_READS.slice(4),
  UNREAD_COUNT,
  "/api/alerts/settings",
  "/api/import/batches",
  // The file may bring the parcel method; its undo takes it away.
  "/api/holdings/settings",
]);

// The holdings ledger (issue 30): a trade write refreshes everything replayed from the trades; adding
// one may add its stock to Portfolio, and an import is also a batch Data History lists.
const TRADE = { type: "BUY", tradeDate: "2024-01-02", units: "10", price: "1", symbol: "BHP" };
mutation("add a trade", tradeMutations.create(), TRADE, [...STOCK_READS, ...LEDGER_READS.slice(4)]);
// A dividend's default units are those held before its ex-date: every trade write moves the dividends' reads too.
// An import's detail counts its trades and replays the ledger for its undo's refusal.
mutation("edit a trade", tradeMutations.update(), { id: "t1", body: { units: "5" } }, [
  ...LEDGER_READS,
  ...DIVIDEND_READS,
  BATCH_DETAIL,
  ACTION_SUGGESTIONS,
]);
mutation("delete a trade", tradeMutations.remove(), "t1", [...LEDGER_READS, ...DIVIDEND_READS, BATCH_DETAIL, ACTION_SUGGESTIONS]);
mutation("choose a sale's parcels", tradeMutations.chooseParcels(), { id: "t1", body: { allocations: [] } }, [
  ...LEDGER_READS,
  ...DIVIDEND_READS,
  BATCH_DETAIL,
  ACTION_SUGGESTIONS,
]);
mutation("preview a trade file", tradeMutations.previewImport(), FILE, []);
mutation("import a trade file", tradeMutations.importFile(), FILE, [...STOCK_READS, ...LEDGER_READS.slice(4), "/api/import/batches"]);
// The method changes every match; the settings themselves are read back.
mutation("save the parcel method", holdingMutations.saveSettings(), { parcelMethod: "minimise" }, [
  ...LEDGER_READS.filter((read) => !TRADE_LISTS.includes(read)),
  "/api/holdings/settings",
  BATCH_DETAIL,
]);
mutation("download the trades CSV", tradeMutations.downloadCsv(), undefined, []);
mutation("download the capital gains CSV", cgtMutations.downloadCsv(), { fy: 2025, method: "fifo" }, []);

// Dividends (issue 31): a write refreshes the dividends' reads and every read replayed with them; an
// import is also a batch Data History lists; the CSV stores nothing.
const DIVIDEND = { stockId: "s1", exDate: "2024-08-14", amountPerShare: "0.72" };
mutation("add a dividend", dividendMutations.create(), DIVIDEND, DIVIDEND_WRITE_READS);
mutation(
  "confirm a dividend",
  dividendMutations.update(),
  { id: "d1", body: { frankingPercent: "100", payDate: "2024-09-20" } },
  DIVIDEND_WRITE_READS,
);
mutation("delete a dividend", dividendMutations.remove(), "d1", DIVIDEND_WRITE_READS);
// A sync fetches each traded stock's market data and stores its closes, as a refresh does.
mutation("sync dividends", dividendMutations.sync(), undefined, [...DIVIDEND_WRITE_READS, "/api/stocks/s1/history"]);
mutation("preview a dividends file", dividendMutations.previewImport(), FILE, []);
mutation("import a dividends file", dividendMutations.importFile(), FILE, [...DIVIDEND_WRITE_READS, "/api/import/batches"]);
mutation("download the income CSV", dividendMutations.downloadIncomeCsv(), 2025, []);

// Corporate actions (issue 46): an action is an event of the ledger's replay, so a write refreshes
// every read replayed from it; it may add the demerged company's stock or rename one (a code change).
// The dry run stores nothing.
const ACTION = { type: "RETURN_OF_CAPITAL", stockId: "s1", exDate: "2024-08-14", payDate: "2024-09-01", amountPerShare: "0.2" };
mutation("preview a corporate action", corporateActionMutations.preview(), { id: null, body: ACTION }, []);
mutation("preview an edit of a corporate action", corporateActionMutations.preview(), { id: "c1", body: ACTION }, []);
mutation("add a corporate action", corporateActionMutations.save(), { id: null, body: ACTION }, [...STOCK_READS, ...LEDGER_READS]);
mutation("edit a corporate action", corporateActionMutations.save(), { id: "c1", body: ACTION }, [...STOCK_READS, ...LEDGER_READS]);
mutation("delete a corporate action", corporateActionMutations.remove(), "c1", [
  ...LEDGER_READS.filter((read) => !TRADE_LISTS.includes(read)),
  ...DIVIDEND_READS,
  BATCH_DETAIL,
  ACTION_LIST,
  ACTION_SUGGESTIONS,
]);

function run(client: QueryClient, name: string) {
  const found = CASES.find((c) => c.name === name);
  if (!found) throw new Error(`no case ${name}`);
  return new MutationObserver(client, found.options as never).mutate(found.variables as never);
}

describe("what each mutation refreshes", () => {
  it.each(CASES.map((c) => [c.name, c.expected] as const))("%s", async (name, expected) => {
    stubFetch();
    const client = cachedClient();
    await run(client, name);
    // Invalidations that are not awaited run after the mutation has settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(invalidated(client)).toEqual(expected);
  });

  it("never touches the signed-in user or the refresh-all job's progress", () => {
    for (const { expected } of CASES) {
      expect(expected).not.toContain("/api/auth/me");
      expect(expected).not.toContain("/api/stocks/refresh-all");
    }
  });

  it("refreshes after a failed call too: a 404 means the cached list was already out of date", async () => {
    stubFetch(404, '{"error":"Fair value not found"}');
    const client = cachedClient();
    await expect(run(client, "delete a fair value")).rejects.toThrow('404: {"error":"Fair value not found"}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(invalidated(client)).toContain("/api/fair-values");
  });

  it("signing in keeps only the new user and drops every other cached read", async () => {
    stubFetch(200, '{"id":"u2","email":"b@c.co","role":"user","status":"approved"}');
    const client = cachedClient();
    await new MutationObserver(client, authMutations.login()).mutate({ email: "b@c.co", password: "pw" });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => label(query.queryKey)),
    ).toEqual(["/api/auth/me"]);
    expect(client.getQueryData(authQueries.me().queryKey)).toMatchObject({ id: "u2" });
  });
});

describe("when a mutation settles", () => {
  /** GET answers after `delayMs`; anything else at once. */
  function slowReads(delayMs: number) {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (!init?.method) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return new Response(init?.method ? "{}" : '["fresh"]', { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
  }

  it("a row action settles once the shown lists have refetched", async () => {
    slowReads(30);
    const client = cachedClient();
    const shown = new QueryObserver(client, stockQueries.all());
    const unsubscribe = shown.subscribe(() => undefined);
    await new MutationObserver(client, stockMutations.togglePlacement()).mutate("s1");
    expect(client.getQueryData(stockQueries.all().queryKey)).toEqual(["fresh"]);
    unsubscribe();
  });

  it("a journal save settles as soon as the server has answered; the list refetches after", async () => {
    slowReads(30);
    const client = cachedClient();
    const shown = new QueryObserver(client, journalQueries.all());
    const unsubscribe = shown.subscribe(() => undefined);
    await new MutationObserver(client, journalMutations.create()).mutate({
      stockId: "s1",
      side: "long",
      openedAt: "2024-01-01",
      entryPrice: 1,
      thesis: "t",
    });
    expect(client.getQueryState(journalQueries.all().queryKey)?.fetchStatus).toBe("fetching");
    await vi.waitFor(() => expect(client.getQueryData(journalQueries.all().queryKey)).toEqual(["fresh"]));
    unsubscribe();
  });
});
