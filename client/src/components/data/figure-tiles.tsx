import { cn } from "@/lib/utils";

export interface FigureFact {
  label: string;
  /** The figure as shown ("$60,865.00", "+16.41%"). */
  value: string;
  /** A text colour class (a gain's green or red). */
  tone?: string;
  /**
   * Short lines under the figure saying what it counts or leaves out ("unknown for 3 estimated
   * dividends"). Unlike the figure they may wrap; each is a dd of its own, marked data-note.
   */
  notes?: readonly string[];
}

// The widest a character of a figure gets, in em: DejaVu Sans Bold's digits and "$" are 0.696 em,
// "+" 0.838, "," and "." 0.38, so a figure averages under 0.7 em a character (system fonts are narrower).
const EM_PER_CHARACTER = 0.7;

/**
 * Tiles of labelled figures (the Holdings totals, the Holding tab's position). A figure never breaks
 * across lines: it stays on one and, where its tile is narrow (two to a row on a 360 px phone), its
 * type shrinks from 1.25 rem to what the tile's width holds for its number of characters (a
 * container query unit, so no script measures anything).
 */
export function FigureTiles({ facts, label, className }: { facts: readonly FigureFact[]; label: string; className?: string }) {
  return (
    <section aria-label={label}>
      <dl className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", className)}>
        {facts.map((fact) => (
          <div key={fact.label} className="@container min-w-0 rounded-xl border bg-card p-3 shadow-sm sm:p-4">
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd
              className={cn("m-0 mt-1 font-semibold whitespace-nowrap tabular-nums", fact.tone)}
              style={{ fontSize: `min(1.25rem, calc(100cqi / ${(Math.max(fact.value.length, 1) * EM_PER_CHARACTER).toFixed(2)}))` }}
            >
              {fact.value}
            </dd>
            {fact.notes?.map((note) => (
              <dd key={note} data-note="" className="m-0 mt-1 text-xs break-words text-muted-foreground">
                {note}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
