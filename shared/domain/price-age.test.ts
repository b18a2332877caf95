import { describe, expect, it } from "vitest";
import { isPriceStale, relativeAge } from "./price-age";

const NOW = new Date("2025-04-15T12:00:00Z");
/** A timestamp `ms` milliseconds before NOW. */
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("isPriceStale", () => {
  it.each([
    ["just updated", ago(0), false],
    ["23 h 59 min", ago(DAY - MIN), false],
    ["exactly 24 h (not older than)", ago(DAY), false],
    ["24 h + 1 ms", ago(DAY + 1), true],
    ["3 days", ago(3 * DAY), true],
    ["ISO string, 25 h", "2025-04-14T11:00:00Z", true],
    ["ISO string, 1 h", "2025-04-15T11:00:00Z", false],
    ["in the future", new Date(NOW.getTime() + HOUR), false],
    ["never updated", null, true],
    ["undefined", undefined, true],
    ["unreadable", "yesterday-ish", true],
  ])("%s", (_name, updatedAt, expected) => expect(isPriceStale(updatedAt, NOW)).toBe(expected));
});

describe("relativeAge", () => {
  it.each([
    [ago(0), "0 mins ago"],
    [ago(59_999), "0 mins ago"], // 59.999 s floors to 0 min
    [ago(MIN), "1 min ago"],
    [ago(2 * MIN + 30_000), "2 mins ago"], // 2.5 min floors to 2
    [ago(59 * MIN), "59 mins ago"],
    [ago(HOUR), "1 hour ago"],
    [ago(HOUR + 59 * MIN), "1 hour ago"], // 1 h 59 min floors to 1 h
    [ago(23 * HOUR), "23 hours ago"],
    [ago(DAY), "1 day ago"],
    [ago(2 * DAY - 1), "1 day ago"],
    [ago(45 * DAY), "45 days ago"],
    ["2025-04-15T09:00:00Z", "3 hours ago"], // 12:00 − 09:00
    [new Date(NOW.getTime() + 5 * MIN), "0 mins ago"], // future: clamped
    [null, null],
    ["not a date", null],
  ])("%s -> %s", (updatedAt, expected) => expect(relativeAge(updatedAt, NOW)).toBe(expected));
});
