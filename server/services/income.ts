// Dividend income by financial year (GET /api/income): the year's dividends by income date (pay
// date, else an estimate's ex-date), each line's cash, franking credit and grossed-up amount, and the
// year's totals, to cents; the same as a CSV download with the totals and the 'Not tax advice' line.
// Exact decimals until the last step (shared/domain/ledger/dividends.ts). Two statements, whatever
// the number of dividends.
import { NOT_TAX_ADVICE } from "@shared/contracts/cgt";
import { DIVIDEND_STATUS_LABELS, incomeCsvFileName, type IncomeLineView, type IncomeView } from "@shared/contracts/dividends";
import { neutraliseCell, quoteCell } from "@shared/domain/csv-cells";
import {
  dividendFigures,
  dividendIncomeDate,
  financialYearOf,
  financialYearRange,
  incomeByFinancialYear,
  presentIncomeTotals,
  toCents,
} from "@shared/domain/ledger";
import { sydneyDay } from "@shared/domain/months";
import type { Database } from "../db/connection";
import { readDividends, readIncomeYears, type DividendRecordRow } from "../storage/dividends";
import { toDividendRecord } from "./ledger";

const CSV_HEADER = [
  "Pay Date",
  "Ex Date",
  "Code",
  "Units",
  "Amount Per Share",
  "Cash",
  "Franking %",
  "Franking Credit",
  "Grossed Up",
  "DRP Units",
  "Status",
];

const cell = (text: string) => quoteCell(neutraliseCell(text));

function incomeLine(row: DividendRecordRow): IncomeLineView {
  const figures = dividendFigures({ ...toDividendRecord(row), drpUnits: null, drpPrice: null }).figures!;
  const known = row.frankingPercent !== null;
  return {
    dividendId: row.id,
    stockId: row.stockId,
    symbol: row.symbol,
    exDate: row.exDate,
    payDate: row.payDate,
    units: row.units,
    amountPerShare: row.amountPerShare,
    cash: toCents(figures.cash),
    frankingPercent: row.frankingPercent,
    frankingCredit: known ? toCents(figures.frankingCredit) : null,
    grossedUp: toCents(figures.grossedUp),
    drpUnits: row.drpUnits,
    status: row.status,
  };
}

/** The income answer as CSV: its lines, a blank line, the totals, and the 'Not tax advice' line. */
function formatIncomeCsv(view: IncomeView): string {
  const lines = [CSV_HEADER.join(",")];
  for (const line of view.lines) {
    lines.push(
      [
        cell(line.payDate ?? ""),
        cell(line.exDate),
        cell(line.symbol),
        cell(line.units),
        cell(line.amountPerShare),
        cell(line.cash),
        cell(line.frankingPercent ?? "Unknown"),
        cell(line.frankingCredit ?? ""),
        cell(line.grossedUp),
        cell(line.drpUnits ?? ""),
        DIVIDEND_STATUS_LABELS[line.status],
      ].join(","),
    );
  }
  const { totals } = view;
  lines.push(
    "",
    `${cell(`Financial year ${view.fy - 1}-${String(view.fy).slice(-2)}`)},${cell(`1 Jul ${view.fy - 1} to 30 Jun ${view.fy}`)}`,
    `Cash,${cell(totals.cash)}`,
    `Franked,${cell(totals.franked)}`,
    `Unfranked,${cell(totals.unfranked)}`,
    `Franking credits,${cell(totals.frankingCredits)}`,
    `Grossed up,${cell(totals.grossedUp)}`,
    `Estimated dividends,${totals.estimated}`,
    "",
    cell(NOT_TAX_ADVICE),
  );
  return `${lines.join("\r\n")}\r\n`;
}

export function createIncomeService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  const service = {
    async year(userId: string, request: { fy?: number }): Promise<IncomeView> {
      const current = financialYearOf(sydneyDay(now()));
      const fy = request.fy ?? current;
      const rows = await readDividends(db, userId, { paidBetween: financialYearRange(fy) });
      rows.sort((a, b) => dividendIncomeDate(a).localeCompare(dividendIncomeDate(b)) || a.symbol.localeCompare(b.symbol));
      // An unknown franking % counts as unfranked until the dividend is confirmed.
      const totals = incomeByFinancialYear(rows.map(toDividendRecord)).get(fy);
      const years = new Set([current, ...(await readIncomeYears(db, userId))]);
      return {
        fy,
        lines: rows.map(incomeLine),
        totals: totals
          ? presentIncomeTotals(totals)
          : { cash: "0.00", franked: "0.00", unfranked: "0.00", frankingCredits: "0.00", grossedUp: "0.00", estimated: 0 },
        financialYears: [...years].sort((a, b) => b - a),
      };
    },

    async csv(userId: string, request: { fy?: number }): Promise<{ fileName: string; text: string }> {
      const view = await service.year(userId, request);
      return { fileName: incomeCsvFileName(view.fy), text: formatIncomeCsv(view) };
    },
  };
  return service;
}
