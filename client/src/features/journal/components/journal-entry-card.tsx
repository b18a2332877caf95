import type { JournalEntryRow } from "@shared/contracts/journal";
import { formatDateAU, formatMoney } from "@shared/domain/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { closedFigures, formatPnl, formatPosition, formatR, formatReturn, outcomeBadge, toneOf } from "../utils/entry-figures";

const TONE = { up: "text-success", down: "text-destructive", flat: "" } as const;

function Figure({ label, value, tone }: { label: string; value: string; tone?: number | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("font-medium tabular-nums", tone !== undefined && TONE[toneOf(tone)])}>{value}</dd>
    </div>
  );
}

interface JournalEntryCardProps {
  entry: JournalEntryRow;
  onClose: (entry: JournalEntryRow) => void;
  onEdit: (entry: JournalEntryRow) => void;
}

/**
 * One trade as the spec lists it: symbol, entry and exit dates, the Profit/Loss badge, the R
 * multiple, entry price, position, exit price, P&L, return %, thesis, catalysts and tags. P&L and
 * return are worked out here from the same shared functions the server uses; R is the stored one.
 */
export function JournalEntryCard({ entry, onClose, onEdit }: JournalEntryCardProps) {
  // The list has no stop price; P&L and return do not need one, and R comes from the server.
  const figures = closedFigures({ ...entry, stopPrice: null });
  const badge = outcomeBadge(entry.outcome);
  const name = `${entry.symbol} ${entry.side} trade opened ${formatDateAU(entry.openDate)}`;
  return (
    <article aria-label={name} className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{entry.symbol}</h2>
            <Badge variant="secondary">{entry.side.toUpperCase()}</Badge>
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            Entry {formatDateAU(entry.openDate)} · Exit {entry.closeDate ? formatDateAU(entry.closeDate) : "-"}
          </p>
        </div>
        <div className="flex gap-2">
          {entry.closeDate === null && (
            <Button size="sm" onClick={() => onClose(entry)} aria-label={`Close ${name}`}>
              Close
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => onEdit(entry)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Entry Price" value={formatMoney(entry.entryPrice)} />
        <Figure label="Position" value={formatPosition(entry.position)} />
        <Figure label="Exit Price" value={formatMoney(entry.exitPrice)} />
        <Figure label="P&L" value={formatPnl(figures?.pnl ?? null)} tone={figures?.pnl ?? null} />
        <Figure label="Return" value={formatReturn(figures?.returnPct ?? null)} tone={figures?.returnPct ?? null} />
        <Figure label="R Multiple" value={formatR(entry.rMultiple)} tone={entry.rMultiple} />
      </dl>
      <div className="grid gap-1">
        <h3 className="text-xs font-medium text-muted-foreground uppercase">Thesis</h3>
        <p className="text-sm whitespace-pre-line">{entry.thesis}</p>
      </div>
      {entry.catalysts.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-xs font-medium text-muted-foreground uppercase">Catalysts</h3>
          <ul className="list-disc pl-5 text-sm">
            {entry.catalysts.map((catalyst) => (
              <li key={catalyst}>{catalyst}</li>
            ))}
          </ul>
        </div>
      )}
      {entry.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {entry.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {entry.notes && <p className="text-sm whitespace-pre-line text-muted-foreground">{entry.notes}</p>}
    </article>
  );
}
