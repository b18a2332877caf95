// Corporate actions (issue 46): a stock's applied actions (its Holding tab), the known actions that
// touch a holding and are not applied (the suggestions), a dry run's per-parcel preview, and adding,
// editing and deleting an action. An action is an event of the ledger's replay, so every holding,
// parcel, capital gain and income figure reads "corporateActions" beside "trades"; an action naming a
// code the user does not track adds that stock, and a code change renames one ("stocks").
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type {
  CorporateActionsView,
  CorporateActionSuggestionsView,
  CorporateActionWriteView,
} from "@shared/contracts/corporate-action-views";
import { apiJson } from "@/lib/api-client";
import type { WriteMeta } from "./resources";

const ACTIONS_PATH = "/api/corporate-actions";
const actionPath = (id: string) => `${ACTIONS_PATH}/${encodeURIComponent(id)}`;

export const corporateActionKeys = {
  ofStock: (stockId: string) => [ACTIONS_PATH, { stockId }] as const,
  // Under the path as its own part, so the default query function joins it.
  suggestions: [ACTIONS_PATH, "suggestions"] as const,
};

export const corporateActionQueries = {
  /** One stock's applied actions, in ledger order (its Holding tab). */
  ofStock: (stockId: string) =>
    queryOptions<CorporateActionsView>({
      queryKey: corporateActionKeys.ofStock(stockId),
      // The stock is an object part, so it cannot be joined into the path: this read has its own queryFn.
      queryFn: () => apiJson<CorporateActionsView>("GET", `${ACTIONS_PATH}?stockId=${encodeURIComponent(stockId)}`),
      // The codes (a code change renames a stock) come from the stocks.
      meta: { reads: ["corporateActions", "stocks"] },
    }),
  /** The known actions that touch a holding on their entitlement date and are not applied (Holdings' notice, the tab). */
  suggestions: () =>
    queryOptions<CorporateActionSuggestionsView>({
      queryKey: corporateActionKeys.suggestions,
      // The units held on each entitlement date come from the ledger (a reinvestment's units too).
      meta: { reads: ["corporateActions", "trades", "dividends", "stocks"] },
    }),
};

/** `enabled: false` holds the read back (a provisional mark without a stock to name its action by). */
export const useStockCorporateActions = (stockId: string, { enabled = true } = {}) =>
  useQuery({ ...corporateActionQueries.ofStock(stockId), enabled });
/** `enabled: false` holds the read back (Holdings asks once it knows the user holds something). */
export const useCorporateActionSuggestions = ({ enabled = true } = {}) => useQuery({ ...corporateActionQueries.suggestions(), enabled });

// Not awaited: a dialog closes as soon as the server has answered, and the lists refetch behind it.
const ACTIONS_CHANGED: WriteMeta = { writes: ["corporateActions", "stocks"] };

/** A body as the form sends it: the contract's input (decimals as strings), checked by its schema first. */
export type CorporateActionRequest = Record<string, unknown>;

/** A new action (POST), or an edit of one (PATCH :id). */
export interface CorporateActionWrite {
  id: string | null;
  body: CorporateActionRequest;
}

const write = ({ id, body }: CorporateActionWrite, dryRun: boolean) =>
  apiJson<CorporateActionWriteView>(
    id === null ? "POST" : "PATCH",
    `${id === null ? ACTIONS_PATH : actionPath(id)}${dryRun ? "?dryRun=true" : ""}`,
    body,
  );

export const corporateActionMutations = {
  /**
   * `?dryRun=true` of a new action or an edit: the per-parcel before and after, the CGT lines and the
   * income it would make (an edit's in place of the stored action's); stores nothing.
   */
  preview: () =>
    mutationOptions({
      mutationFn: (request: CorporateActionWrite) => write(request, true),
      meta: {},
    }),
  save: () =>
    mutationOptions({
      mutationFn: (request: CorporateActionWrite) => write(request, false),
      meta: ACTIONS_CHANGED,
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<{ message: string }>("DELETE", actionPath(id)),
      meta: { deletes: ["corporateActions"] },
    }),
};

export const usePreviewCorporateAction = () => useMutation(corporateActionMutations.preview());
export const useSaveCorporateAction = () => useMutation(corporateActionMutations.save());
export const useDeleteCorporateAction = () => useMutation(corporateActionMutations.remove());
