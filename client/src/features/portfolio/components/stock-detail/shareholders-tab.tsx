import { SHAREHOLDER_PERCENT_DECIMALS, TOP_SHAREHOLDERS_LIMIT } from "@shared/constants";
import type { ShareholderHolding } from "@shared/contracts/shareholders";
import { formatPercent, formatThousands, initials } from "@shared/domain/format";
import { PercentChange } from "@/components/data/percent-change";
import { LoadingState } from "@/components/ui/spinner";
import { errorDescription } from "@/lib/api-client";

interface ShareholdersTabProps {
  shareholders: ShareholderHolding[] | undefined;
  isLoading: boolean;
  error: unknown;
}

export function ShareholdersTab({ shareholders, isLoading, error }: ShareholdersTabProps) {
  if (isLoading) return <LoadingState label="Loading shareholders..." />;
  if (error) return <p className="py-6 text-center text-sm text-destructive">{errorDescription(error)}</p>;
  if (!shareholders || shareholders.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No shareholder data available</p>;

  const top = [...shareholders].sort((a, b) => b.percentage - a.percentage).slice(0, TOP_SHAREHOLDERS_LIMIT);
  return (
    <section className="grid gap-3" aria-labelledby="shareholders-heading">
      <div>
        <h3 id="shareholders-heading" className="text-base font-semibold">
          Top 20 Shareholders
        </h3>
        <p className="text-sm text-muted-foreground">Institutional confidence indicators</p>
      </div>
      <ul className="grid gap-1.5">
        {top.map((holder) => (
          <li key={holder.id} className="flex items-center gap-3 rounded-md border px-3 py-2">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-semibold"
            >
              {initials(holder.name)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={holder.name}>
                {holder.name}
              </p>
              <p className="text-xs text-muted-foreground tabular-nums">{formatThousands(holder.shares)} shares</p>
            </div>
            <div className="text-right text-sm tabular-nums">
              <p className="font-semibold">{formatPercent(holder.percentage, SHAREHOLDER_PERCENT_DECIMALS)}</p>
              <p className="text-xs">
                <PercentChange change={holder.change} decimals={1} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
