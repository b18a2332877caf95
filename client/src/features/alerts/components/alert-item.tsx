// One alert, in the bell's popover and on the Alerts page: symbol, kind, what crossed, when; unread
// ones carry a dot and a 'Mark read' button. The row itself opens the stock.
import { Check } from "lucide-react";
import { ALERT_KIND_LABELS } from "@shared/contracts/alert-labels";
import type { AlertView } from "@shared/contracts/alerts";
import { formatDateTimeAU } from "@shared/domain/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const timeOnly = new Intl.DateTimeFormat("en-AU", { hour: "numeric", minute: "2-digit" });

interface AlertItemProps {
  alert: AlertView;
  onOpen: (alert: AlertView) => void;
  onMarkRead?: (alert: AlertView) => void;
  /** The page groups by day, so its rows show the time only. */
  timeOfDay?: boolean;
  busy?: boolean;
}

export function AlertItem({ alert, onOpen, onMarkRead, timeOfDay = false, busy = false }: AlertItemProps) {
  const unread = alert.readAt === null;
  const when = timeOfDay ? timeOnly.format(new Date(alert.createdAt)) : formatDateTimeAU(alert.createdAt);
  return (
    <li className="flex items-start gap-2 py-2" data-alert-id={alert.id} data-unread={unread || undefined}>
      <span className={cn("mt-2 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")} aria-hidden="true" />
      <button
        type="button"
        onClick={() => onOpen(alert)}
        className="grid min-w-0 flex-1 gap-1 rounded-md px-1 py-0.5 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold">{alert.symbol}</span>
          <Badge variant="outline">{ALERT_KIND_LABELS[alert.kind]}</Badge>
          {unread && <span className="sr-only">Unread.</span>}
        </span>
        <span className="text-sm break-words">{alert.message}</span>
        <span className="text-xs text-muted-foreground">
          <time dateTime={alert.createdAt}>{when}</time>
        </span>
      </button>
      {unread && onMarkRead && (
        <Button
          variant="ghost"
          size="icon-sm"
          className="size-11 shrink-0 sm:size-8"
          aria-label={`Mark ${alert.symbol} alert read`}
          title="Mark read"
          loading={busy}
          onClick={() => onMarkRead(alert)}
        >
          {!busy && <Check aria-hidden="true" />}
        </Button>
      )}
    </li>
  );
}
