// Dividend income by financial year (GET /api/income): the year's dividends by income date (pay
// date, else an estimate's ex-date), each line's cash, franking credit and grossed-up amount, and the
// year's totals, to cents; the same as a CSV download with the totals and the 'Not tax advice' line.
// Exact decimals until the last step (shared/domain/ledger/dividends.ts). Each dividend's units as
// the ledger stands (one replay); one on no units (its stock's trades deleted) is no income. A fund's
// annual tax statement (issue 47) replaces the cash distributions of its year — those whose
// entitlement (the day before the ex-date) falls in it, wherever their pay date lands — with its
// components. Eight statements, whatever the number of dividends or statements.
import { NOT_TAX_ADVICE } from "@shared/contracts/cgt";
import { DIVIDEND_STATUS_LABELS } from "@shared/contracts/dividends";
import {
  incomeCsvFileName,
  type IncomeLineView,
  type IncomeView,
  type TrustIncomeLineView,
  type TrustIncomeTotalsView,
} from "@shared/contracts/income";
import { actionIncomeRecord } from "@shared/domain/corporate-actions";
import { csvLine, numberCell, textCell } from "@shared/domain/csv-cells";
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
import { dec } from "@shared/domain/ledger/decimal";
import { distributionFinancialYear, statementIncome } from "@shared/domain/tax/statements";
import type { Database } from "../db/connection";
import { readDividends, readIncomeYears } from "../storage/dividends";
import { readTaxStatements, type TaxStatementRecord } from "../storage/tax-statements";
import { onUnitsHeld, withUnits, type HeldDividendRow } from "./dividend-ledger";
import { actionIncomeLine, actionIncomeOfYear } from "./action-income";
import { loadLedger, replayUserLedger, symbolsOf, toDividendRecord } from "./ledger";
import { statementKeys } from "./tax-inputs";
import { presentStatement, readDistributionCash, type DistributionCash } from "./tax-statements";

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

