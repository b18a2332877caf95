// When the daily refresh runs: a cron pattern in a time zone (croner does the calendar and DST
// arithmetic), skipping the days the ASX does not trade when the schedule says so.
import { Cron } from "croner";
import { isAsxTradingDay } from "./asx-calendar";

export interface DailySchedule {
  /** Five-field cron: minute hour day-of-month month day-of-week. */
  pattern: string;
  timeZone: string;
  /** Skip ASX holidays (asx-calendar.ts). */
  tradingDaysOnly: boolean;
}

/** After the ASX close (16:00, auction done by about 16:12), on every ASX trading day. */
export const AFTER_ASX_CLOSE: DailySchedule = { pattern: "30 16 * * 1-5", timeZone: "Australia/Sydney", tradingDaysOnly: true };

/** Enough candidates to step over the longest run of closed weekdays (Christmas to New Year). */
const CANDIDATES = 10;

const crons = new Map<string, Cron>();
function cron(schedule: DailySchedule): Cron {
  const key = `${schedule.pattern} ${schedule.timeZone}`;
  let found = crons.get(key);
  if (!found) {
    // Paused: used only to compute times; the scheduler keeps its own timer (and injectable clock).
    found = new Cron(schedule.pattern, { timezone: schedule.timeZone, paused: true });
    crons.set(key, found);
  }
  return found;
}

const wanted = (schedule: DailySchedule) => (at: Date) => !schedule.tradingDaysOnly || isAsxTradingDay(at);

/** The first scheduled instant strictly after `after`. */
export function nextRunAt(after: Date, schedule: DailySchedule = AFTER_ASX_CLOSE): Date {
  const next = cron(schedule).nextRuns(CANDIDATES, after).find(wanted(schedule));
  if (!next) throw new Error(`The schedule "${schedule.pattern}" has no run in the next ${CANDIDATES} candidates`);
  return next;
}

/** The latest scheduled instant at or before `at`, or undefined when none is near. */
export function previousRunAt(at: Date, schedule: DailySchedule = AFTER_ASX_CLOSE): Date | undefined {
  return cron(schedule)
    .previousRuns(CANDIDATES, new Date(at.getTime() + 1))
    .find(wanted(schedule));
}
