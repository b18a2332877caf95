// How the holdings ledger's figures read on screen (Holdings, Tax, the Holding tab, Data History's
// imports). The API answers money as decimal strings already rounded to cents and units as stored
// (shared/contracts/holdings.ts); these only group and sign the text, so no figure passes through a
// float on its way to the screen.
import { MISSING_VALUE_TEXT } from "../constants";

/** "1234.5" → { negative: false, digits: "1,234.50" }; "-0.00" counts as zero. */
function moneyParts(text: string): { negative: boolean; digits: string } {
  const trimmed = text.trim();
  const negative = trimmed.startsWith("-");
  const [whole, fraction = ""] = (negative ? trimmed.slice(1) : trimmed).split(".");
  const cents = fraction.padEnd(2, "0").slice(0, 2);
  const grouped = (whole.replace(/^0+(?=\d)/, "") || "0").replace(/\B(?=(\d{3})+$)/g, ",");
  const isZero = /^[0,]*$/.test(grouped) && /^0*$/.test(cents);
  return { negative: negative && !isZero, digits: `${grouped}.${cents}` };
}

/** "4019.95" → "$4,019.95", "-12.5" → "-$12.50"; null → "-". */
export function moneyText(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return MISSING_VALUE_TEXT;
  const { negative, digits } = moneyParts(value);
  return `${negative ? "-" : ""}$${digits}`;
}

/** A gain with its sign: "+$48.03", "-$12.50", "$0.00". */
export function signedMoneyText(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return MISSING_VALUE_TEXT;
  const { negative, digits } = moneyParts(value);
  const zero = /^[0,.]*$/.test(digits);
  return `${negative ? "-" : zero ? "" : "+"}$${digits}`;
}

/** "12.34" → "+12.34%", "-3.1" → "-3.10%"; null → "-". */
export function signedPercentText(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return MISSING_VALUE_TEXT;
  const { negative, digits } = moneyParts(value);
  const zero = /^[0,.]*$/.test(digits);
  return `${negative ? "-" : zero ? "" : "+"}${digits}%`;
}

/** "1500.500000" → "1,500.5": units as stored, without trailing zeros, grouped. */
export function unitsText(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return MISSING_VALUE_TEXT;
  const [whole, fraction = ""] = value.trim().split(".");
  const decimals = fraction.replace(/0+$/, "");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** A price as stored, up to 6 decimals, at least cents: "132" → "$132.00", "20.09975" → "$20.09975". */
export function priceText(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return MISSING_VALUE_TEXT;
  const [whole, fraction = ""] = value.trim().split(".");
  const decimals = fraction.replace(/0+$/, "").padEnd(2, "0");
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, ",")}.${decimals}`;
}
