import { describe, expect, it } from "vitest";
import { AFTER_ASX_CLOSE, nextRunAt, previousRunAt } from "./schedule";

// Sydney is UTC+11 in summer (AEDT, first Sunday of October to first Sunday of April) and UTC+10
// otherwise (AEST), so 16:30 Sydney is 05:30Z in summer and 06:30Z in winter.
describe("nextRunAt (16:30 Australia/Sydney on ASX trading days)", () => {
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
    ["over the DST start weekend (Labour Day Monday trades)", "2026-10-02T07:00:00Z", "2026-10-05T05:30:00Z"],
    // DST ends Sun 5 Apr 2026 (03:00 -> 02:00); Good Friday 3 Apr and Easter Monday 6 Apr are closed.
    ["Thursday before Easter -> Tuesday after it", "2026-04-02T06:00:00Z", "2026-04-07T06:30:00Z"],
    // New Year's Day 2027 is a Friday: the run after 31 Dec is Monday 4 Jan.
    ["new year", "2026-12-31T06:00:00Z", "2027-01-04T05:30:00Z"],
    // Christmas Friday 25 Dec and Boxing Day observed Monday 28 Dec.
    ["over Christmas 2026", "2026-12-24T06:00:00Z", "2026-12-29T05:30:00Z"],
    ["King's Birthday Monday", "2026-06-05T07:00:00Z", "2026-06-09T06:30:00Z"],
  ])("%s", (_name, after, expected) => {
    expect(nextRunAt(new Date(after))).toEqual(new Date(expected));
  });

  it("honours another pattern and zone, without the ASX calendar", () => {
    const schedule = { pattern: "0 9 * * 0", timeZone: "UTC", tradingDaysOnly: false };
    expect(nextRunAt(new Date("2026-11-18T00:00:00Z"), schedule).toISOString()).toBe("2026-11-22T09:00:00.000Z");
  });
});

describe("previousRunAt (the slot a start-up catches up on)", () => {
  it.each([
    ["Friday evening -> that afternoon", "2026-11-20T08:00:00Z", "2026-11-20T05:30:00Z"],
    ["exactly at the run time -> that run", "2026-11-20T05:30:00Z", "2026-11-20T05:30:00Z"],
    ["Monday morning -> Friday", "2026-11-23T00:00:00Z", "2026-11-20T05:30:00Z"],
    ["Tuesday after Easter, morning -> Thursday before it", "2026-04-07T00:00:00Z", "2026-04-02T05:30:00Z"],
  ])("%s", (_name, at, expected) => {
    expect(previousRunAt(new Date(at), AFTER_ASX_CLOSE)).toEqual(new Date(expected));
  });
});
