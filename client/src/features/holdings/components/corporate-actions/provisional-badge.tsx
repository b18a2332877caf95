// The mark of a figure a provisional corporate action touches (a demerger whose class ruling's
// percentages are not out yet): the figure is replayed with the percentages entered, and changes when
// the action is confirmed (decision 071). The badge reads "Provisional"; its description — a tooltip on
// hover, and read out by a screen reader with the badge — names the action, found among the actions of
// the figure's stock (a COL parcel's list holds the WES demerger that made it).
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useStockCorporateActions } from "@/api/corporate-actions";
import { cn } from "@/lib/utils";
import {
  PROVISIONAL_TEXT,
  PROVISIONAL_TOTALS_SENTENCE,
  provisionalActionNames,
  provisionalSentence,
} from "../../utils/corporate-actions/provisional-text";

/** What a marked figure carries: the stock whose actions name the mark, and the API's action ids. */
export interface ProvisionalFigure {
  stockId: string;
  provisionalActionIds?: readonly string[];
}

function useProvisionalSentence(figure: ProvisionalFigure | undefined): string {
  const actions = useStockCorporateActions(figure?.stockId ?? "", { enabled: figure !== undefined });
  if (figure === undefined) return provisionalSentence([]);
  return provisionalSentence(provisionalActionNames(actions.data?.actions ?? [], figure.provisionalActionIds ?? []));
}

function Mark({ description }: { description?: string }) {
  return (
    <Badge variant="outline" className="border-warning text-foreground">
      {PROVISIONAL_TEXT}
      {description && <span className="sr-only">. {description}</span>}
    </Badge>
  );
}

/**
 * "Provisional", described: `figure` names the action (its stock's list); `title` says it in other
 * words where the action is the one shown (an applied action's item, its own preview).
 */
export function ProvisionalBadge({ figure, title, className }: { figure?: ProvisionalFigure; title?: string; className?: string }) {
  const sentence = useProvisionalSentence(figure);
  const description = title ?? sentence;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span className={cn("inline-flex", className)}>
          <Mark description={description} />
        </span>
      </TooltipTrigger>
      <TooltipContent>{description}</TooltipContent>
    </Tooltip>
  );
}

/** The badge and its sentence written out, above a group of figures (a holding's position, a year's totals). */
export function ProvisionalNote({ figure, children }: { figure?: ProvisionalFigure; children?: ReactNode }) {
  const sentence = useProvisionalSentence(figure);
  return (
    <p role="note" aria-label={PROVISIONAL_TEXT} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <Mark />
      <span>{children ?? (figure ? sentence : PROVISIONAL_TOTALS_SENTENCE)}</span>
    </p>
  );
}
