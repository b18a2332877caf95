// The table's row actions and bulk delete: the calls, their busy state and their notices (docs/product.md
// "Messages"). Handlers are stable so memoised rows do not re-render when another row gets busy.
import { useCallback, useMemo, useState } from "react";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useRefreshStock } from "@/api/market-data";
import { BulkDeleteError, useBulkDeleteStocks, useDeleteStock, useToggleStockPlacement } from "@/api/stocks";
import type { StockRow } from "../utils/stock-rows";

type IdSet = ReadonlySet<string>;
const withId = (id: string) => (set: IdSet) => new Set(set).add(id);
const withoutIds = (ids: Iterable<string>) => (set: IdSet) => {
  const next = new Set(set);
  for (const id of ids) next.delete(id);
  return next;
};

export function useStockRowActions() {
  const refresh = useRefreshStock();
  const move = useToggleStockPlacement();
  const remove = useDeleteStock();
  const bulkDelete = useBulkDeleteStocks();
  const [refreshingIds, setRefreshingIds] = useState<IdSet>(new Set());
  const [movingIds, setMovingIds] = useState<IdSet>(new Set());
  const [selectedIds, setSelectedIds] = useState<IdSet>(new Set());
  const [pendingDelete, setPendingDelete] = useState<StockRow | null>(null);

  // mutateAsync (not mutate) so each row's call reports on its own even when several overlap.
  const { mutateAsync: refreshAsync } = refresh;
  const onRefresh = useCallback(
    (row: StockRow) => {
      setRefreshingIds(withId(row.id));
      refreshAsync(row.id)
        .then(() =>
          toast({
            variant: "success",
            title: "Stock data refreshed",
            description: "Latest price and dividend data has been updated from a market-data provider",
          }),
        )
        .catch((error: unknown) =>
          toast({ variant: "destructive", title: "Failed to refresh stock data", description: errorDescription(error) }),
        )
        .finally(() => setRefreshingIds(withoutIds([row.id])));
    },
    [refreshAsync],
  );

  const { mutateAsync: moveAsync } = move;
  const onMove = useCallback(
    (row: StockRow) => {
      setMovingIds(withId(row.id));
      moveAsync(row.id)
        .then(() =>
          toast({ variant: "success", title: "Stock moved", description: "Stock has been moved between portfolio and other stocks" }),
        )
        .catch((error: unknown) => toast({ variant: "destructive", title: "Failed to move stock", description: errorDescription(error) }))
        .finally(() => setMovingIds(withoutIds([row.id])));
    },
    [moveAsync],
  );

  const onDelete = useCallback((row: StockRow) => setPendingDelete(row), []);
  const cancelDelete = useCallback(() => setPendingDelete(null), []);
  const { mutateAsync: removeAsync } = remove;
  const confirmDelete = useCallback(
    (row: StockRow) => {
      removeAsync(row.id)
        .then(() => {
          toast({ variant: "success", title: "Stock deleted", description: "The stock has been removed from your portfolio" });
          setSelectedIds(withoutIds([row.id]));
        })
        .catch((error: unknown) => toast({ variant: "destructive", title: "Failed to delete stock", description: errorDescription(error) }))
        .finally(() => setPendingDelete(null));
    },
    [removeAsync],
  );

  const onToggleSelect = useCallback((id: string) => setSelectedIds((set) => (set.has(id) ? withoutIds([id])(set) : withId(id)(set))), []);

  const { mutateAsync: bulkDeleteAsync } = bulkDelete;
  /** Browser confirm, then one DELETE per id in parallel. */
  const deleteSelected = useCallback(
    (ids: readonly string[]) => {
      if (ids.length === 0 || !window.confirm(`Are you sure you want to delete ${ids.length} selected stock(s)?`)) return;
      bulkDeleteAsync(ids)
        .then((count) => {
          toast({ variant: "success", title: "Stocks deleted", description: `${count} stock(s) removed successfully` });
          setSelectedIds(new Set());
        })
        .catch((error: unknown) => {
          // Keep the ones that failed selected so the user can retry them.
          if (error instanceof BulkDeleteError) setSelectedIds(withoutIds(error.deleted));
          toast({
            variant: "destructive",
            title: "Failed to delete stocks",
            description: errorDescription(error instanceof BulkDeleteError ? error.cause : error),
          });
        });
    },
    [bulkDeleteAsync],
  );

  const rowHandlers = useMemo(() => ({ onRefresh, onMove, onDelete, onToggleSelect }), [onRefresh, onMove, onDelete, onToggleSelect]);

  return {
    rowHandlers,
    refreshingIds,
    movingIds,
    selectedIds,
    setSelectedIds,
    deleteSelected,
    bulkDeleting: bulkDelete.isPending,
    pendingDelete,
    confirmDelete,
    cancelDelete,
    deleting: remove.isPending,
  };
}
