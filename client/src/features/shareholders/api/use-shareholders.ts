// One hook per endpoint the Shareholders screen calls.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShareholderHolding as ShareholderView, ShareholderImportBody, ShareholderImportResult, ShareholderPreview } from "@shared/contracts/shareholders";
import type { StockSummary } from "@shared/contracts/stocks";
import { apiJson } from "@/lib/api-client";
import { invalidateAfterShareholderImport, shareholderKeys } from "./shareholder-keys";

/** GET /api/stocks: every stock of the user (portfolio and other tracked). */
export function useStockList() {
  return useQuery<StockSummary[]>({ queryKey: shareholderKeys.stocks });
}

/** GET /api/stocks/:id/shareholders: the stock's latest list. */
export function useStockShareholders(stockId: string | null) {
  return useQuery<ShareholderView[]>({ queryKey: shareholderKeys.list(stockId ?? ""), enabled: stockId !== null });
}

/** POST /api/shareholders/preview: reads a list without storing it. */
export function usePreviewShareholders() {
  return useMutation({
    mutationFn: (text: string) => apiJson<ShareholderPreview>("POST", "/api/shareholders/preview", { text }),
  });
}

/** POST /api/stocks/:id/shareholders; the screens showing shareholders or imports then refetch (not awaited). */
export function useImportShareholders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stockId, body }: { stockId: string; body: ShareholderImportBody }) =>
      apiJson<ShareholderImportResult>("POST", `/api/stocks/${encodeURIComponent(stockId)}/shareholders`, body),
    onSuccess: () => void invalidateAfterShareholderImport(queryClient),
  });
}
