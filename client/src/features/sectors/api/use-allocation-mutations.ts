import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AllocationView } from "@shared/contracts/allocations";
import { apiJson } from "@/lib/api-client";
import { invalidatePortfolioReads } from "./sector-keys";

const ALLOCATIONS_PATH = "/api/portfolio/allocations";

/**
 * Both mutations return the invalidation promise from onSuccess, so a caller's own callbacks run
 * once the fresh amounts are in: an edited input can then drop its draft without flashing the old value.
 */
export function useSaveAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { stockId: string; amount: number }) => apiJson<AllocationView>("POST", ALLOCATIONS_PATH, body),
    onSuccess: () => invalidatePortfolioReads(queryClient),
  });
}

export function useRemoveAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stockId: string) => apiJson<{ message: string }>("DELETE", `${ALLOCATIONS_PATH}/${encodeURIComponent(stockId)}`),
    onSuccess: () => invalidatePortfolioReads(queryClient),
  });
}
