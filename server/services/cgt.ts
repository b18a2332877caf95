// Capital gains by financial year (GET /api/cgt): the user's ledger replayed with their parcel method
// or the one the request names (chosen parcels win over either), the year's disposal lines and totals
// rounded to cents, and the same as a CSV download with the totals and the 'Not tax advice' line.
// Six statements, whatever the number of trades (services/tax-inputs.ts). The tax entity's discount,
// the loss brought in and the funds' trust capital gains (issue 47) enter every year.
import {
  NOT_TAX_ADVICE,
  cgtCsvFileName,
  cgtDiscountText,
  type CgtLineView,
  type CgtView,
  type TrustGainLineView,
} from "@shared/contracts/cgt";
import { PARCEL_METHOD_LABELS, type ParcelMethod } from "@shared/contracts/holdings";
import { provisionalMarkOf } from "@shared/contracts/provisional";
import {
  CGT_DISCOUNT_LABELS,
  TAX_ENTITY_LABELS,
  capitalGainsForYear,
  financialYearOf,
  presentCgtTotals,
  presentDisposalLine,
  toCents,
  type CgtYear,
  type DisposalLine,
  linesBehindYear,
  withGainAsShown,
  type ReplayResult,
} from "@shared/domain/ledger";
import { sydneyDay } from "@shared/domain/months";
import { csvLine, numberCell, textCell } from "@shared/domain/csv-cells";
import type { Database } from "../db/connection";
import { refuseBrokenLedger, symbolsOfLedgers } from "./ledger";
import { cgtOptionsOf, loadTaxInputs, type TaxInputs } from "./tax-inputs";

export interface CgtRequest {
  fy?: number;
  method?: ParcelMethod;
}

const CSV_HEADER = ["Sold On", "Code", "Event", "Acquired On", "Units", "Proceeds", "Cost Base", "Gain", "Discount Eligible", "Parcels"];
const TRUST_KIND_LABELS = { discounted: "Trust capital gain (discounted, grossed up)", other: "Trust capital gain (other)" } as const;

/**
 * The CGT answer as CSV: its lines, a blank line, the totals, and the 'Not tax advice' line. Figures
 * are number cells (a loss is -31.31, which a spreadsheet sums); the rest are protected text cells
 * (shared/domain/csv-cells.ts).
 */
