// The bell in the header: the unread count (hidden at 0), and a popover with the latest ten alerts,
// 'Mark all read' and 'View all'. Choosing an alert marks it read and opens its stock on /alerts.
import { Bell } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { AlertView } from "@shared/contracts/alerts";
import { useLatestAlerts, useMarkAlertsRead, useUnreadAlertCount } from "@/api/alerts";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { alertStockPath } from "../utils/alert-links";
import { AlertItem } from "./alert-item";

const badgeText = (count: number) => (count > 99 ? "99+" : String(count));

export function AlertsBell() {
  const [open, setOpen] = useState(false);
  const count = useUnreadAlertCount().data?.count ?? 0;
  const latest = useLatestAlerts(open);
  const markRead = useMarkAlertsRead();
  const [, navigate] = useLocation();

  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: "Failed to mark alerts read", description: errorDescription(error) });
  const openAlert = (alert: AlertView) => {
    setOpen(false);
    if (alert.readAt === null) markRead.mutate([alert.id], { onError: failed });
    navigate(alertStockPath(alert.stockId));
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        {/* The name says what the badge shows ('99+' above 99): a name that hides the visible text
            fails WCAG 2.5.3 (axe's label-content-name-mismatch), and speech users say what they see. */}
        <Button variant="ghost" size="icon" className="relative" aria-label={count > 0 ? `Alerts: ${badgeText(count)} unread` : "Alerts"}>
          <Bell aria-hidden="true" />
          {count > 0 && (
            <span
              data-testid="unread-count"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
            >
              {badgeText(count)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0" aria-label="Latest alerts">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 className="text-sm font-semibold">Alerts</h2>
          {count > 0 && (
            <Button variant="ghost" size="sm" loading={markRead.isPending} onClick={() => markRead.mutate(undefined, { onError: failed })}>
              {markRead.isPending ? "Marking..." : "Mark all read"}
            </Button>
          )}
        </div>
        <div className="max-h-[min(24rem,60vh)] overflow-y-auto px-2">
          {latest.isLoading ? (
            <p className="px-1 py-4 text-sm text-muted-foreground">Loading alerts...</p>
          ) : latest.data && latest.data.length > 0 ? (
            <ul className="divide-y" aria-label="Latest alerts">
              {latest.data.map((alert) => (
                <AlertItem key={alert.id} alert={alert} onOpen={openAlert} />
              ))}
            </ul>
          ) : (
            <p className="px-1 py-4 text-sm text-muted-foreground">No alerts yet</p>
          )}
        </div>
        <div className="border-t p-2">
          <Button asChild variant="outline" size="sm" className="w-full">
            <Link href="/alerts" onClick={() => setOpen(false)}>
              View all
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
