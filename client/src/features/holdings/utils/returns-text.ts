// How the Performance card's figures read (issue 48). The API answers a rate as a fraction's decimal
// text to 10 places ("0.2703550397") and money to cents; these shift and round the text itself, so a
// figure on screen is the API's, never a float's.
import { BENCHMARKS, type ReturnsView, type ReturnsWarning, type XirrView } from "@shared/contracts/returns";
import { MISSING_VALUE_TEXT } from "@shared/constants";
import { dateText, moneyText } from "./ledger-text";

const isZero = (money: string) => /^-?[0.]*$/.test(money);

/** "0.2703550397" → "+27.04%", "-0.05125" → "-5.13%" (half up, away from zero); null → "-". */
export function rateText(fraction: string | null | undefined): string {
  if (fraction === null || fraction === undefined || fraction.trim() === "") return MISSING_VALUE_TEXT;
  const trimmed = fraction.trim();
  const negative = trimmed.startsWith("-");
  const [whole = "0", decimals = ""] = trimmed.replace(/^[+-]/, "").split(".");
  // × 100 is the decimal point two places on; then cents of a percent, rounded on the third digit.
  const digits = `${whole}${decimals.padEnd(2, "0").slice(0, 2)}`;
  const rest = decimals.slice(2).padEnd(3, "0");
  let hundredths = BigInt(`${digits}${rest.slice(0, 2)}`);
  if (Number(rest[2]) >= 5) hundredths += 1n;
  const text = hundredths.toString().padStart(3, "0");
  const integer = text.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ",");
  const zero = hundredths === 0n;
  return `${zero ? "" : negative ? "-" : "+"}${integer}.${text.slice(-2)}%`;
}

export function headlineLabel(headline: ReturnsView["headline"]): string {
  return headline.perAnnum ? "Your return (money-weighted, p.a.)" : "Your return (money-weighted)";
}

/** The XIRR p.a., or why there is none. */
export function xirrText(xirr: XirrView): string {
  if (xirr.status === "no_sign_change") return "No figure: money only went in (or only came out)";
  if (xirr.status === "no_convergence") return "No figure: the calculation did not settle";
  return `${rateText(xirr.perAnnum)} p.a.`;
}

export const benchmarkLabel = (symbol: string): string => BENCHMARKS.find((series) => series.symbol === symbol)?.label ?? symbol;

/** "$282.55 ahead of the same money in the ASX 200". */
export function shadowSentence(benchmark: ReturnsView["benchmark"]): string {
  const difference = benchmark.shadow?.difference ?? null;
  if (difference === null) return "";
  const size = moneyText(difference.replace(/^-/, ""));
  if (isZero(difference)) return "Level with the same money in the ASX 200";
  return `${size} ${difference.startsWith("-") ? "behind" : "ahead of"} the same money in the ASX 200`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function warningText(warning: ReturnsWarning): string {
  switch (warning.code) {
    case "multiple-sign-changes":
      return `Money went in and out ${warning.signChanges} times: the money-weighted return may have more than one answer.`;
    case "no-xirr":
      return warning.status === "no_sign_change"
        ? "No money-weighted return p.a.: money only went in, or only came out, in this period."
        : "No money-weighted return p.a.: the calculation did not settle on one figure.";
    case "no-dietz":
      return "No period return: more money came out than was ever at work.";
    case "estimated-dividends":
      return `${plural(warning.count, "estimated dividend is", "estimated dividends are")} counted as paid.`;
    case "unpriced-holdings":
      return `No daily closes for ${warning.symbols.join(", ")}: counted at cost.`;
    case "wild-days":
      return `A day's value moved by more than half on ${warning.dates.map(dateText).join(", ")}: check the trades and closes of those days.`;
    case "benchmark-fallback":
      return `The ${benchmarkLabel(warning.requested)} series is stale or missing, so the comparison uses ${benchmarkLabel(warning.used)}.`;
    case "no-benchmark":
      return "No benchmark series covers this period yet, so there is no comparison.";
    case "shadow-short":
      return `From ${dateText(warning.from)} you took out more than the same money in the index was worth.`;
  }
}

/** Nothing held at either end and no money in or out: a period without a return. */
export function nothingInPeriod(view: Pick<ReturnsView, "startValue" | "endValue" | "flows">): boolean {
  return [view.startValue, view.endValue, view.flows.invested, view.flows.proceeds, view.flows.dividends].every(isZero);
}
