// Trades (issue 30): a stock's trades, adding, editing and deleting one, a sale's chosen parcels, and
// importing a broker's trade file. A trade write changes the ledger ("trades"), so every holding,
// parcel, value history and capital gain refreshes; adding one (or importing) may add the stock to
// the portfolio ("stocks"), and an import is a batch Data History lists ("importBatches").
import { infiniteQueryOptions, mutationOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { HOLDING_TAB_PAGE } from "@shared/constants";
import type { TradeImportResult } from "@shared/contracts/trade-import";
import {
  TRADES_CSV_FILE_NAME,
  type CreateTradeBody,
  type CreatedTradeView,
  type SaleParcelsBody,
  type SaleParcelsView,
  type TradeView,
  type TradesPage,
  type UpdateTradeBody,
} from "@shared/contracts/trades";
import { apiJson, apiRequest } from "@/lib/api-client";
import { pageUrl } from "./paging";
import type { WriteMeta } from "./resources";

const TRADES_PATH = "/api/trades";
export const tradePath = (id: string) => `${TRADES_PATH}/${encodeURIComponent(id)}`;

/** Which trades a list shows: one stock's (its Holding tab, HOLDING_TAB_PAGE a page) or one import's (Data History). */
type TradeScope = { stockId: string; limit: string } | { batchId: string };

export const tradeKeys = {
  ofStock: (stockId: string) => [TRADES_PATH, { stockId }] as const,
  ofBatch: (batchId: string) => [TRADES_PATH, { batchId }] as const,
  saleParcels: (tradeId: string) => [TRADES_PATH, tradeId, "parcels"] as const,
};

/** GET /api/trades a page at a time (issue 45 item 3): each page asks for the one after the last. */
const pagedTrades = (queryKey: readonly unknown[], scope: TradeScope) =>
  infiniteQueryOptions({
    queryKey,
    // The scope is an object part, so it cannot be joined into the path: this read has its own queryFn.
    queryFn: ({ pageParam }) => apiJson<TradesPage>("GET", pageUrl(TRADES_PATH, scope, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TradesPage) => last.nextCursor,
    meta: { reads: ["trades", "stocks"] },
  });

export const tradeQueries = {
  /** One stock's trades, newest first (its Holding tab), a page at a time; the symbol comes from the stock. */
  ofStock: (stockId: string) => pagedTrades(tradeKeys.ofStock(stockId), { stockId, limit: String(HOLDING_TAB_PAGE) }),
  /** One import's trades, newest first (Data History's Imports), a page at a time. */
  ofBatch: (batchId: string) => pagedTrades(tradeKeys.ofBatch(batchId), { batchId }),
  /** A sale's candidate parcels and what it takes from each (the 'Choose parcels' dialog, while open). */
  saleParcels: (tradeId: string | null) =>
    queryOptions<SaleParcelsView>({
      queryKey: tradeKeys.saleParcels(tradeId ?? ""),
      meta: { reads: ["trades", "corporateActions", "holdingSettings", "stocks", "dividends"] },
      enabled: tradeId !== null,
    }),
};

export const useStockTrades = (stockId: string) => useInfiniteQuery(tradeQueries.ofStock(stockId));
export const useBatchTrades = (batchId: string) => useInfiniteQuery(tradeQueries.ofBatch(batchId));
export const useSaleParcels = (tradeId: string | null) => useQuery(tradeQueries.saleParcels(tradeId));

// Not awaited: a dialog closes as soon as the server has answered, and the lists refetch behind it.
const LEDGER_CHANGED: WriteMeta = { writes: ["trades"] };
// A trade for a code the user does not track adds the stock to Portfolio.
const TRADE_ADDED: WriteMeta = { writes: ["trades", "stocks"] };
const TRADES_IMPORTED: WriteMeta = { writes: ["trades", "stocks", "importBatches"] };

/** Multipart: the `dryRun` field, then the `file`. */
function postTradeFile(file: File, dryRun: boolean): Promise<TradeImportResult> {
  const form = new FormData();
  form.append("dryRun", String(dryRun));
  form.append("file", file);
  return apiJson<TradeImportResult>("POST", "/api/import/trades", form);
}

export const tradeMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (body: CreateTradeBody) => apiJson<CreatedTradeView>("POST", TRADES_PATH, body),
      meta: TRADE_ADDED,
    }),
  update: () =>
    mutationOptions({
      mutationFn: ({ id, body }: { id: string; body: UpdateTradeBody }) => apiJson<TradeView>("PATCH", tradePath(id), body),
      meta: LEDGER_CHANGED,
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<{ message: string }>("DELETE", tradePath(id)),
      meta: { deletes: ["trades"] },
    }),
  /** PUT /api/trades/:id/parcels: the parcels a sale takes its units from ([] gives the sale back to the method). */
  chooseParcels: () =>
    mutationOptions({
      mutationFn: ({ id, body }: { id: string; body: SaleParcelsBody }) =>
        apiJson<SaleParcelsView>("PUT", `${tradePath(id)}/parcels`, body),
      meta: LEDGER_CHANGED,
    }),
  /** POST /api/import/trades with `dryRun=true`: what the file holds and what importing it would do; stores nothing. */
  previewImport: () =>
    mutationOptions({
      mutationFn: (file: File) => postTradeFile(file, true),
      meta: {},
    }),
  /** POST /api/import/trades: the file's new trades, as one batch Data History can undo. */
  importFile: () =>
    mutationOptions({
      mutationFn: (file: File) => postTradeFile(file, false),
      meta: TRADES_IMPORTED,
    }),
  /**
   * GET /api/trades?format=csv: every trade as the app's trades CSV (the layout Import trades reads
   * back, issue 44 item 14), a file to save; stores nothing.
   */
  downloadCsv: () =>
    mutationOptions({
      mutationFn: async (): Promise<{ fileName: string; blob: Blob }> => {
        const res = await apiRequest("GET", `${TRADES_PATH}?format=csv`);
        return { fileName: TRADES_CSV_FILE_NAME, blob: await res.blob() };
      },
      meta: {},
    }),
};

export const useCreateTrade = () => useMutation(tradeMutations.create());
export const useUpdateTrade = () => useMutation(tradeMutations.update());
export const useDeleteTrade = () => useMutation(tradeMutations.remove());
export const useChooseParcels = () => useMutation(tradeMutations.chooseParcels());
export const usePreviewTradeImport = () => useMutation(tradeMutations.previewImport());
export const useTradeImport = () => useMutation(tradeMutations.importFile());
export const useDownloadTradesCsv = () => useMutation(tradeMutations.downloadCsv());
