// The year so far: realised gains with and without the discount, losses, losses brought forward,
// the net capital gain as it stands and the days left to 30 June; and, where the year's franking
// credits are estimated above $5,000, what they come to.
import { FRANKING_CREDIT_THRESHOLD } from "@shared/constants";
import { financialYearName, type TaxTimingView } from "@shared/contracts/tax-timing";
import { frankedDividendsFor } from "@shared/domain/tax-timing";
import { toCents } from "@shared/domain/ledger";
import { moneyText } from "../../utils/ledger-text";
import { FactCards } from "../fact-cards";

export function TimingSummary({ view }: { view: TaxTimingView }) {
  const facts: [string, string][] = [
    ["Discountable gains", moneyText(view.realised.discountable)],
    ["Gains without the discount", moneyText(view.realised.nonDiscountable)],
    ["Capital losses", moneyText(view.realised.losses)],
    ["Losses brought forward", moneyText(view.broughtForward)],
    ["Net capital gain so far", moneyText(view.netCapitalGain)],
    ["Days to 30 June", String(view.daysToFyEnd)],
  ];
  const credits = view.frankingCredits;
  return (
    <section aria-label="The year so far" className="grid gap-3">
      <FactCards facts={facts} />
      {credits.overThreshold && (
        <p className="text-sm text-muted-foreground">
          {`Franking credits for ${financialYearName(view.fy)} are estimated at ${moneyText(credits.estimate)}`}
          {credits.unknownFranking > 0 &&
            ` (${credits.unknownFranking} ${credits.unknownFranking === 1 ? "dividend" : "dividends"} of unknown franking counted as fully franked)`}
          {`; ${moneyText(FRANKING_CREDIT_THRESHOLD)} of credits is about ${moneyText(toCents(frankedDividendsFor(FRANKING_CREDIT_THRESHOLD, "0.30")))} of fully franked dividends.`}
        </p>
      )}
    </section>
  );
}
