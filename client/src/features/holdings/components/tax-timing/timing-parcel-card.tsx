// One parcel open at asOf: its figures, the badges, and the brief's sentences beside them (12 months,
// loss with the wash-sale rule, the analysts' view, the 45-day note). The tick adds it to the
// scenario; there is no sell button.
import type { TaxTimingParcelView } from "@shared/contracts/tax-timing";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import { dateText, gainClass, moneyText, priceText, signedMoneyText, unitsText } from "../../utils/ledger-text";
import { isUnrealisedLoss } from "../../utils/tax-timing-parcels";
import { ProvisionalBadge } from "../corporate-actions/provisional-badge";
import {
  FORTY_FIVE_DAY_SENTENCE,
  TAX_TIMING_BADGES,
  WASH_SALE_SENTENCE,
  fairValueSentence,
  fortyFiveDayDetail,
  lossSentence,
  twelveMonthSentence,
} from "../../utils/tax-timing-wording";

interface TimingParcelCardProps {
  parcel: TaxTimingParcelView;
  asOf: string;
  cgtDiscount: string;
  inScenario: boolean;
  onScenario: (parcel: TaxTimingParcelView, include: boolean) => void;
}

function discountText(parcel: TaxTimingParcelView, asOf: string): string {
  if (parcel.discountFrom < asOf) return `${dateText(parcel.discountFrom)} (reached)`;
  return `${dateText(parcel.discountFrom)} (${parcel.daysToDiscount === 0 ? "today" : `${parcel.daysToDiscount} ${parcel.daysToDiscount === 1 ? "day" : "days"}`})`;
}

export function TimingParcelCard({ parcel, asOf, cgtDiscount, inScenario, onScenario }: TimingParcelCardProps) {
  const loss = isUnrealisedLoss(parcel);
  const checkboxId = `scenario-${parcel.parcelId}`;
  const facts: [string, string, string?][] = [
    ["Acquired", dateText(parcel.acquiredOn)],
    ["Units", unitsText(parcel.units)],
    ["Cost base", moneyText(parcel.costBase)],
    [
      parcel.closeOn === null && parcel.close !== null ? "Last price" : "Last close",
      parcel.close === null ? "No close stored" : priceText(parcel.close),
    ],
    ["Unrealised", signedMoneyText(parcel.unrealised), gainClass(parcel.unrealised)],
    ["Discount from", discountText(parcel, asOf)],
    [
      "Consensus fair value",
      parcel.consensusFairValue === null ? "None" : `${moneyText(parcel.consensusFairValue)} (${parcel.fairValueSources})`,
    ],
  ];
  return (
    <article
      className={cn("rounded-md border bg-card p-3 text-sm", inScenario && "border-primary")}
      aria-label={`${parcel.symbol} bought ${dateText(parcel.acquiredOn)}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{parcel.symbol}</h3>
        <div className="flex flex-wrap gap-1">
          {parcel.discountBeforeFyEnd && <Badge variant="secondary">{TAX_TIMING_BADGES.discountBeforeFyEnd}</Badge>}
          {loss && <Badge variant="outline">{TAX_TIMING_BADGES.unrealisedLoss}</Badge>}
          {parcel.fortyFiveDayNote && <Badge variant="outline">{TAX_TIMING_BADGES.fortyFiveDay}</Badge>}
          {parcel.provisional && <ProvisionalBadge figure={parcel} />}
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4 xl:grid-cols-7">
        {facts.map(([label, value, tone]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className={cn("m-0 break-words tabular-nums", tone)}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-2 grid gap-1 text-muted-foreground">
        <p>{twelveMonthSentence(parcel, asOf, cgtDiscount)}</p>
        {loss && parcel.unrealised !== null && (
          <>
            <p>{lossSentence(parcel.unrealised)}</p>
            <p>{WASH_SALE_SENTENCE}</p>
          </>
        )}
        {parcel.consensusFairValue !== null && (
          <p>{fairValueSentence(parcel.consensusFairValue, parcel.fairValueSources, parcel.priceVsFairValuePercent)}</p>
        )}
        {parcel.fortyFiveDayNote && (
          <p>
            {FORTY_FIVE_DAY_SENTENCE} {fortyFiveDayDetail(parcel.acquiredOn, parcel.fortyFiveDayNote)}
          </p>
        )}
      </div>
      <div className="mt-2 flex min-h-11 items-center gap-2">
        <Checkbox
          id={checkboxId}
          aria-label={`${parcel.symbol} bought ${dateText(parcel.acquiredOn)} in the scenario`}
          checked={inScenario}
          onCheckedChange={(checked) => onScenario(parcel, checked === true)}
        />
        <label htmlFor={checkboxId} className="cursor-pointer">
          In the scenario
        </label>
      </div>
    </article>
  );
}