function incomeLine(row: HeldDividendRow): IncomeLineView {
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

const TRUST_CSV_HEADER = [
  "Code",
  "Cash distribution",
  "Franked distributions",
  "Franking credits",
  "Other income",
  "Foreign income",
  "Foreign income tax offset",
  "Not assessable",
  "Distributions cash",
  "Difference",
];

function trustLine(record: TaxStatementRecord, cash: DistributionCash): TrustIncomeLineView {
  const view = presentStatement(record, cash);
  const income = statementIncome(view);
  return {
    statementId: view.id,
    stockId: view.stockId,
    symbol: view.symbol,
    cashDistribution: view.cashDistribution,
    frankedDistributions: toCents(income.frankedDistributions),
    frankingCredits: toCents(income.frankingCredits),
    otherIncome: toCents(income.otherTrustIncome),
    foreignIncome: toCents(income.foreignIncome),
    foreignIncomeTaxOffset: toCents(income.foreignIncomeTaxOffset),
    nonAssessable: toCents(income.nonAssessable),
    reconciliation: view.reconciliation,
  };
}

const TRUST_TOTAL_FIELDS = [
  "cashDistribution",
  "frankedDistributions",
  "frankingCredits",
  "otherIncome",
  "foreignIncome",
  "foreignIncomeTaxOffset",
  "nonAssessable",
] as const satisfies readonly (keyof TrustIncomeTotalsView)[];

function trustTotals(lines: readonly TrustIncomeLineView[]): TrustIncomeTotalsView {
  const sum = (field: keyof TrustIncomeTotalsView) => toCents(lines.reduce((total, line) => total.plus(line[field]), dec("0")));
  return Object.fromEntries(TRUST_TOTAL_FIELDS.map((field) => [field, sum(field)])) as unknown as TrustIncomeTotalsView;
}

/**
 * The income answer as CSV: its lines, a blank line, the totals, and the 'Not tax advice' line.
 * Figures are number cells a spreadsheet sums, the rest protected text cells (shared/domain/csv-cells.ts).
 */
function formatIncomeCsv(view: IncomeView): string {
  const lines = [CSV_HEADER.join(",")];
  for (const line of view.lines) {
    lines.push(
      csvLine([
        textCell(line.payDate),
        textCell(line.exDate),
        textCell(line.symbol),
        numberCell(line.units),
        numberCell(line.amountPerShare),
        numberCell(line.cash),
        line.frankingPercent === null ? textCell("Unknown") : numberCell(line.frankingPercent),
        numberCell(line.frankingCredit),
        numberCell(line.grossedUp),
        numberCell(line.drpUnits),
        textCell(DIVIDEND_STATUS_LABELS[line.status]),
      ]),
    );
  }
  const { totals } = view;
  lines.push(
    "",
    csvLine([
      textCell(`Financial year ${view.fy - 1}-${String(view.fy).slice(-2)}`),
      textCell(`1 Jul ${view.fy - 1} to 30 Jun ${view.fy}`),
    ]),
    csvLine(["Cash", numberCell(totals.cash)]),
    csvLine(["Franked", numberCell(totals.franked)]),
    csvLine(["Unfranked", numberCell(totals.unfranked)]),
    csvLine(["Franking credits", numberCell(totals.frankingCredits)]),
    csvLine(["Grossed up", numberCell(totals.grossedUp)]),
    csvLine(["Estimated dividends", numberCell(String(totals.estimated))]),
  );
  if (view.trusts.lines.length > 0) {
    lines.push("", textCell("Annual tax statements"), TRUST_CSV_HEADER.map(textCell).join(","));
    for (const line of view.trusts.lines) {
      lines.push(
        csvLine([
          textCell(line.symbol),
          numberCell(line.cashDistribution),
          numberCell(line.frankedDistributions),
          numberCell(line.frankingCredits),
          numberCell(line.otherIncome),
          numberCell(line.foreignIncome),
          numberCell(line.foreignIncomeTaxOffset),
          numberCell(line.nonAssessable),
          numberCell(line.reconciliation.distributionsCash),
          numberCell(line.reconciliation.difference),
        ]),
      );
    }
    const t = view.trusts.totals;
    lines.push(
      csvLine([
        textCell("Total"),
        ...[
          t.cashDistribution,
          t.frankedDistributions,
          t.frankingCredits,
          t.otherIncome,
          t.foreignIncome,
          t.foreignIncomeTaxOffset,
          t.nonAssessable,
        ].map(numberCell),
      ]),
    );
  }
  lines.push("", textCell(NOT_TAX_ADVICE));
  return `${lines.join("\r\n")}\r\n`;
}

export function createIncomeService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  const service = {
    async year(userId: string, request: { fy?: number }): Promise<IncomeView> {
      const current = financialYearOf(sydneyDay(now()));
      const fy = request.fy ?? current;
      const ledger = await loadLedger(db, userId);
      const { positions, income } = replayUserLedger(ledger);
      const statements = await readTaxStatements(db, userId);
      const covered = statementKeys(statements);
      const stored = await readDividends(db, userId, { paidBetween: financialYearRange(fy) });
      const held = withUnits(stored, positions).filter(onUnitsHeld);
      const rows = held.filter((row) => !covered.has(`${row.stockId}|${distributionFinancialYear(row.exDate)}`));
      const ofYear = statements.filter((statement) => statement.fy === fy);
      const cash = await readDistributionCash(db, userId, [...new Set(ofYear.map((statement) => statement.stockId))], positions);
      const trustLines = ofYear.map((record) => trustLine(record, cash)).sort((a, b) => a.symbol.localeCompare(b.symbol));
      // Dividends corporate actions paid (in specie, a bonus issue's) join the cash dividends (services/action-income.ts).
      const paidByActions = actionIncomeOfYear(income, fy);
      const symbols = symbolsOf(ledger.trades);
      // The code an in-specie dividend paid in is its action's other stock's (WDS for BHP's).
      const paidIn = new Map((ledger.actions ?? []).map((action) => [action.id, action.otherSymbol]));
      const lines = [
        ...rows.map((row) => ({ line: incomeLine(row), date: dividendIncomeDate(row) })),
        ...paidByActions.map((row) => ({
          line: actionIncomeLine(row, symbols.get(row.stockId) ?? "", paidIn.get(row.actionId) ?? null),
          date: row.payDate,
        })),
      ];
      lines.sort((a, b) => a.date.localeCompare(b.date) || a.line.symbol.localeCompare(b.line.symbol));
      // An unknown franking % counts as unfranked until the dividend is confirmed.
      const totals = incomeByFinancialYear([...rows.map(toDividendRecord), ...paidByActions.map(actionIncomeRecord)]).get(fy);
      const years = new Set([
        current,
        ...(await readIncomeYears(db, userId)),
        ...statements.map((statement) => statement.fy),
        ...income.map((row) => financialYearOf(row.payDate)),
      ]);
      return {
        fy,
        lines: lines.map(({ line }) => line),
        totals: totals
          ? presentIncomeTotals(totals)
          : {
              cash: "0.00",
              franked: "0.00",
              unfranked: "0.00",
              frankingCredits: "0.00",
              grossedUp: "0.00",
              estimated: 0,
              frankingUnknown: 0,
            },
        trusts: { lines: trustLines, totals: trustTotals(trustLines) },
        coveredDistributions: held.length - rows.length,
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
