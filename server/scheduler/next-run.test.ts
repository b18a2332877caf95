import { describe, expect, it } from "vitest";
import { AFTER_ASX_CLOSE, nextRunAt } from "./next-run";

// Sydney is UTC+11 in summer (AEDT, first Sunday of October to first Sunday of April) and UTC+10
// otherwise (AEST), so 16:30 Sydney is 05:30Z in summer and 06:30Z in winter.
describe("nextRunAt (16:30 Australia/Sydney, Monday to Friday)", () => {
  it.each([
    ["Wed morning in summer -> same day", "2026-11-18T00:00:00Z", "2026-11-18T05:30:00Z"], // Wed 11:00 AEDT
    ["exactly at the run time -> the next weekday", "2026-11-18T05:30:00Z", "2026-11-19T05:30:00Z"],
    ["a minute before -> same day", "2026-11-18T05:29:00Z", "2026-11-18T05:30:00Z"],
    // 20:00Z Wednesday is already Thursday 07:00 in Sydney: Thursday's run, not Wednesday's.
    ["UTC date behind Sydney's", "2026-11-18T20:00:00Z", "2026-11-19T05:30:00Z"],
    ["Friday evening -> Monday", "2026-11-20T08:00:00Z", "2026-11-23T05:30:00Z"],
    ["Saturday -> Monday", "2026-11-21T02:00:00Z", "2026-11-23T05:30:00Z"],
    ["Sunday 23:59 Sydney -> Monday", "2026-11-22T12:59:00Z", "2026-11-23T05:30:00Z"],
    ["winter Monday", "2026-06-15T01:00:00Z", "2026-06-15T06:30:00Z"], // 11:00 AEST
    // DST starts Sun 4 Oct 2026 (02:00 -> 03:00): Friday's run is AEST, Monday's AEDT.
    ["Friday before DST starts", "2026-10-02T00:00:00Z", "2026-10-02T06:30:00Z"],
    ["over the DST start weekend", "2026-10-02T07:00:00Z", "2026-10-05T05:30:00Z"],
    // DST ends Sun 5 Apr 2026 (03:00 -> 02:00): Friday's run is AEDT, Monday's AEST.
    ["Friday before DST ends", "2026-04-03T00:00:00Z", "2026-04-03T05:30:00Z"],
    ["over the DST end weekend", "2026-04-03T06:00:00Z", "2026-04-06T06:30:00Z"],
    ["new year", "2026-12-31T06:00:00Z", "2027-01-01T05:30:00Z"], // Thu 31 Dec 17:00 -> Fri 1 Jan
  ])("%s", (_name, after, expected) => {
    expect(nextRunAt(new Date(after))).toEqual(new Date(expected));
  });

  it("honours another zone and weekday set", () => {
    const schedule = { ...AFTER_ASX_CLOSE, timeZone: "UTC", hour: 9, minute: 0, weekdays: [0] };
    expect(nextRunAt(new Date("2026-11-18T00:00:00Z"), schedule).toISOString()).toBe("2026-11-22T09:00:00.000Z");
  });

  it("refuses a schedule without weekdays", () => {
    expect(() => nextRunAt(new Date(), { ...AFTER_ASX_CLOSE, weekdays: [] })).toThrow("no weekdays");
  });
});
