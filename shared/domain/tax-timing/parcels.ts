// Each open parcel at asOf as the Before 30 June page shows it (docs/domain.md "Before 30 June"): its
// discount date (the ledger's, or for a parcel acquired on 29 February the later reading, marked
// conservative), the days to it, whether it falls in what is left of the year, the unrealised gain at
// the close, and the price against the analysts' consensus fair value.
import { addDays, discountEligibleFrom, financialYearRange, type Parcel } from "../ledger";
import { HUNDRED, dec, plain } from "../ledger/decimal";
import { daysBetween } from "../price-history";

export interface DiscountDate {
  /** The first sale date counted as eligible for the CGT discount. */
  date: string;
  /**
   * True for a parcel acquired on 29 February: with no 29 February a year on, the 12 months can be
   * read to end on 28 February or on 1 March, so the later date is shown.
   */
  conservative: boolean;
}

/**
 * The parcel's discount date: the ledger's `discountEligibleFrom`, except that a parcel acquired on
 * 29 February whose date the ledger worked out from that day (1 March) shows the day after (2 March).
 */
export function discountDateOf(parcel: Pick<Parcel, "acquiredOn" | "discountEligibleFrom">): DiscountDate {
  const leapDay = parcel.acquiredOn.endsWith("-02-29") && parcel.discountEligibleFrom === discountEligibleFrom(parcel.acquiredOn);
  return leapDay
    ? { date: addDays(parcel.discountEligibleFrom, 1), conservative: true }
    : { date: parcel.discountEligibleFrom, conservative: false };
}

export interface ParcelTiming {
  discountFrom: string;
  discountDateConservative: boolean;
  /** Days from asOf to discountFrom; 0 once it is reached. */
  daysToDiscount: number;
  /** The discount date is still ahead at asOf (or is asOf itself) and falls on or before 30 June of the year. */
  discountBeforeFyEnd: boolean;
  /** units × close − cost base, exact; null without a close. */
  unrealised: string | null;
  /** (close − fair value) ÷ fair value × 100, exact: −27.27… is "27% below"; null without either. */
  priceVsFairValuePercent: string | null;
}

export interface ParcelContext {
  asOf: string;
  fy: number;
  /** The last close on or before asOf, or null. */
  close: string | null;
  /** The consensus fair value, or null. */
  fairValue: string | null;
}

export function parcelTiming(
  parcel: Pick<Parcel, "acquiredOn" | "discountEligibleFrom" | "units" | "costBase">,
  context: ParcelContext,
): ParcelTiming {
  const discount = discountDateOf(parcel);
  const days = daysBetween(context.asOf, discount.date);
  const fairValue = context.fairValue === null ? null : dec(context.fairValue);
  return {
    discountFrom: discount.date,
    discountDateConservative: discount.conservative,
    daysToDiscount: Math.max(0, days),
    discountBeforeFyEnd: days >= 0 && discount.date <= financialYearRange(context.fy).end,
    unrealised: context.close === null ? null : plain(dec(parcel.units).times(context.close).minus(parcel.costBase)),
    priceVsFairValuePercent:
      context.close === null || fairValue === null || !fairValue.isPositive()
        ? null
        : plain(dec(context.close).minus(fairValue).div(fairValue).times(HUNDRED)),
  };
}
