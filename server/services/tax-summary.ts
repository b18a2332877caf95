// The tax summary (GET /api/tax-summary, issue 47): one financial year's figures at the return's
// labels (shared/domain/tax/summary.ts), from the same inputs as the Tax page's capital gains and the
// income report (services/tax-inputs.ts), and the same as a CSV. Nine statements, whatever the
// number of trades, dividends or statements.
import { NOT_TAX_ADVICE } from "@shared/contracts/cgt";
import { provisionalMarkOf } from "@shared/contracts/provisional";
import { fyLabel } from "@shared/contracts/tax-statements";
import { taxSummaryCsvFileName, type TaxSummaryView } from "@shared/contracts/tax-summary";
import { csvLine, numberCell, textCell } from "@shared/domain/csv-cells";
import {
  CGT_DISCOUNT_LABELS,
  TAX_ENTITY_LABELS,
  dividendFigures,
  dividendIncomeDate,
  financialYearOf,
  financialYearRange,
  linesBehindYear,
} from "@shared/domain/ledger";
import { sydneyDay } from "@shared/domain/months";
import { distributionFinancialYear } from "@shared/domain/tax/statements";
import { taxSummary, type SummaryDividend } from "@shared/domain/tax/summary";
import type { Database } from "../db/connection";
import { readDividends, readIncomeYears } from "../storage/dividends";
import { actionIncomeOfYear, actionSummaryDividend } from "./action-income";
import { cgtYearOf } from "./cgt";
import { onUnitsHeld, withUnits } from "./dividend-ledger";
import { replayUserLedger, symbolsOfLedgers, toDividendRecord } from "./ledger";
import { loadTaxInputs, statementKeys } from "./tax-inputs";

const LINE_KIND_LABELS = {
  sale: "Sale",
  "trust-gain": "Trust capital gain",
  dividend: "Dividend",
  statement: "Tax statement",
  "loss-brought-forward": "Losses brought forward",
} as const;

function formatSummaryCsv(view: TaxSummaryView): string {
  const lines = [
    csvLine([textCell(`Tax summary ${fyLabel(view.fy)}`), textCell(`1 Jul ${view.fy - 1} to 30 Jun ${view.fy}`)]),
    csvLine(["Tax entity", textCell(view.taxEntityLabel)]),
    csvLine(["CGT discount", textCell(view.cgtDiscount)]),
    "",
    "Label,Figure,Amount",
  ];
  for (const figure of view.figures) lines.push(csvLine([textCell(figure.label ?? ""), textCell(figure.title), numberCell(figure.amount)]));
  lines.push("", "Label,Line,Code,Date,Amount");
  for (const figure of view.figures) {
    for (const line of figure.lines) {
      lines.push(
        csvLine([
          textCell(figure.label ?? figure.title),
          textCell(LINE_KIND_LABELS[line.kind]),
          textCell(line.symbol),
          textCell(line.date ?? ""),
          numberCell(line.amount),
        ]),
      );
    }
  }
  if (view.estimatedFunds.length > 0) lines.push("", csvLine([textCell(`No tax statement yet: ${view.estimatedFunds.join(", ")}`)]));
  lines.push("", textCell(NOT_TAX_ADVICE));
  return `${lines.join("\r\n")}\r\n`;
}

export function createTaxSummaryService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  const service = {
    async year(userId: string, request: { fy?: number }): Promise<TaxSummaryView> {
      const current = financialYearOf(sydneyDay(now()));
      const fy = request.fy ?? current;
      const inputs = await loadTaxInputs(db, userId);
      const replay = replayUserLedger(inputs.ledger);
      const covered = statementKeys(inputs.statements);
      const paid = withUnits(await readDividends(db, userId, { paidBetween: financialYearRange(fy) }), replay.positions).filter(
        onUnitsHeld,
      );
      const dividends: SummaryDividend[] = paid
        .filter((row) => !covered.has(`${row.stockId}|${distributionFinancialYear(row.exDate)}`))
        .map((row) => {
          const figures = dividendFigures({ ...toDividendRecord(row), drpUnits: null, drpPrice: null }).figures!;
          return { id: row.id, stockId: row.stockId, date: dividendIncomeDate(row), ...figures };
        });
      // Dividends corporate actions paid (in specie, a bonus issue's) are franked dividends like the cash ones.
      dividends.push(...actionIncomeOfYear(replay.income, fy).map(actionSummaryDividend));
      const statements = inputs.statements.filter((statement) => statement.fy === fy);
      const symbols = new Map([
        ...paid.map((row) => [row.stockId, row.symbol] as const),
        ...inputs.statements.map((statement) => [statement.stockId, statement.symbol] as const),
        ...symbolsOfLedgers(inputs.ledger),
      ]);
      const { taxEntity } = inputs.settings;
      const cgt = cgtYearOf(inputs, replay, fy);
      const figures = taxSummary({ entity: taxEntity, cgt, dividends, statements });
      const funds = new Set(inputs.statements.map((statement) => statement.stockId));
      const withStatement = new Set(statements.map((statement) => statement.stockId));
      const estimatedFunds = [
        ...new Set(
          paid
            .filter((row) => funds.has(row.stockId) && !withStatement.has(row.stockId) && distributionFinancialYear(row.exDate) === fy)
            .map((row) => row.symbol),
        ),
      ].sort();
      const years = new Set([
        current,
        ...replay.disposals.map((line) => financialYearOf(line.soldOn)),
        ...(await readIncomeYears(db, userId)),
        ...inputs.statements.map((statement) => statement.fy),
        ...replay.income.map((row) => financialYearOf(row.payDate)),
      ]);
      return {
        fy,
        taxEntity,
        taxEntityLabel: TAX_ENTITY_LABELS[taxEntity],
        cgtDiscount: CGT_DISCOUNT_LABELS[taxEntity],
        figures: figures.map((figure) => ({
          ...figure,
          lines: figure.lines.map((line) => ({ ...line, symbol: line.stockId === null ? "" : (symbols.get(line.stockId) ?? "") })),
        })),
        estimatedFunds,
        financialYears: [...years].sort((a, b) => b - a),
        ...provisionalMarkOf(linesBehindYear(replay.disposals, fy, cgt.totals.lossBroughtForward)),
      };
    },

    async csv(userId: string, request: { fy?: number }): Promise<{ fileName: string; text: string }> {
      const view = await service.year(userId, request);
      return { fileName: taxSummaryCsvFileName(view.fy), text: formatSummaryCsv(view) };
    },
  };
  return service;
}
