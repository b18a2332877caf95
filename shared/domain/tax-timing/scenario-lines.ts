// Every line of a scenario's arithmetic, in cents, in the order the ledger applied it (CgtYear.steps):
// what was realised up to asOf, each sale, the year's gains and losses with the sales, what each loss
// took, the discount, the net capital gain, and the year as it stands to compare. Each figure is
// rounded to cents from its exact value, except the two that close a sum: the discount line is what
// the gains left less the net (so the lines as shown add up) and the difference is the two nets' as
// shown. The screen words each line by its key.
import { presentDisposalLine, toCents } from "../ledger";
import { dec, plain } from "../ledger/decimal";
import { otherGainsOf } from "./position";
import type { ScenarioResult } from "./scenario";

export type ScenarioLineKey =
  | "realised-other-gains"
  | "realised-discountable-gains"
  | "realised-losses"
  | "sale"
  | "other-gains"
  | "discountable-gains"
  | "capital-losses"
  | "losses-applied-to-other-gains"
  | "losses-applied-to-discountable-gains"
  | "loss-brought-forward"
  | "brought-forward-applied-to-other-gains"
  | "brought-forward-applied-to-discountable-gains"
  | "other-gains-left"
  | "discountable-gains-left"
  | "discount"
  | "net-capital-gain"
  | "loss-carried-forward"
  | "baseline"
  | "difference";

export interface ScenarioSaleDetail {
  parcelId: string;
  stockId: string;
  acquiredOn: string;
  units: string;
  date: string;
  price: string;
  brokerage: string;
  /** Cents: units × price − brokerage. */
  proceeds: string;
  costBase: string;
  gain: string;
  discountEligible: boolean;
  discountFrom: string;
  discountDateConservative: boolean;
}

export interface ScenarioLine {
  key: ScenarioLineKey;
  /** Cents; a loss applied or the discount is negative (it is taken off). */
  amount: string;
  /** Only on "sale" lines. */
  sale?: ScenarioSaleDetail;
}

export interface ScenarioAnswer {
  netCapitalGain: string;
  baseline: string;
  difference: string;
  lines: ScenarioLine[];
}

const negated = (value: string) => toCents(dec(value).negated());
const isZero = (value: string) => dec(value).isZero();
const centsDifference = (a: string, b: string) => toCents(dec(a).minus(b));

export function scenarioLines(result: ScenarioResult): ScenarioAnswer {
  const { baseline, withSales } = result;
  const { totals, steps } = withSales;
  const lines: ScenarioLine[] = [
    { key: "realised-other-gains", amount: toCents(otherGainsOf(baseline)) },
    { key: "realised-discountable-gains", amount: toCents(baseline.totals.discountableGains) },
    { key: "realised-losses", amount: toCents(baseline.totals.capitalLosses) },
  ];
  for (const { sale, parcel, line, discountFrom, discountDateConservative } of result.sales) {
    const shown = presentDisposalLine(line);
    lines.push({
      key: "sale",
      amount: shown.gain,
      sale: {
        parcelId: parcel.parcelId,
        stockId: parcel.stockId,
        acquiredOn: parcel.acquiredOn,
        units: sale.units,
        date: sale.date,
        price: sale.price,
        brokerage: sale.brokerage,
        proceeds: shown.proceeds,
        costBase: shown.costBase,
        gain: shown.gain,
        discountEligible: line.discountEligible,
        discountFrom,
        discountDateConservative,
      },
    });
  }
  const otherGains = otherGainsOf(withSales);
  lines.push(
    { key: "other-gains", amount: toCents(otherGains) },
    { key: "discountable-gains", amount: toCents(totals.discountableGains) },
    { key: "capital-losses", amount: toCents(totals.capitalLosses) },
  );
  if (!isZero(totals.capitalLosses)) {
    lines.push(
      { key: "losses-applied-to-other-gains", amount: negated(steps.lossesAppliedToOtherGains) },
      { key: "losses-applied-to-discountable-gains", amount: negated(steps.lossesAppliedToDiscountableGains) },
    );
  }
  lines.push({ key: "loss-brought-forward", amount: toCents(totals.lossBroughtForward) });
  if (!isZero(totals.lossBroughtForward)) {
    lines.push(
      { key: "brought-forward-applied-to-other-gains", amount: negated(steps.broughtForwardAppliedToOtherGains) },
      { key: "brought-forward-applied-to-discountable-gains", amount: negated(steps.broughtForwardAppliedToDiscountableGains) },
    );
  }
  const otherLeft = toCents(plain(dec(otherGains).minus(steps.lossesAppliedToOtherGains).minus(steps.broughtForwardAppliedToOtherGains)));
  const discountableLeft = toCents(steps.discountableGainsLeft);
  const net = toCents(totals.netCapitalGain);
  const before = toCents(baseline.totals.netCapitalGain);
  lines.push(
    { key: "other-gains-left", amount: otherLeft },
    { key: "discountable-gains-left", amount: discountableLeft },
    { key: "discount", amount: centsDifference(net, dec(otherLeft).plus(discountableLeft).toString()) },
    { key: "net-capital-gain", amount: net },
  );
  if (!isZero(totals.lossCarriedForward)) lines.push({ key: "loss-carried-forward", amount: toCents(totals.lossCarriedForward) });
  const difference = centsDifference(net, before);
  lines.push({ key: "baseline", amount: before }, { key: "difference", amount: difference });
  return { netCapitalGain: net, baseline: before, difference, lines };
}
