// What each mutation of the watchlist's side refreshes (sign-in and users, stocks and market data,
// allocations, fair values, shareholders, the journal, imports, alerts, the account archive), end to
// end through the real query client (test-support/invalidation.ts). The table is the contract of
// issue 12 item 1: a write refreshes every list its server-side change touched, the database's
// cascades included, and nothing that cannot have changed. The ledger's writes: invalidation-ledger.test.ts.
import { MutationObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { alertMutations } from "./alerts";
import { accountArchiveMutations } from "./account-archive";
import { authMutations, authQueries } from "./auth";
import { fairValueMutations } from "./fair-values";
import { importMutations } from "./imports";
import { journalMutations } from "./journal";
import { addedStockPricesMutation, marketDataMutations } from "./market-data";
import { allocationMutations } from "./sectors";
import { shareholderMutations } from "./shareholders";
import { stockMutations } from "./stocks";
import { userMutations } from "./users";
import {
  ALERT_LISTS,
  BATCH_DETAIL,
  FILE,
  LEDGER_READS,
  STOCK_READS,
  UNREAD_COUNT,
  cachedClient,
  caseTable,
  invalidated,
  itRefreshesWhatEachCaseExpects,
  label,
  run,
  stubFetch,
} from "./test-support/invalidation";

afterEach(() => {
  vi.unstubAllGlobals();
});

const { cases, mutation } = caseTable();

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

describe("what each mutation refreshes", () => {
  itRefreshesWhatEachCaseExpects(cases);

  it("refreshes after a failed call too: a 404 means the cached list was already out of date", async () => {
    stubFetch(404, '{"error":"Fair value not found"}');
    const client = cachedClient();
    await expect(run(cases, client, "delete a fair value")).rejects.toThrow('404: {"error":"Fair value not found"}');
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
