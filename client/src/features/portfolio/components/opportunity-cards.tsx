import { useMemo, type ReactNode } from "react";
import { formatSignedPercent } from "@shared/domain/badges";
import { highConfidencePicks, isHighConfidence, topOpportunities, undervaluation } from "@shared/domain/picks";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { StockRow } from "../utils/stock-rows";
import { ConsensusBadge } from "./value-badges";

/** Positive = price below the broker average (green); a top "opportunity" can still be overvalued (red). */
function Undervaluation({ value }: { value: number | null }) {
  const tone = value === null || value === 0 ? "text-muted-foreground" : value > 0 ? "text-success" : "text-destructive";
  return (
    <span className={cn("shrink-0 text-sm font-semibold tabular-nums", tone)} title="Undervaluation against the broker average">
      {formatSignedPercent(value)}
    </span>
  );
}

function PickList({ rows, empty, onOpen }: { rows: StockRow[]; empty: string; onOpen: (row: StockRow) => void }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    // grid-cols-1 is minmax(0, 1fr): without it a long name widens the track past the card.
    <ul className="grid grid-cols-1 gap-1">
      {rows.map((row) => (
        <li key={row.id} className="min-w-0">
          <button
            type="button"
            onClick={() => onOpen(row)}
            className="flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-1.5 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="w-14 shrink-0 font-semibold">{row.symbol}</span>
            <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground" title={row.cleanName}>
              {row.cleanName}
            </span>
            <Undervaluation value={undervaluation(row.currentVsBrokerAvg)} />
            {/* On a phone the badges take a line of their own under the name rather than being dropped. */}
            <span className="flex w-full shrink-0 items-center gap-1 pl-[4.25rem] sm:w-auto sm:pl-0">
              <ConsensusBadge rating={row.consensusRating} />
              {isHighConfidence(row.divergence) && <Badge variant="success">High Confidence</Badge>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function PickCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-4">{children}</CardContent>
    </Card>
  );
}

/** Top Opportunities (≤ 5) and High Confidence Picks (≤ 3), over the visible brokers' figures. */
export function OpportunityCards({ rows, onOpen }: { rows: StockRow[]; onOpen: (row: StockRow) => void }) {
  const top = useMemo(() => topOpportunities(rows), [rows]);
  const confident = useMemo(() => highConfidencePicks(rows), [rows]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PickCard title="Top Opportunities" description="Most undervalued against the broker average">
        <PickList rows={top} empty="No broker fair values yet." onOpen={onOpen} />
      </PickCard>
      <PickCard title="High Confidence Picks" description="Undervalued by 10% or more, with brokers in agreement">
        <PickList rows={confident} empty="No stocks meet the high-confidence rules." onOpen={onOpen} />
      </PickCard>
    </div>
  );
}
