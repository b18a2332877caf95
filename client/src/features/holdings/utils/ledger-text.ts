// How the holdings ledger's dates, gains' signs and colours read on screen; the figures' text is
// shared/domain/ledger-text.ts (Data History shows an import's trades with it too).
import { formatDateAU } from "@shared/domain/format";

export { moneyText, priceText, signedMoneyText, signedPercentText, unitsText } from "@shared/domain/ledger-text";

/** "2024-07-01" → "1 Jul 2024" (the app's one date style). */
export const dateText = (date: string | null | undefined): string => formatDateAU(date ?? null);

/** Whether a signed decimal string is below, at or above zero (for the gain's colour and word). */
export function signOf(value: string | null | undefined): -1 | 0 | 1 {
  if (value === null || value === undefined) return 0;
  const trimmed = value.trim();
  if (/^-?[0.]*$/.test(trimmed)) return 0;
  return trimmed.startsWith("-") ? -1 : 1;
}

/** Text colour of a gain: green up, red down (the dashboard's badge colours). */
export function gainClass(value: string | null | undefined): string {
  const sign = signOf(value);
  return sign > 0 ? "text-success" : sign < 0 ? "text-destructive" : "";
}
