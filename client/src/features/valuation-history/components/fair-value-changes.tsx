import type { FairValueChange } from "@shared/domain/valuation-history";
import { formatMoney } from "@shared/domain/format";
import { monthLabel } from "@shared/domain/months";
import { PercentChange } from "@/components/data/percent-change";
import { SERIES_BY_KEY } from "../utils/series";
import { SeriesSwatch } from "./series-swatch";

/** 'Fair value changes': each change, newest first, with source, month, from → to and the percent (up green, down red). */
export function FairValueChanges({ changes }: { changes: readonly FairValueChange[] }) {
  return (
    <section aria-labelledby="fair-value-changes-heading" className="grid gap-2">
      <h4 id="fair-value-changes-heading" className="text-sm font-semibold">
        Fair value changes
      </h4>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No fair value has changed yet.</p>
      ) : (
        // Focusable so a keyboard can scroll a long list (36 months of five sources). Relative, so
        // the rows' screen-reader-only words (absolutely positioned) are clipped by the list: placed
        // by the dialog instead, they stretched its scroll area by the whole list's height.
        <ul
          tabIndex={0}
          aria-label="Fair value changes, newest first"
          className="relative max-h-72 divide-y overflow-y-auto rounded-lg border"
        >
          {changes.map((change) => {
            const series = SERIES_BY_KEY[change.source];
            return (
              <li
                key={`${change.month}-${change.source}`}
                data-source={change.source}
                className="flex flex-wrap items-center gap-x-3 gap-y-0.5 px-3 py-2 text-sm"
              >
                {/* A line of its own on a phone; the amounts and the percent share the next. */}
                <span className="flex min-w-0 basis-full items-center gap-2 font-medium sm:flex-1 sm:basis-0">
                  <SeriesSwatch series={series} />
                  <span className="truncate">{series.label}</span>
                  <span className="shrink-0 font-normal whitespace-nowrap text-muted-foreground">{monthLabel(change.month)}</span>
                </span>
                <span className="whitespace-nowrap tabular-nums">
                  {formatMoney(change.from)} <span aria-hidden="true">→</span>
                  <span className="sr-only">to</span> {formatMoney(change.to)}
                </span>
                <span className="ml-auto w-16 text-right whitespace-nowrap tabular-nums">
                  <PercentChange change={change.changePercent} decimals={1} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
