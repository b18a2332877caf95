// Stocks every unit of which is sold (issue 44 item 5): what each realised and paid, counted in the
// total return. Cards in a grid, so a phone reads them without a sideways swipe.
import type { ClosedPositionView } from "@shared/contracts/holdings";
import { cn } from "@/lib/utils";
import { gainClass, moneyText, signedMoneyText } from "../utils/ledger-text";
import { ProvisionalBadge } from "./corporate-actions/provisional-badge";

export function ClosedPositions({ closed }: { closed: readonly ClosedPositionView[] }) {
  if (closed.length === 0) return null;
  return (
    <section aria-labelledby="closed-positions-title" className="grid min-w-0 gap-3">
      <div>
        <h2 id="closed-positions-title" className="text-lg font-semibold">
          Closed positions
        </h2>
        <p className="text-sm text-muted-foreground">Sold out; their realised gains and dividends count in the total return.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {closed.map((position) => (
          <li key={position.stockId} className="min-w-0 rounded-md border bg-card p-3 text-sm">
            <h3 className="break-words">
              <span className="font-semibold">{position.symbol}</span> <span className="text-muted-foreground">{position.name}</span>
              {position.provisional && (
                <>
                  {" "}
                  <ProvisionalBadge figure={position} />
                </>
              )}
            </h3>
            <dl className="mt-1 grid grid-cols-3 gap-x-3">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Realised gain</dt>
                <dd className={cn("m-0 break-words tabular-nums", gainClass(position.realisedGain))}>
                  {signedMoneyText(position.realisedGain)}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Income</dt>
                <dd className="m-0 break-words tabular-nums">{moneyText(position.income)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Total return</dt>
                <dd className={cn("m-0 font-medium break-words tabular-nums", gainClass(position.totalReturn))}>
                  {signedMoneyText(position.totalReturn)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
