// The Alerts page lists alerts under a heading per day: 'Today', 'Yesterday', then the date
// ('5 Jan 2024'), in the viewer's time zone like every displayed moment (shared/domain/format.ts).
import { formatDateAU } from "@shared/domain/format";

export interface DayGroup<T> {
  /** "YYYY-MM-DD" in the viewer's zone. */
  day: string;
  label: string;
  items: T[];
}

const dayFormatters = new Map<string | undefined, Intl.DateTimeFormat>();
function dayOf(value: Date, timeZone: string | undefined): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(value);
}

/** The day before `day` ("YYYY-MM-DD"), by the calendar. */
function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Groups items (already newest first) by their day, keeping the order. `timeZone` is for tests; the
 * app leaves it to the browser.
 */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], now: Date, timeZone?: string): DayGroup<T>[] {
  const today = dayOf(now, timeZone);
  const yesterday = previousDay(today);
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const at = new Date(item.createdAt);
    const day = dayOf(at, timeZone);
    let group = groups[groups.length - 1];
    if (!group || group.day !== day) {
      const label = day === today ? "Today" : day === yesterday ? "Yesterday" : formatDateAU(at, timeZone);
      group = { day, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
