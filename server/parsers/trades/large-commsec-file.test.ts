// The generated 10,000-trade CommSec file (server/test/support/commsec-transactions-file.ts) that the
// bench and the API tests import: checked here so they can rely on it.
import { Decimal } from "decimal.js";
import { describe, expect, it } from "vitest";
import { financialYearOf } from "@shared/domain/ledger";
import { LARGE_COMMSEC_FILE, buildCommsecTransactionsFile } from "../../test/support/commsec-transactions-file";
import { parseTradeFile } from "./trade-file";

describe("the generated CommSec Transactions file", { timeout: 60_000 }, () => {
  const file = buildCommsecTransactionsFile();

  it("holds 10,000 trades over 15 years in 200 ASX codes, newest first, as CommSec writes it", () => {
    expect(file.trades).toHaveLength(LARGE_COMMSEC_FILE.trades);
    expect(new Set(file.trades.map((trade) => trade.symbol))).toEqual(new Set(file.codes));
    expect(file.codes).toHaveLength(200);
    const dates = file.trades.map((trade) => trade.tradeDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.at(-1)!.slice(0, 4)).toBe("2010");
    expect(dates[0].slice(0, 4)).toBe("2024");
    expect(file.text.startsWith("\uFEFFDate,Reference,Details,Debit($),Credit($),Balance($)\r\n")).toBe(true);
    expect(file.text).toMatch(/"[BS] \d{1,3}(,\d{3})+ [A-Z0-9]{3} @ /);
    expect(file.text).toMatch(/ @ \d+\.\d{6},/);
    expect(file.nonTradeLines.length).toBeGreaterThanOrEqual(12 * 15);
  });

  it("never sells more than was held at the start of the sale's day", () => {
    const held = new Map<string, Decimal>();
    const byDay = new Map<string, typeof file.trades>();
    for (const trade of [...file.trades].reverse()) byDay.set(trade.tradeDate, [...(byDay.get(trade.tradeDate) ?? []), trade]);
    let sales = 0;
    for (const trades of byDay.values()) {
      const startOfDay = new Map(held);
      for (const trade of trades) {
        const units = new Decimal(trade.units);
        const before = held.get(trade.symbol) ?? new Decimal(0);
        if (trade.type === "SELL") {
          sales += 1;
          const available = startOfDay.get(trade.symbol) ?? new Decimal(0);
          expect(units.lessThanOrEqualTo(available), `${trade.symbol} on ${trade.tradeDate}`).toBe(true);
          startOfDay.set(trade.symbol, available.minus(units));
        }
        held.set(trade.symbol, trade.type === "SELL" ? before.minus(units) : before.plus(units));
      }
    }
    expect(sales).toBeGreaterThan(2_000);
  });

  it("has a financial year of at least 1,000 sales, its busiest (the bench's cgt_ms year)", () => {
    const salesByYear = new Map<number, number>();
    for (const trade of file.trades.filter((t) => t.type === "SELL"))
      salesByYear.set(financialYearOf(trade.tradeDate), (salesByYear.get(financialYearOf(trade.tradeDate)) ?? 0) + 1);
    const [busiest, sales] = [...salesByYear].sort((a, b) => b[1] - a[1])[0];
    expect(busiest).toBe(LARGE_COMMSEC_FILE.busyFinancialYear);
    expect(sales).toBeGreaterThanOrEqual(LARGE_COMMSEC_FILE.busyYearSales);
  });

  it("is read by the parser as exactly the trades generated, its other rows skipped, no errors", () => {
    const result = parseTradeFile(file.text);
    expect(result.format).toBe("commsec-transactions");
    expect(result.errors).toEqual([]);
    expect(result.skipped.map((row) => row.line)).toEqual(file.nonTradeLines);
    expect(result.rows.map(({ dedupeKey: _key, ...trade }) => trade)).toEqual(file.trades);
    expect(new Set(result.rows.map((row) => row.dedupeKey)).size).toBe(file.trades.length);
  });

  it("is the same for the same seed and different for another", () => {
    expect(buildCommsecTransactionsFile().text).toBe(file.text);
    expect(buildCommsecTransactionsFile({ seed: 7, trades: 50 }).text).not.toBe(buildCommsecTransactionsFile({ trades: 50 }).text);
  });
});
