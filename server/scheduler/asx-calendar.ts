// ASX trading days. The ASX closes on the national public holidays and the NSW ones it follows:
// New Year's Day, Australia Day, Good Friday, Easter Monday, Anzac Day, the King's Birthday (NSW,
// second Monday of June), Christmas Day and Boxing Day, each moved to the next weekday when the
// holiday moves (a Boxing Day on Saturday closes the market on Monday). It stays open on the other
// NSW holidays (Labour Day, the August bank holiday) and on the Monday after an Anzac Day that falls
// on a weekend, which NSW keeps as a holiday but the ASX does not (its 2026 calendar trades on
// 27 April). The dates come from date-holidays' maintained NSW calendar; only which of its holidays
// close the market is written here.
import Holidays from "date-holidays";

const nsw = new Holidays("AU", "NSW");

/** date-holidays' English names of the holidays the ASX closes for. */
const CLOSES_THE_ASX = new Set([
  "New Year's Day",
  "Australia Day",
  "Good Friday",
  "Easter Monday",
  "Anzac Day",
  "King's Birthday",
  "Queen's Birthday",
  "Christmas Day",
  "Boxing Day",
]);
const SUBSTITUTE = " (substitute day)";

export interface AsxHoliday {
  /** "YYYY-MM-DD", a Sydney calendar date. */
  date: string;
  name: string;
}

const byYear = new Map<number, AsxHoliday[]>();

/** The weekdays the ASX is closed for a holiday in `year`, in date order. */
export function asxHolidays(year: number): AsxHoliday[] {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = nsw
      .getHolidays(year, "en")
      .filter((holiday) => holiday.type === "public")
      .filter((holiday) => {
        const base = holiday.name.endsWith(SUBSTITUTE) ? holiday.name.slice(0, -SUBSTITUTE.length) : holiday.name;
        return CLOSES_THE_ASX.has(base) && !(holiday.substitute && base === "Anzac Day");
      })
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
      .filter((holiday) => !isWeekend(holiday.date));
    byYear.set(year, holidays);
  }
  return holidays;
}

function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

const sydneyDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", year: "numeric", month: "2-digit", day: "2-digit" });

/** True when the ASX trades on the Sydney calendar day that contains `instant`. */
export function isAsxTradingDay(instant: Date): boolean {
  const date = sydneyDate.format(instant);
  if (isWeekend(date)) return false;
  return !asxHolidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date);
}
