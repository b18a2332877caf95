// Valuation alerts: the list (the Alerts page, and the bell's latest ten), the unread count (polled,
// because the scheduled refresh creates alerts while nobody clicks), marking read, the settings, the
// test e-mail, and a stock's alert target. Every write that can create alerts declares "alerts"
// (api/resources.ts), so the bell and the list refresh after imports, refreshes, undo and deletes.
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ALERT_BELL_LIMIT, UNREAD_ALERTS_POLL_MS } from "@shared/constants";
import type {
  AlertSettingsBody,
  AlertSettingsView,
  AlertTargetView,
  AlertView,
  CreatesAlerts,
  DigestTestResult,
  MarkReadResult,
  UnreadCount,
} from "@shared/contracts/alerts";
import type { AlertKind } from "@shared/domain/alerts";
import { apiJson } from "@/lib/api-client";
import type { WriteMeta } from "./resources";
import { stockPath } from "./stocks";

export interface AlertFilter {
  unread?: boolean;
  kind?: AlertKind;
  stockId?: string;
  limit?: number;
}

function alertsUrl(filter: AlertFilter): string {
  const query = new URLSearchParams();
  if (filter.unread) query.set("unread", "true");
  if (filter.kind) query.set("kind", filter.kind);
  if (filter.stockId) query.set("stockId", filter.stockId);
  if (filter.limit) query.set("limit", String(filter.limit));
  const text = query.toString();
  return text ? `/api/alerts?${text}` : "/api/alerts";
}

export const alertKeys = {
  list: (filter: AlertFilter) => ["/api/alerts", { ...filter }] as const,
  unreadCount: ["/api/alerts/unread-count"] as const,
  settings: ["/api/alerts/settings"] as const,
};

export const alertQueries = {
  /** Newest first; the symbol comes from the stock, so a stock change refreshes it too. */
  list: (filter: AlertFilter = {}) =>
    queryOptions<AlertView[]>({
      queryKey: alertKeys.list(filter),
      queryFn: () => apiJson<AlertView[]>("GET", alertsUrl(filter)),
      meta: { reads: ["alerts", "stocks"] },
    }),
  /** The bell's popover: the latest ten. */
  latest: () => alertQueries.list({ limit: ALERT_BELL_LIMIT }),
  unreadCount: () =>
    queryOptions<UnreadCount>({
      queryKey: alertKeys.unreadCount,
      meta: { reads: ["alerts"] },
      refetchInterval: UNREAD_ALERTS_POLL_MS,
    }),
  settings: () => queryOptions<AlertSettingsView>({ queryKey: alertKeys.settings, meta: { reads: ["alertSettings"] } }),
};

export const useAlerts = (filter: AlertFilter = {}) => useQuery(alertQueries.list(filter));
export const useLatestAlerts = (enabled: boolean) => useQuery({ ...alertQueries.latest(), enabled });
export const useUnreadAlertCount = () => useQuery(alertQueries.unreadCount());
export const useAlertSettings = () => useQuery(alertQueries.settings());

const ALERTS_WRITTEN: WriteMeta = { writes: ["alerts"] };

export const alertMutations = {
  /** `ids`: those alerts; no ids: every unread alert. */
  markRead: () =>
    mutationOptions({
      mutationFn: (ids?: readonly string[]) => apiJson<MarkReadResult>("POST", "/api/alerts/read", ids ? { ids } : {}),
      meta: ALERTS_WRITTEN,
    }),
  saveSettings: () =>
    mutationOptions({
      mutationFn: (body: AlertSettingsBody) => apiJson<AlertSettingsView>("PUT", "/api/alerts/settings", body),
      meta: { writes: ["alertSettings"], awaitRefetch: true },
    }),
  /** Sends an e-mail; stores nothing. */
  sendTestDigest: () =>
    mutationOptions({
      mutationFn: () => apiJson<DigestTestResult>("POST", "/api/alerts/digest/test"),
      meta: {},
    }),
  /** The stock's 'Alert me below / above' levels; setting one fires nothing (it re-arms at today's price). */
  setTarget: () =>
    mutationOptions({
      mutationFn: ({ stockId, target }: { stockId: string; target: AlertTargetView }) =>
        apiJson<AlertTargetView>("PUT", `${stockPath(stockId)}/alert-target`, target),
      meta: { writes: ["stocks"], awaitRefetch: true },
    }),
};

export const useMarkAlertsRead = () => useMutation(alertMutations.markRead());
export const useSaveAlertSettings = () => useMutation(alertMutations.saveSettings());
export const useSendTestDigest = () => useMutation(alertMutations.sendTestDigest());
export const useSetAlertTarget = () => useMutation(alertMutations.setTarget());

/**
 * Calls `listener` with the count of every successful write whose answer says it created alerts
 * (`newAlerts`, shared/contracts/alerts.ts): imports, refreshes, undo. It runs after the write's own
 * callbacks, so a notice it raises comes after the write's own notice.
 */
export function useNewAlertsListener(listener: (count: number) => void) {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        const count = (event.action.data as Partial<CreatesAlerts> | undefined)?.newAlerts;
        if (typeof count === "number" && count > 0) setTimeout(() => listener(count), 0);
      }),
    [client, listener],
  );
}
