import { cgtDiscountText, type CgtLineView, type CgtTotalsView } from "@shared/contracts/cgt";
import { useIsMobile } from "@/hooks/use-mobile";
import { cn } from "@/lib/utils";
import { cgtEventText, eventsShown, CGT_EVENT_EXPLANATIONS } from "../utils/cgt-events";
import { dateText, gainClass, moneyText, signedMoneyText, unitsText } from "../utils/ledger-text";
import { ProvisionalBadge, ProvisionalNote } from "./corporate-actions/provisional-badge";

const cell = "px-3 py-2 whitespace-nowrap";

/** The codes of the year's lines and what each means (issue 46): under the lines. */
function EventLegend({ lines }: { lines: readonly CgtLineView[] }) {
  const events = eventsShown(lines);
  if (events.length === 0) return null;
  return (
    <dl aria-label="CGT events" className="grid gap-1 text-sm text-muted-foreground">
      {events.map((event) => (
        <div key={event} className="flex min-w-0 gap-2">
          <dt className="w-10 shrink-0 font-semibold text-foreground">{event}</dt>
          <dd className="m-0 min-w-0 break-words">{CGT_EVENT_EXPLANATIONS[event]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One line per parcel an event took from (a sale's A1, a corporate action's G1, C2, G3): a table from 768 px, cards below. */
export function CgtLines({ lines }: { lines: readonly CgtLineView[] }) {
  const mobile = useIsMobile();
  if (lines.length === 0)
    return <p className="rounded-md border px-4 py-8 text-center text-sm text-muted-foreground">No sales in this financial year.</p>;
  const key = (line: CgtLineView) => `${line.sellTradeId}-${line.parcelTradeId}`;
  if (mobile)
    return (
      <div className="grid gap-3">
        <ul className="grid gap-2" aria-label="Capital gains lines">
          {lines.map((line) => (
            <li key={key(line)} className="rounded-md border bg-card p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                <span>
                  {line.symbol} · <span title={cgtEventText(line.event)}>{line.event}</span> · {line.event === "A1" ? "sold " : ""}
                  {dateText(line.soldOn)}
                </span>
                {line.provisional && <ProvisionalBadge figure={line} />}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
                {[
                  ["Acquired", dateText(line.acquiredOn)],
                  ["Units", unitsText(line.units)],
                  ["Proceeds", moneyText(line.proceeds)],
                  ["Cost base", moneyText(line.costBase)],
                  ["Discount", cgtDiscountText(line)],
                ].map(([label, value]) => (
                  <div key={label} className="min-w-0">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="m-0 tabular-nums">{value}</dd>
                  </div>
                ))}
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">Gain</dt>
                  <dd className={cn("m-0 font-medium tabular-nums", gainClass(line.gain))}>{signedMoneyText(line.gain)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <EventLegend lines={lines} />
      </div>
    );
  return (
    <div className="grid gap-3">
      <div
        role="region"
        aria-label="Capital gains lines"
        tabIndex={0}
        className="max-h-[60vh] overflow-auto rounded-md border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full border-separate border-spacing-0 text-sm">
          <thead className="sticky top-0 bg-card text-muted-foreground">
            <tr>
              {["Code", "Event", "Date", "Acquired", "Units", "Proceeds", "Cost base", "Gain", "Discount"].map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={cn(cell, "border-b font-medium", index >= 4 && index <= 7 ? "text-right" : "text-left")}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={key(line)}>
                <th scope="row" className={cn(cell, "border-b text-left font-semibold")}>
                  {line.symbol}
                </th>
                <td className={cn(cell, "border-b")}>
                  <span className="inline-flex items-center gap-2">
                    <span title={cgtEventText(line.event)}>{line.event}</span>
                    {line.provisional && <ProvisionalBadge figure={line} />}
                  </span>
                </td>
                <td className={cn(cell, "border-b")}>{dateText(line.soldOn)}</td>
                <td className={cn(cell, "border-b")}>{dateText(line.acquiredOn)}</td>
                <td className={cn(cell, "border-b text-right tabular-nums")}>{unitsText(line.units)}</td>
                <td className={cn(cell, "border-b text-right tabular-nums")}>{moneyText(line.proceeds)}</td>
                <td className={cn(cell, "border-b text-right tabular-nums")}>{moneyText(line.costBase)}</td>
                <td className={cn(cell, "border-b text-right font-medium tabular-nums", gainClass(line.gain))}>
                  {signedMoneyText(line.gain)}
                </td>
                <td className={cn(cell, "border-b")}>{cgtDiscountText(line)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <EventLegend lines={lines} />
    </div>
  );
}

/** The year's totals: gains, losses, discountable gains, losses brought forward, net capital gain, loss carried forward. */
export function CgtTotals({ totals, provisional = false }: { totals: CgtTotalsView; provisional?: boolean }) {
  const facts: [string, string][] = [
    ["Capital gains", moneyText(totals.capitalGains)],
    ["Capital losses", moneyText(totals.capitalLosses)],
    ["Discountable gains", moneyText(totals.discountableGains)],
    ["Losses brought forward", moneyText(totals.lossBroughtForward)],
    ["Net capital gain", moneyText(totals.netCapitalGain)],
    ["Loss carried forward", moneyText(totals.lossCarriedForward)],
  ];
  return (
    <section aria-label="Capital gains totals" className="grid gap-2">
      {provisional && <ProvisionalNote />}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-xl border bg-card p-4 shadow-sm">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="m-0 mt-1 text-lg font-semibold break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
