// The dry run's answer before Save: each parcel the action touches, before and after (units, cost
// base, acquisition date), then the CGT lines it makes with their event code and the dividend income.
// An edit (confirming a provisional demerger's percentages) also shows what it moves across the ledger
// — the open parcels and every CGT line that differ, a later sale's gain included — before Save, and
// once saved (decision 071). Cost bases show to the cent (half away from zero, the legs of a split as
// the ledger keeps them).
import { useEffect, useRef } from "react";
import type {
  CgtChangeFigures,
  CgtChangeView,
  CorporateActionChanges,
  CorporateActionPreview,
  ParcelChangeView,
  ParcelStateView,
} from "@shared/contracts/corporate-action-views";
import { dec, toCents } from "@shared/domain/ledger/decimal";
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

type Rows<T> = [string, (figures: T) => string][];

const PARCEL_ROWS: Rows<ParcelStateView> = [
  ["Units", (figures) => unitsText(figures.units)],
  ["Cost base", (figures) => cents(figures.costBase)],
  ["Acquired", (figures) => dateText(figures.acquiredOn)],
];

// As the Tax page's lines show them (shared/domain/ledger/cgt.ts presentDisposalLine): the gain to
// cents, the cost base the proceeds' cents less it, so a before and after read as the lines did and will.
const shownGain = (figures: CgtChangeFigures) => toCents(figures.gain);
const CGT_ROWS: Rows<CgtChangeFigures> = [
  ["Units", (figures) => unitsText(figures.units)],
  ["Cost base", (figures) => moneyText(toCents(dec(toCents(figures.proceeds)).minus(shownGain(figures))))],
  ["Gain", (figures) => signedMoneyText(shownGain(figures))],
];

const ParcelCards = ({ parcels, label }: { parcels: readonly ParcelChangeView[]; label: string }) => (
  <ul className="grid gap-2 sm:grid-cols-2" aria-label={label}>
    {parcels.map((parcel) => (
      <BeforeAfterCard
        key={`${parcel.stockId}-${parcel.parcelId}`}
        heading={parcelHeading(parcel)}
        rows={PARCEL_ROWS}
        before={parcel.before}
        after={parcel.after}
      />
    ))}
  </ul>
);

function cgtChangeHeading(line: CgtChangeView): string {
  const what = line.before === null ? ", new" : line.after === null ? ", gone" : "";
  return `${line.event} · ${line.symbol} · ${dateText(line.date)}${what}`;
}

/** One figure's before and after: a parcel's units, cost base and date, or a CGT line's units, cost base and gain. */
function BeforeAfterCard<T>({ heading, rows, before, after }: { heading: string; rows: Rows<T>; before: T | null; after: T | null }) {
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
          {rows.map(([label, text]) => (
            <tr key={label}>
              <th scope="row" className="py-1 pr-2 text-xs font-normal text-muted-foreground">
                {label}
              </th>
              <td className="py-1 pr-2 break-words">{before ? text(before) : "—"}</td>
              <td className="py-1 font-medium break-words">{after ? text(after) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/** What an edit moves across the ledger: "What changes" before Save, "What changed" once saved. */
function LedgerChanges({ changes, saved }: { changes: CorporateActionChanges; saved: boolean }) {
  const title = saved ? "What changed in your ledger" : "What changes in your ledger";
  const empty = changes.parcels.length === 0 && changes.cgt.length === 0;
  return (
    <section aria-labelledby="action-changes-heading" className="grid min-w-0 gap-2">
      <h4 id="action-changes-heading" className="text-sm font-semibold">
        {title}
      </h4>
      {empty ? (
        <p className="text-sm text-muted-foreground">No other parcel or capital gain {saved ? "changed" : "changes"}.</p>
      ) : (
        <>
          {changes.parcels.length > 0 && <ParcelCards parcels={changes.parcels} label="Open parcels before and after" />}
          {changes.cgt.length > 0 && (
            <ul className="grid gap-2 sm:grid-cols-2" aria-label="Capital gains lines before and after">
              {changes.cgt.map((line) => (
                <BeforeAfterCard
                  key={`${line.event}-${line.date}-${line.stockId}-${line.parcelId}`}
                  heading={cgtChangeHeading(line)}
                  rows={CGT_ROWS}
                  before={line.before}
                  after={line.after}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The action's preview, and an edit's `changes` across the ledger; `saved` once the edit is stored
 * (the same figures, told in the past).
 */
export function ActionPreview({
  preview,
  changes,
  saved = false,
}: {
  preview: CorporateActionPreview;
  changes?: CorporateActionChanges;
  saved?: boolean;
}) {
  // The preview opens under the fields: brought into view, so a phone shows it without a hunt.
  const ref = useRef<HTMLElement>(null);
  // A block body: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [preview]);
  return (
    <section ref={ref} aria-labelledby="action-preview-heading" className="grid min-w-0 gap-3" aria-live="polite">
      <h3 id="action-preview-heading" className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        {saved ? "Saved" : "Preview"} {preview.provisional && <ProvisionalBadge />}
      </h3>
      {preview.parcels.length === 0 ? (
        <p className="text-sm text-muted-foreground">No parcel changes.</p>
      ) : (
        <ParcelCards parcels={preview.parcels} label="Parcels before and after" />
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
      {changes && <LedgerChanges changes={changes} saved={saved} />}
    </section>
  );
}
