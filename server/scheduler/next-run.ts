// When the daily refresh runs next: a wall-clock time in a time zone on chosen weekdays. Pure, and
// DST-safe: the zone's offset is read from Intl for the very day, never assumed.

export interface DailySchedule {
  hour: number;
  minute: number;
  timeZone: string;
  /** Days it runs, as Date#getUTCDay numbers of the zone's calendar date (0 = Sunday). */
  weekdays: readonly number[];
}

/** After the ASX close (16:00, auction done by about 16:12), Monday to Friday. Public holidays are not
 * skipped: a run then re-reads the last close, which is harmless. */
export const AFTER_ASX_CLOSE: DailySchedule = { hour: 16, minute: 30, timeZone: "Australia/Sydney", weekdays: [1, 2, 3, 4, 5] };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at `instant`, expressed as if it were UTC (so Date.UTC arithmetic works on it). */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant at which the zone's clock shows `wall` (a wall-clock time written as UTC). */
function instantOf(wall: number, timeZone: string): number {
  // Offset at a first guess, then again at the corrected instant: right on both sides of a change.
  const offsetAt = (instant: number) => wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** The first scheduled instant strictly after `after`. */
export function nextRunAt(after: Date, schedule: DailySchedule = AFTER_ASX_CLOSE): Date {
  const today = new Date(wallClock(after.getTime(), schedule.timeZone));
  // Eight days always include a wanted weekday when there is one.
  for (let days = 0; days < 8; days++) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
    if (!schedule.weekdays.includes(date.getUTCDay())) continue;
    const wall = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), schedule.hour, schedule.minute);
    const at = instantOf(wall, schedule.timeZone);
    if (at > after.getTime()) return new Date(at);
  }
  throw new Error("The schedule has no weekdays");
}
