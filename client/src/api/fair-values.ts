// Every stored fair value of the user's stocks (Data History's Fair Values tab) and deleting one.
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { FairValueView } from "@shared/contracts/fair-values";
import type { MessageResponse } from "@shared/contracts/responses";
import { apiJson } from "@/lib/api-client";

export const fairValueKeys = {
  all: ["/api/fair-values"] as const,
};

export const fairValueQueries = {
  all: () => queryOptions<FairValueView[]>({ queryKey: fairValueKeys.all, meta: { reads: ["fairValues", "stocks"] } }),
};

export const useFairValues = () => useQuery(fairValueQueries.all());

export const fairValueMutations = {
  /** The dashboard's figures may fall back to an older value; the data layer refreshes them too. */
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<MessageResponse>("DELETE", `/api/fair-values/${encodeURIComponent(id)}`),
      // Not awaited: the confirmation closes as soon as the server has answered.
      // The delete evaluates the stock's alerts.
      meta: { deletes: ["fairValues"], writes: ["alerts"] },
    }),
};

export const useDeleteFairValue = () => useMutation(fairValueMutations.remove());
