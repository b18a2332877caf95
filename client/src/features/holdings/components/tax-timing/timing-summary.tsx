// The year so far: realised gains with and without the discount, losses, losses brought forward,
// the net capital gain as it stands and the days left to 30 June; and, where the year's franking
// credits are estimated above $5,000, what they come to.
import { FRANKING_CREDIT_THRESHOLD } from "@shared/constants";
import { financialYearName, type TaxTimingView } from "@shared/contracts/tax-timing";
import { frankedDividendsFor } from "@shared/domain/tax-timing";
import { toCents } from "@shared/domain/ledger";
import { FigureTiles } from "@/components/data/figure-tiles";
import { moneyText } from "../../utils/ledger-text";
import { ProvisionalNote } from "../corporate-actions/provisional-badge";

export function TimingSummary({ view }: { view: TaxTimingView }) {
  const facts = [
    { label: "Discountable gains", value: moneyText(view.realised.discountable) },
    { label: "Gains without the discount", value: moneyText(view.realised.nonDiscountable) },
    { label: "Capital losses", value: moneyText(view.realised.losses) },
    { label: "Losses brought forward", value: moneyText(view.broughtForward) },
    { label: "Net capital gain so far", value: moneyText(view.netCapitalGain) },
    { label: "Days to 30 June", value: String(view.daysToFyEnd) },
  ];
  const credits = view.frankingCredits;
  return (
    <div className="grid gap-3">
      {view.provisional && <ProvisionalNote />}
      <FigureTiles label="The year so far" facts={facts} className="sm:grid-cols-3 xl:grid-cols-6" />
      {credits.overThreshold && (
        <p className="text-sm text-muted-foreground">
          {`Franking credits for ${financialYearName(view.fy)} are estimated at ${moneyText(credits.estimate)}`}
          {credits.unknownFranking > 0 &&
            ` (${credits.unknownFranking} ${credits.unknownFranking === 1 ? "dividend" : "dividends"} of unknown franking counted as fully franked)`}
          {`; ${moneyText(FRANKING_CREDIT_THRESHOLD)} of credits is about ${moneyText(toCents(frankedDividendsFor(FRANKING_CREDIT_THRESHOLD, "0.30")))} of fully franked dividends.`}
        </p>
      )}
    </div>
  );
}
