import { describe, expect, it } from "vitest";
import type { FairValueView } from "@shared/contracts/fair-values";
import type { JournalEntryRow } from "@shared/contracts/journal";
import type { ShareholderView } from "@shared/contracts/shareholders";
import { ALL, distinctValues, filterFairValues, filterJournalEntries, filterShareholders, stockFilterSymbols } from "./filters";

const fv = (id: string, symbol: string, source: string, batchId: string | null): FairValueView => ({
  id,
  stockId: `s-${symbol}`,
  symbol,
  source,
  asOfMonth: "2025-03-01",
  fairValue: 10,
  meta: null,
  batchId,
  createdAt: "2025-03-05T00:00:00.000Z",
});

const FAIR_VALUES = [
  fv("1", "BHP", "morningstar", "b1"),
  fv("2", "CSL", "motley-fool", "b2"),
  fv("3", "BHP", "bell-potter-consensus", null),
  fv("4", "WBC", "intelligent-investor", "b1"),
];
const noFairValueFilter = { search: "", symbol: ALL, source: ALL, batchId: ALL };
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe("filterFairValues", () => {
  it.each([
    ["nothing set keeps every row", {}, ["1", "2", "3", "4"]],
    ["search by symbol, any case", { search: "bhp" }, ["1", "3"]],
    ["search by stored source key", { search: "motley-fool" }, ["2"]],
    ["search by source label", { search: "Motley Fool" }, ["2"]],
    ["search is trimmed", { search: "  consensus " }, ["3"]],
    ["stock filter", { symbol: "BHP" }, ["1", "3"]],
    ["source filter", { source: "intelligent-investor" }, ["4"]],
    ["batch filter", { batchId: "b1" }, ["1", "4"]],
    ["filters combine", { symbol: "BHP", batchId: "b1" }, ["1"]],
    ["nothing matches", { search: "zzz" }, []],
  ])("%s", (_label, filters, expected) => {
    expect(ids(filterFairValues(FAIR_VALUES, { ...noFairValueFilter, ...filters }))).toEqual(expected);
  });
});

const holder = (id: string, symbol: string, name: string): ShareholderView => ({
  id,
  stockId: `s-${symbol}`,
  symbol,
  name,
  shares: 1,
  percentage: 1,
  change: null,
  asOfDate: "2024-01-05",
  createdAt: "2024-01-06T00:00:00.000Z",
});

describe("filterShareholders", () => {
  const rows = [
    holder("1", "BHP", "HSBC Custody Nominees"),
    holder("2", "CSL", "Citicorp Nominees"),
    holder("3", "CSL", "BHP Employee Trust"),
  ];
  it.each([
    ["symbol substring", { search: "cs" }, ["2", "3"]],
    ["name substring, any case", { search: "NOMINEES" }, ["1", "2"]],
    ["a name that contains another symbol", { search: "bhp" }, ["1", "3"]],
    ["stock filter with search", { symbol: "CSL", search: "bhp" }, ["3"]],
    ["stock filter alone", { symbol: "BHP" }, ["1"]],
  ])("%s", (_label, filters, expected) => {
    expect(ids(filterShareholders(rows, { search: "", symbol: ALL, ...filters }))).toEqual(expected);
  });
});

const entry = (id: string, symbol: string, side: "long" | "short", thesis: string) => ({ id, symbol, side, thesis }) as JournalEntryRow;

describe("filterJournalEntries", () => {
  const rows = [
    entry("1", "BHP", "long", "Iron ore recovery"),
    entry("2", "CSL", "short", "Plasma margins fall"),
    entry("3", "BHP", "short", "Overbought"),
  ];
  it.each([
    ["symbol", { search: "csl" }, ["2"]],
    ["thesis text", { search: "ORE" }, ["1"]],
    ["side", { side: "short" as const }, ["2", "3"]],
    ["stock and side", { symbol: "BHP", side: "short" as const }, ["3"]],
    ["all sides", { side: ALL as typeof ALL }, ["1", "2", "3"]],
  ])("%s", (_label, filters, expected) => {
    expect(ids(filterJournalEntries(rows, { search: "", symbol: ALL, side: ALL, ...filters }))).toEqual(expected);
  });
});

describe("distinctValues", () => {
  it("lists each value once, sorted", () => {
    expect(distinctValues(FAIR_VALUES, (r) => r.symbol)).toEqual(["BHP", "CSL", "WBC"]);
    expect(distinctValues([], (r: { symbol: string }) => r.symbol)).toEqual([]);
  });
});

describe("stockFilterSymbols", () => {
  it("lists every stock of the user, rows or not, sorted", () => {
    expect(stockFilterSymbols(["WES", "BHP", "A2M"], ["BHP"])).toEqual(["A2M", "BHP", "WES"]);
  });

  it("adds a row's symbol the stock list does not hold yet, once", () => {
    expect(stockFilterSymbols(undefined, ["CSL", "BHP", "CSL"])).toEqual(["BHP", "CSL"]);
    expect(stockFilterSymbols(["BHP"], ["CSL"])).toEqual(["BHP", "CSL"]);
  });
});
