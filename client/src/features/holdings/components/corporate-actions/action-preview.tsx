// The dry run's answer before Save: each parcel the action touches, before and after (units, cost
// base, acquisition date), then the CGT lines it makes with their event code and the dividend income.
// Cost bases show to the cent (half away from zero, the legs of a split as the ledger keeps them).
import { useEffect, useRef } from "react";
import type { CorporateActionPreview, ParcelChangeView, ParcelStateView } from "@shared/contracts/corporate-action-views";
import { toCents } from "@shared/domain/ledger/decimal";
import { CGT_EVENT_EXPLANATIONS } from "../../utils/cgt-events";
import { dateText, gainClass, moneyText, signedMoneyText, unitsText } from "../../utils/ledger-text";
import { cn } from "@/lib/utils";
import { ProvisionalBadge } from "./provisional-badge";

const cents = (value: string | null | undefined) => (value === null || value === undefined ? "—" : moneyText(toCents(value)));

function parcelHeading(parcel: ParcelChangeView): string {
  if (parcel.before === null) return `${parcel.symbol} · new parcel acquired ${dateText(parcel.after?.acquiredOn)}`;
  if (parcel.after === null) return `${parcel.symbol} · parcel acquired ${dateText(parcel.before.acquiredOn)}, closed`;
  return `${parcel.symbol} · parcel acquired ${dateText(parcel.before.acquiredOn)}`;
}

const ROWS: [string, (figures: ParcelStateView) => string][] = [
  ["Units", (figures) => unitsText(figures.units)],
  ["Cost base", (figures) => cents(figures.costBase)],
  ["Acquired", (figures) => dateText(figures.acquiredOn)],
];

function ParcelCard({ parcel }: { parcel: ParcelChangeView }) {
  const heading = parcelHeading(parcel);
  return (
    <li className="min-w-0 rounded-md border bg-card p-3 text-sm">
      <p className="font-medium">{heading}</p>
      <table className="mt-2 w-full text-left tabular-nums" aria-label={heading}>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <td />
            <th scope="col" className="py-1 pr-2 font-normal">
              Before
            </th>
            <th scope="col" className="py-1 font-normal">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, text]) => (
            <tr key={label}>
              <th scope="row" className="py-1 pr-2 text-xs font-normal text-muted-foreground">
                {label}
              </th>
              <td className="py-1 pr-2 break-words">{parcel.before ? text(parcel.before) : "—"}</td>
              <td className="py-1 font-medium break-words">{parcel.after ? text(parcel.after) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

export function ActionPreview({ preview }: { preview: CorporateActionPreview }) {
  // The preview opens under the fields: brought into view, so a phone shows it without a hunt.
  const ref = useRef<HTMLElement>(null);
  // A block body: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [preview]);
  return (
    <section ref={ref} aria-labelledby="action-preview-heading" className="grid min-w-0 gap-3" aria-live="polite">
      <h3 id="action-preview-heading" className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        Preview {preview.provisional && <ProvisionalBadge />}
      </h3>
      {preview.parcels.length === 0 ? (
        <p className="text-sm text-muted-foreground">No parcel changes.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Parcels before and after">
          {preview.parcels.map((parcel) => (
            <ParcelCard key={`${parcel.stockId}-${parcel.parcelId}`} parcel={parcel} />
          ))}
        </ul>
      )}
      {preview.cgt.length > 0 && (
        <ul className="grid gap-2" aria-label="Capital gains lines it makes">
          {preview.cgt.map((line) => (
            <li key={`${line.event}-${line.stockId}-${line.parcelId}`} className="min-w-0 rounded-md border bg-card p-3 text-sm">
              <p className="font-medium">
                {line.event} · {line.symbol} · {dateText(line.date)}:{" "}
                <span className={cn("tabular-nums", gainClass(line.gain))}>{signedMoneyText(toCents(line.gain))}</span>
              </p>
              <p className="break-words text-muted-foreground">
                {CGT_EVENT_EXPLANATIONS[line.event]}. {unitsText(line.units)} units acquired {dateText(line.acquiredOn)}; proceeds{" "}
                {cents(line.proceeds)}, cost base {cents(line.costBase)}; {line.discountable ? "discountable" : "no discount"}.
              </p>
            </li>
          ))}
        </ul>
      )}
      {preview.income.length > 0 && (
        <ul className="grid gap-2" aria-label="Dividend income it makes">
          {preview.income.map((income) => (
            <li key={`${income.stockId}-${income.payDate}`} className="min-w-0 rounded-md border bg-card p-3 text-sm break-words">
              Dividend of {cents(income.cash)} paid {dateText(income.payDate)}, franking credit {cents(income.frankingCredit)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
