// The Alerts page's list: filters by kind and stock (and unread only), the alerts grouped by day,
// 'Mark read' per alert and 'Mark all read'. Choosing an alert marks it read and opens its stock.
import { useMemo, useState } from "react";
import { ALERT_KIND_LABELS } from "@shared/contracts/alert-labels";
import type { AlertView } from "@shared/contracts/alerts";
import { ALERT_KINDS, type AlertKind } from "@shared/domain/alerts";
import { useAlerts, useMarkAlertsRead, useUnreadAlertCount } from "@/api/alerts";
import { useStocks } from "@/api/stocks";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { groupByDay } from "../utils/alert-days";
import { AlertItem } from "./alert-item";

const ALL = "all";

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={label} className="w-full sm:w-52">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map(([optionValue, optionLabel]) => (
          <SelectItem key={optionValue} value={optionValue}>
            {optionLabel}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function AlertsListCard({ onOpenStock }: { onOpenStock: (stockId: string) => void }) {
  const [kind, setKind] = useState<string>(ALL);
  const [stockId, setStockId] = useState<string>(ALL);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const alerts = useAlerts({
    kind: kind === ALL ? undefined : (kind as AlertKind),
    stockId: stockId === ALL ? undefined : stockId,
    unread: unreadOnly || undefined,
  });
  const stocks = useStocks();
  const unread = useUnreadAlertCount().data?.count ?? 0;
  const markRead = useMarkAlertsRead();
  const [marking, setMarking] = useState<string | null>(null);
  const groups = useMemo(() => groupByDay(alerts.data ?? [], new Date()), [alerts.data]);

  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: "Failed to mark alerts read", description: errorDescription(error) });
  const markOne = (alert: AlertView) => {
    setMarking(alert.id);
    markRead.mutate([alert.id], { onError: failed, onSettled: () => setMarking(null) });
  };
  const open = (alert: AlertView) => {
    if (alert.readAt === null) markRead.mutate([alert.id], { onError: failed });
    onOpenStock(alert.stockId);
  };

  const kindOptions: [string, string][] = [[ALL, "All kinds"], ...ALERT_KINDS.map((k): [string, string] => [k, ALERT_KIND_LABELS[k]])];
  const stockOptions: [string, string][] = [[ALL, "All Stocks"], ...(stocks.data ?? []).map((s): [string, string] => [s.id, s.symbol])];

  return (
    <Card className="min-w-0" role="region" aria-labelledby="alerts-list-heading">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle id="alerts-list-heading">Your alerts</CardTitle>
            <CardDescription aria-live="polite">{unread === 0 ? "No unread alerts" : `${unread} unread`}</CardDescription>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0 && !markRead.isPending}
            loading={markRead.isPending && marking === null}
            onClick={() => markRead.mutate(undefined, { onError: failed })}
          >
            {markRead.isPending && marking === null ? "Marking..." : "Mark all read"}
          </Button>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <FilterSelect label="Filter by kind" value={kind} onChange={setKind} options={kindOptions} />
          <FilterSelect label="Filter by stock" value={stockId} onChange={setStockId} options={stockOptions} />
          <div className="flex min-h-9 items-center gap-2">
            <Checkbox id="alerts-unread-only" checked={unreadOnly} onCheckedChange={(value) => setUnreadOnly(value === true)} />
            <Label htmlFor="alerts-unread-only">Unread only</Label>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {alerts.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading alerts...</p>
        ) : alerts.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(alerts.error)}
          </p>
        ) : groups.length === 0 ? (
          <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No alerts yet. They appear here when a price crosses a level you watch.
          </p>
        ) : (
          <div className="grid gap-4">
            {groups.map((group) => (
              <section key={group.day} aria-labelledby={`alerts-day-${group.day}`}>
                <h3 id={`alerts-day-${group.day}`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {group.label}
                </h3>
                <ul className="divide-y">
                  {group.items.map((alert) => (
                    <AlertItem key={alert.id} alert={alert} onOpen={open} onMarkRead={markOne} busy={marking === alert.id} timeOfDay />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