function formatCgtCsv(view: CgtView): string {
  const lines = [CSV_HEADER.join(",")];
  for (const line of view.lines) {
    lines.push(
      csvLine([
        textCell(line.soldOn),
        textCell(line.symbol),
        line.event,
        textCell(line.acquiredOn),
        numberCell(line.units),
        numberCell(line.proceeds),
        numberCell(line.costBase),
        numberCell(line.gain),
        cgtDiscountText(line),
        line.parcelsChosen ? "Chosen" : PARCEL_METHOD_LABELS[view.method],
      ]),
    );
  }
  // A fund's gain has no sale: its year stands where the sale date would, its kind where the parcels would.
  for (const line of view.trustLines) {
    lines.push(
      csvLine([
        textCell(`FY ${line.fy}`),
        textCell(line.symbol),
        "",
        "",
        "",
        "",
        "",
        numberCell(line.gain),
        line.discountEligible ? "Yes" : "No",
        textCell(TRUST_KIND_LABELS[line.kind]),
      ]),
    );
  }
  const { totals } = view;
  lines.push(
    "",
    `${textCell(`Financial year ${view.fy - 1}-${String(view.fy).slice(-2)}`)},${textCell(`1 Jul ${view.fy - 1} to 30 Jun ${view.fy}`)}`,
    `Method,${textCell(PARCEL_METHOD_LABELS[view.method])}`,
    `Tax entity,${textCell(TAX_ENTITY_LABELS[view.taxEntity])}`,
    `CGT discount,${textCell(view.cgtDiscount)}`,
    `Capital gains,${numberCell(totals.capitalGains)}`,
    `Capital losses,${numberCell(totals.capitalLosses)}`,
    `Discountable gains,${numberCell(totals.discountableGains)}`,
    `Loss brought forward,${numberCell(totals.lossBroughtForward)}`,
    `Net capital gain,${numberCell(totals.netCapitalGain)}`,
    `Loss carried forward,${numberCell(totals.lossCarriedForward)}`,
    "",
    textCell(NOT_TAX_ADVICE),
  );
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * The year under the user's entity, loss brought in and statements, from a replay of their ledger:
 * its disposal lines as shown, and the totals worked out from them (issue 44 item 8).
 */
export function cgtYearOf(inputs: TaxInputs, replay: ReplayResult, fy: number): CgtYear {
  // Lines of later years bring nothing into this one (capitalGainsForYear): they are not presented.
  // An earlier year's bring only their gains as shown (the loss carried into this one): the rest of
  // such a line is never shown, so it is not rounded (decision 075).
  const lines: DisposalLine[] = [];
  for (const line of replay.disposals) {
    const year = financialYearOf(line.soldOn);
    if (year === fy) lines.push(presentDisposalLine(line));
    else if (year < fy) lines.push(withGainAsShown(line));
  }
  return capitalGainsForYear(lines, fy, cgtOptionsOf(inputs));
}

export function presentTrustLines(year: CgtYear, symbols: ReadonlyMap<string, string>): TrustGainLineView[] {
  return year.trustLines.map((line) => ({
    statementId: line.statementId,
    stockId: line.stockId,
    symbol: symbols.get(line.stockId) ?? "",
    fy: line.financialYear,
    kind: line.kind,
    asStated: toCents(line.asStated),
    gain: toCents(line.gain),
    discountEligible: line.discountEligible,
  }));
}

export function createCgtService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  const service = {
    async year(userId: string, request: CgtRequest): Promise<CgtView> {
      const inputs = await loadTaxInputs(db, userId);
      const { ledger } = inputs;
      const method = request.method ?? ledger.method;
      // The stored ledger replays under the user's method; another may leave chosen parcels unopened.
      const replay = refuseBrokenLedger(ledger, { doing: `Matching by ${PARCEL_METHOD_LABELS[method]}` }, ledger, { method });
      const symbols = new Map([
        ...inputs.statements.map((statement) => [statement.stockId, statement.symbol] as const),
        ...symbolsOfLedgers(ledger),
      ]);
      const current = financialYearOf(sydneyDay(now()));
      const fy = request.fy ?? current;
      // The lines as shown, and the totals worked out from them, so that both add up on screen (item 8).
      const year = cgtYearOf(inputs, replay, fy);
      const lines: CgtLineView[] = year.lines.map((line) => {
        return {
          event: line.event,
          sellTradeId: line.sellTradeId,
          stockId: line.stockId,
          symbol: symbols.get(line.stockId) ?? "",
          soldOn: line.soldOn,
          parcelTradeId: line.parcelId,
          acquiredOn: line.acquiredOn,
          units: line.units,
          proceeds: line.proceeds,
          costBase: line.costBase,
          gain: line.gain,
          discountEligible: line.discountEligible,
          parcelsChosen: ledger.allocations.has(line.sellTradeId),
          ...provisionalMarkOf([line]),
        };
      });
      const years = new Set([
        current,
        ...replay.disposals.map((line) => financialYearOf(line.soldOn)),
        ...inputs.statements.map((statement) => statement.fy),
      ]);
      const { taxEntity } = inputs.settings;
      return {
        fy,
        method,
        taxEntity,
        cgtDiscount: CGT_DISCOUNT_LABELS[taxEntity],
        lines,
        trustLines: presentTrustLines(year, symbols),
        totals: presentCgtTotals(year.totals),
        financialYears: [...years].sort((a, b) => b - a),
        ...provisionalMarkOf(linesBehindYear(replay.disposals, fy, year.totals.lossBroughtForward)),
      };
    },

    /** The same answer as the Tax page's CSV download. */
    async csv(userId: string, request: CgtRequest): Promise<{ fileName: string; text: string }> {
      const view = await service.year(userId, request);
      return { fileName: cgtCsvFileName(view.fy, view.method), text: formatCgtCsv(view) };
    },
  };
  return service;
}
