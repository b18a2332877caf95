// What each write of the holdings ledger refreshes (trades, the parcel method, dividends, corporate
// actions; the CSV downloads store nothing), as invalidation.test.ts does for the watchlist's writes.
import { afterEach, describe, vi } from "vitest";
import { cgtMutations } from "./cgt";
import { corporateActionMutations } from "./corporate-actions";
import { dividendMutations } from "./dividends";
import { holdingMutations } from "./holdings";
import { tradeMutations } from "./trades";
import {
  ACTION_LIST,
  ACTION_SUGGESTIONS,
  BATCH_DETAIL,
  DIVIDEND_READS,
  DIVIDEND_WRITE_READS,
  FILE,
  LEDGER_READS,
  STOCK_READS,
  TRADE_LISTS,
  caseTable,
  itRefreshesWhatEachCaseExpects,
} from "./test-support/invalidation";

afterEach(() => {
  vi.unstubAllGlobals();
});

const { cases, mutation } = caseTable();

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

describe("what each mutation refreshes", () => {
  itRefreshesWhatEachCaseExpects(cases);
});
