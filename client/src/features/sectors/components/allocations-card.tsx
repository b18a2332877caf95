import { useCallback, useMemo, useState } from "react";
import { formatMoney } from "@shared/domain/format";
import { totalValue } from "@shared/domain/sectors";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useRemoveAllocation, useSaveAllocation } from "@/api/sectors";
import { useAllocations } from "@/api/sectors";
import { allocationRows, unallocatedStocks, type AllocationRow, type AllocationStock } from "../utils/allocation-rows";
import { AddAllocationDialog } from "./add-allocation-dialog";
import { AllocationRowsView } from "./allocation-rows-view";
import { QueryStates } from "@/components/query-states";

const EMPTY_TEXT = "No stocks in portfolio. Add stocks to start tracking allocations.";
// Portfolio stocks, none allocated: "No stocks in portfolio" would be untrue (issue 44 item 23).
const NONE_ALLOCATED_TEXT = "No allocations yet. Add Stock gives a portfolio stock the dollars you mean to put in it.";

/** The Portfolio Allocations card: allocated stocks with editable amounts, the total and the add dialog. */
export function AllocationsCard({ stocks }: { stocks: readonly AllocationStock[] }) {
  const allocations = useAllocations();
  const { mutateAsync: save } = useSaveAllocation();
  const { mutateAsync: remove } = useRemoveAllocation();
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(new Set());

  const rows = useMemo(() => allocationRows(stocks, allocations.data ?? []), [stocks, allocations.data]);
  const choices = useMemo(() => unallocatedStocks(stocks, allocations.data ?? []), [stocks, allocations.data]);

  const onSave = useCallback((row: AllocationRow, amount: number) => save({ stockId: row.id, amount }), [save]);
  const onRemove = useCallback(
    (row: AllocationRow) => {
      setRemovingIds((ids) => new Set(ids).add(row.id));
      remove(row.id)
        .then(() => toast({ variant: "success", title: "Allocation removed" }))
        .catch((error: unknown) =>
          toast({ variant: "destructive", title: "Failed to remove allocation", description: errorDescription(error) }),
        )
        .finally(() =>
          setRemovingIds((ids) => {
            const next = new Set(ids);
            next.delete(row.id);
            return next;
          }),
        );
    },
    [remove],
  );

  return (
    <Card role="region" aria-labelledby="portfolio-allocations-heading">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="portfolio-allocations-heading">Portfolio Allocations</CardTitle>
        <AddAllocationDialog choices={choices} onSave={save} />
      </CardHeader>
      <CardContent>
        <QueryStates query={allocations} loadingLabel="Loading allocations...">
          {() =>
            rows.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted-foreground">{stocks.length === 0 ? EMPTY_TEXT : NONE_ALLOCATED_TEXT}</p>
            ) : (
              <>
                <AllocationRowsView rows={rows} removingIds={removingIds} onSave={onSave} onRemove={onRemove} />
                <p className="mt-4 flex items-baseline justify-between gap-2 border-t pt-3 font-semibold" data-field="total-allocated">
                  <span>Total Allocated</span>
                  <span className="tabular-nums">{formatMoney(totalValue(rows.map((row) => ({ value: row.amount }))))}</span>
                </p>
              </>
            )
          }
        </QueryStates>
      </CardContent>
    </Card>
  );
}
