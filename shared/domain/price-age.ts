// How old a last price is. "Now" is a parameter so the rule is testable and the client can re-render
// the same row on a timer without the function reading the clock.
import { STALE_PRICE_HOURS } from "../constants";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type Timestamp = Date | string | null | undefined;

function timeOf(value: Timestamp): number | null {
  if (value === null || value === undefined) return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * Stale when older than 24 hours. A price with no (or an unreadable) update time is stale: nothing
 * vouches for it. Exactly 24 hours is not yet "older than", and a time in the future (clock skew) is fresh.
 */
export function isPriceStale(updatedAt: Timestamp, now: Date): boolean {
  const time = timeOf(updatedAt);
  if (time === null) return true;
  return now.getTime() - time > STALE_PRICE_HOURS * HOUR_MS;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * "x mins ago" under an hour, "x hours ago" under a day, else "x days ago"; each unit floored and
 * singular when 1 ("1 min ago"). Under a minute reads "0 mins ago", keeping the spec's one pattern.
 * Future times count as 0 minutes. Null when there is no readable time (the caller shows nothing).
 */
export function relativeAge(updatedAt: Timestamp, now: Date): string | null {
  const time = timeOf(updatedAt);
  if (time === null) return null;
  const elapsed = Math.max(0, now.getTime() - time);
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), "min");
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), "hour");
  return plural(Math.floor(elapsed / DAY_MS), "day");
}
