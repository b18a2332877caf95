// Dividends and franking (issue 31): a stock's dividends (its Holding tab), the estimates and their
// count, the upcoming and recent ex-dates, the income of a financial year (the Tax page, and its CSV), adding,
// editing, confirming and deleting a dividend, syncing estimates from market data and importing a
// dividends file. A dividend's default units come from the trades and its symbol from the stock, so
// every read declares "trades" and "stocks" beside "dividends"; a dividend write changes nothing else
// the client shows but the reads that declare "dividends" (holdings' income and total return, a
// reinvestment's parcel and its capital gains).
import { infiniteQueryOptions, mutationOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import {
  type CreateDividendBody,
  type DividendCalendarView,
  type DividendImportResult,
  type DividendSyncResult,
  type DividendsView,
  type DividendView,
  type updateDividendBody,
} from "@shared/contracts/dividends";
import { incomeCsvFileName, type IncomeView } from "@shared/contracts/income";
import type { z } from "zod";
import { HOLDING_TAB_PAGE } from "@shared/constants";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { FinancialYearChoice } from "./cgt";
import { pageUrl, readAllPages } from "./paging";
import type { WriteMeta } from "./resources";

/** PATCH /api/dividends/:id's body as sent (any field; blank ones cleared). */
export type UpdateDividendBody = z.input<typeof updateDividendBody>;

const DIVIDENDS_PATH = "/api/dividends";
const INCOME_PATH = "/api/income";
const dividendPath = (id: string) => `${DIVIDENDS_PATH}/${encodeURIComponent(id)}`;

function incomeUrl(fy: FinancialYearChoice, format: "json" | "csv"): string {
  const query = new URLSearchParams();
  if (fy !== null) query.set("fy", String(fy));
  if (format === "csv") query.set("format", "csv");
  const text = query.toString();
  return text ? `${INCOME_PATH}?${text}` : INCOME_PATH;
}

export const dividendKeys = {
  estimated: [DIVIDENDS_PATH, { status: "estimated" }] as const,
  ofStock: (stockId: string) => [DIVIDENDS_PATH, { stockId }] as const,
  ofBatch: (batchId: string) => [DIVIDENDS_PATH, { batchId }] as const,
  calendar: [DIVIDENDS_PATH, "calendar"] as const,
  income: (fy: FinancialYearChoice) => [INCOME_PATH, fy === null ? {} : { fy }] as const,
};

const READS_DIVIDENDS = { reads: ["dividends", "trades", "corporateActions", "stocks"] } as const;

/** GET /api/dividends a page at a time (issue 45 item 3): each page asks for the one after the last. */
const pagedDividends = (queryKey: readonly unknown[], filters: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey,
    // The filter is an object part, so it cannot be joined into the path: this read has its own queryFn.
    queryFn: ({ pageParam }) => apiJson<DividendsView>("GET", pageUrl(DIVIDENDS_PATH, filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: DividendsView) => last.nextCursor,
    meta: READS_DIVIDENDS,
  });

/** The pages of one list as one answer: their rows in order, the count of the whole list. */
const mergeDividendPages = (pages: DividendsView[]): DividendsView => ({
  dividends: pages.flatMap((page) => page.dividends),
  estimated: pages[0].estimated,
  nextCursor: null,
  actionIncome: pages[0].actionIncome,
});

export const dividendQueries = {
  /**
   * Every estimate, newest ex-date first, and their count (the Holdings page's 'Dividends: N estimated'
   * and its list, shown oldest first): all pages, read one after another.
   */
  estimated: () =>
    queryOptions<DividendsView>({
      queryKey: dividendKeys.estimated,
      queryFn: () => readAllPages(DIVIDENDS_PATH, { status: "estimated" }, mergeDividendPages),
      meta: READS_DIVIDENDS,
    }),
  /** One stock's dividends (its Holding tab), a page at a time. */
  ofStock: (stockId: string) => pagedDividends(dividendKeys.ofStock(stockId), { stockId, limit: String(HOLDING_TAB_PAGE) }),
  /** One import's dividends (Data History's Imports), a page at a time. */
  ofBatch: (batchId: string) => pagedDividends(dividendKeys.ofBatch(batchId), { batchId }),
  /** Per held stock its last and next expected ex-dates; the market data's dividends come in with a price refresh. */
  calendar: () =>
    queryOptions<DividendCalendarView>({
      queryKey: dividendKeys.calendar,
      meta: { reads: ["dividends", "trades", "corporateActions", "stocks", "priceHistory"] },
    }),
  /** The Tax page's Income section: the year's dividends by pay date and their totals. */
  income: (fy: FinancialYearChoice) =>
    queryOptions<IncomeView>({
      queryKey: dividendKeys.income(fy),
      queryFn: () => apiJson<IncomeView>("GET", incomeUrl(fy, "json")),
      // A fund's annual tax statement replaces its year's distributions (issue 47).
      meta: { reads: [...READS_DIVIDENDS.reads, "taxStatements"] },
    }),
};

export const useEstimatedDividends = () => useQuery(dividendQueries.estimated());
export const useStockDividends = (stockId: string) => useInfiniteQuery(dividendQueries.ofStock(stockId));
export const useBatchDividends = (batchId: string) => useInfiniteQuery(dividendQueries.ofBatch(batchId));
export const useDividendCalendar = () => useQuery(dividendQueries.calendar());
/** `enabled: false` holds the read back (the Tax page asks once it knows the year it shows). */
export const useIncome = (fy: FinancialYearChoice, { enabled = true } = {}) => useQuery({ ...dividendQueries.income(fy), enabled });

// Not awaited: a dialog closes as soon as the server has answered, and the lists refetch behind it.
const DIVIDENDS_CHANGED: WriteMeta = { writes: ["dividends"] };
const DIVIDENDS_IMPORTED: WriteMeta = { writes: ["dividends", "importBatches"] };

/** Multipart: the `dryRun` field, then the `file` (as the trade import). */
function postDividendFile(file: File, dryRun: boolean): Promise<DividendImportResult> {
  const form = new FormData();
  form.append("dryRun", String(dryRun));
  form.append("file", file);
  return apiJson<DividendImportResult>("POST", "/api/import/dividends", form);
}

export interface IncomeCsv {
  fileName: string;
  text: string;
}

export const dividendMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (body: CreateDividendBody) => apiJson<DividendView>("POST", DIVIDENDS_PATH, body),
      meta: DIVIDENDS_CHANGED,
    }),
  /** An edit; confirming an estimate is this with `frankingPercent` and `payDate`. */
  update: () =>
    mutationOptions({
      mutationFn: ({ id, body }: { id: string; body: UpdateDividendBody }) => apiJson<DividendView>("PATCH", dividendPath(id), body),
      meta: DIVIDENDS_CHANGED,
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<{ message: string }>("DELETE", dividendPath(id)),
      meta: { deletes: ["dividends"] },
    }),
  /** POST /api/dividends/sync: the market data's past dividends of every stock held on its ex-date, as estimates. */
  sync: () =>
    mutationOptions({
      mutationFn: () => apiJson<DividendSyncResult>("POST", `${DIVIDENDS_PATH}/sync`),
      // It fetches each stock's market data as a refresh does, storing its daily closes too.
      meta: { writes: ["dividends", "priceHistory"] },
    }),
  /** POST /api/import/dividends with `dryRun=true`: what importing the file would do; stores nothing. */
  previewImport: () =>
    mutationOptions({
      mutationFn: (file: File) => postDividendFile(file, true),
      meta: {},
    }),
  /** POST /api/import/dividends: the file's dividends as one batch Data History can undo. */
  importFile: () =>
    mutationOptions({
      mutationFn: (file: File) => postDividendFile(file, false),
      meta: DIVIDENDS_IMPORTED,
    }),
  /** GET /api/income?format=csv: the year's lines as a file to save; stores nothing. */
  downloadIncomeCsv: () =>
    mutationOptions({
      mutationFn: async (fy: number): Promise<IncomeCsv> => {
        const res = await apiRequest("GET", incomeUrl(fy, "csv"));
        return { fileName: incomeCsvFileName(fy), text: await res.text() };
      },
      meta: {},
    }),
};

export const useCreateDividend = () => useMutation(dividendMutations.create());
export const useUpdateDividend = () => useMutation(dividendMutations.update());
export const useDeleteDividend = () => useMutation(dividendMutations.remove());
export const useSyncDividends = () => useMutation(dividendMutations.sync());
export const usePreviewDividendImport = () => useMutation(dividendMutations.previewImport());
export const useDividendImport = () => useMutation(dividendMutations.importFile());
export const useDownloadIncomeCsv = () => useMutation(dividendMutations.downloadIncomeCsv());
