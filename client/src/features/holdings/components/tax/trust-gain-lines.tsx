// A year's trust capital gains (issue 47) on the Tax page, beside the sales: each fund's gains from
// its annual tax statement, the discounted ones grossed up (× 2) before losses and the discount.
import type { TrustGainLineView } from "@shared/contracts/cgt";
import { fyLabel } from "@shared/contracts/tax-statements";
import { moneyText } from "../../utils/ledger-text";

const KIND_LABELS = { discounted: "Discounted, grossed up", other: "Other (no discount)" } as const;

export function TrustGainLines({ lines }: { lines: readonly TrustGainLineView[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby="trust-gains-heading">
      <h3 id="trust-gains-heading" className="text-sm font-semibold">
        Trust capital gains (from tax statements)
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label="Trust capital gains">
        {lines.map((line) => (
          <li key={`${line.statementId}-${line.kind}`} className="rounded-md border bg-card p-3 text-sm">
            <p className="font-semibold">
              {line.symbol} · {fyLabel(line.fy)}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
              <div className="col-span-2 min-w-0">
                <dt className="text-xs text-muted-foreground">Kind</dt>
                <dd className="m-0">{KIND_LABELS[line.kind]}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">On the statement</dt>
                <dd className="m-0 tabular-nums">{moneyText(line.asStated)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Gain</dt>
                <dd className="m-0 font-medium tabular-nums">{moneyText(line.gain)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
