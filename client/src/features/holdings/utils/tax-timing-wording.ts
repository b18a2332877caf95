// The Before 30 June page's words (issue 49; docs/product.md "Before 30 June"). The header, footer,
// 12-month, loss, fair-value, wash-sale, 45-day and scenario sentences are the research brief's, word
// for word; the page computes and never recommends, so none of its strings says "should",
// "recommend", "save tax", "harvest" or "buy back" (tax-timing-wording.test.ts reads every file of the
// page). The one exception is the wash-sale sentence, which states the ATO's rule about buying back.
import { PARCEL_METHOD_LABELS, type ParcelMethod } from "@shared/contracts/holdings";
import { financialYearName, type ScenarioLineView } from "@shared/contracts/tax-timing";
import type { ScenarioLineKey } from "@shared/domain/tax-timing";
import { dateText, moneyText, priceText, unitsText } from "./ledger-text";

export const TAX_TIMING_HEADER = "Before 30 June — your figures, not advice";

export const WASH_SALE_SENTENCE =
  "The ATO can cancel a capital loss if you sell and buy back the same or a substantially similar investment to obtain a tax benefit ('wash sale', TR 2008/1). No waiting period makes this safe.";

export const FORTY_FIVE_DAY_SENTENCE =
  "If your franking credits for the year are over $5,000, you generally need to hold shares at risk for 45 days (not counting the purchase and sale days) to claim them.";

export const TAX_TIMING_BADGES = {
  discountBeforeFyEnd: "12-month date before 30 June",
  unrealisedLoss: "Unrealised loss",
  fortyFiveDay: "45-day rule may apply",
} as const;

export function footerSentence(method: ParcelMethod): string {
  return `Calculated from the trades and prices you entered, using ${PARCEL_METHOD_LABELS[method]}. It does not consider your objectives, financial situation or needs and is not financial or tax advice. Check with a registered tax agent before you act.`;
}

/** " (in 19 days)", " (in 1 day)", " (today)"; nothing once the date has passed. */
function daysAhead(days: number, discountFrom: string, asOf: string): string {
  if (discountFrom < asOf) return "";
  if (days === 0) return " (today)";
  return ` (in ${days} ${days === 1 ? "day" : "days"})`;
}

/** "Held 12 months on 21 Jun 2025 (in 19 days). A sale on or after that date may be eligible …" */
export function twelveMonthSentence(
  parcel: { discountFrom: string; daysToDiscount: number; discountDateConservative: boolean },
  asOf: string,
  /** The entity's discount as the API names it ("50 %", "33⅓ %", "none"). */
  cgtDiscount = "50 %",
): string {
  const when = daysAhead(parcel.daysToDiscount, parcel.discountFrom, asOf);
  const eligible =
    cgtDiscount === "none"
      ? "A company gets no CGT discount, so that date does not change the gain."
      : `A sale on or after that date may be eligible for the ${discountText(cgtDiscount)} CGT discount if the other conditions are met.`;
  const sentence = `Held 12 months on ${dateText(parcel.discountFrom)}${when}. ${eligible}`;
  return parcel.discountDateConservative
    ? `${sentence} Bought on 29 February: the 12 months can be read to end a day earlier, and the later date is the one shown.`
    : sentence;
}

/** "50 %" as a sentence writes it: "50%". */
const discountText = (cgtDiscount: string) => cgtDiscount.replace(" %", "%");

/** "Unrealised loss $819.95 at the last close. Capital losses reduce capital gains, not other income." */
export function lossSentence(unrealised: string): string {
  return `Unrealised loss ${moneyText(unrealised.replace(/^-/, ""))} at the last close. Capital losses reduce capital gains, not other income.`;
}

/** "27% below", "6% above", "level with it" when it rounds to 0. */
function distance(percent: string): string {
  const whole = Math.round(Math.abs(Number(percent)));
  if (whole === 0) return "level with it";
  return `${whole}% ${percent.startsWith("-") ? "below" : "above"}`;
}

/** "Analysts' consensus fair value $22.00 (4 sources); price is 27% below. These are opinions and can change." */
export function fairValueSentence(fairValue: string, sources: number, percent: string | null): string {
  const count = `${sources} ${sources === 1 ? "source" : "sources"}`;
  const price = percent === null ? "" : `; price is ${distance(percent)}`;
  return `Analysts' consensus fair value ${moneyText(fairValue)} (${count})${price}. These are opinions and can change.`;
}

/** "Bought 20 Apr 2025, before the 1 May 2025 ex-date: 45 days are held, not counting …, on a sale from 5 Jun 2025." */
export function fortyFiveDayDetail(acquiredOn: string, note: { exDate: string; heldFortyFiveDaysOn: string }): string {
  return `Bought ${dateText(acquiredOn)}, within 45 days before the ${dateText(note.exDate)} ex-date: 45 days are held, not counting the purchase and sale days, on a sale from ${dateText(note.heldFortyFiveDaysOn)}.`;
}

/** "If these sales happened at these prices, your estimated net capital gain for FY 2024–25 would be $30.05 instead of $450.00." */
export function scenarioSentence(fy: number, netCapitalGain: string, baseline: string): string {
  return `If these sales happened at these prices, your estimated net capital gain for ${financialYearName(fy)} would be ${moneyText(netCapitalGain)} instead of ${moneyText(baseline)}.`;
}

const LINE_LABELS: Readonly<Record<Exclude<ScenarioLineKey, "sale" | "discount">, string>> = {
  "realised-other-gains": "Gains without the discount realised so far",
  "realised-discountable-gains": "Discountable gains realised so far",
  "realised-losses": "Capital losses realised so far",
  "other-gains": "Gains without the discount, with these sales",
  "discountable-gains": "Discountable gains, with these sales",
  "capital-losses": "Capital losses of the year, with these sales",
  "losses-applied-to-other-gains": "The year's losses against gains without the discount",
  "losses-applied-to-discountable-gains": "The year's losses against discountable gains",
  "loss-brought-forward": "Losses brought forward from earlier years",
  "brought-forward-applied-to-other-gains": "Losses brought forward against gains without the discount",
  "brought-forward-applied-to-discountable-gains": "Losses brought forward against discountable gains",
  "other-gains-left": "Gains without the discount left",
  "discountable-gains-left": "Discountable gains left",
  "net-capital-gain": "Net capital gain with these sales",
  "loss-carried-forward": "Loss carried forward to the next year",
  baseline: "Net capital gain as the year stands",
  difference: "Difference",
};

/** One line of the arithmetic as it reads: a sale names its parcel, date, price and brokerage. */
export function scenarioLineLabel(line: ScenarioLineView, cgtDiscount = "50 %"): string {
  if (line.key === "discount")
    return cgtDiscount === "none"
      ? "No CGT discount for a company"
      : `${discountText(cgtDiscount)} CGT discount on the discountable gains left`;
  if (line.key !== "sale" || !line.sale) return LINE_LABELS[line.key as Exclude<ScenarioLineKey, "sale" | "discount">];
  const sale = line.sale;
  // A loss gets no discount, whatever the dates.
  const discount = sale.gain.startsWith("-")
    ? "a capital loss"
    : sale.discountEligible
      ? "eligible for the discount"
      : `no discount (held 12 months on ${dateText(sale.discountFrom)})`;
  return `Sale of ${unitsText(sale.units)} ${sale.symbol} bought ${dateText(sale.acquiredOn)}, on ${dateText(sale.date)} at ${priceText(sale.price)} less ${moneyText(sale.brokerage)} brokerage: proceeds ${moneyText(sale.proceeds)}, cost base ${moneyText(sale.costBase)}; ${discount}`;
}
