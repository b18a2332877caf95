// Capital gains by financial year (GET /api/cgt): the user's ledger replayed with their parcel method
// or the one the request names (chosen parcels win over either), the year's disposal lines and totals
// rounded to cents, and the same as a CSV download with the totals and the 'Not tax advice' line.
// Three statements, whatever the number of trades.
import { NOT_TAX_ADVICE, cgtCsvFileName, cgtDiscountText, type CgtLineView, type CgtView } from "@shared/contracts/cgt";
import { PARCEL_METHOD_LABELS, type ParcelMethod } from "@shared/contracts/holdings";
import { capitalGainsForYear, financialYearOf, presentCgtTotals, presentDisposalLine } from "@shared/domain/ledger";
import { sydneyDay } from "@shared/domain/months";
import { csvLine, numberCell, textCell } from "@shared/domain/csv-cells";
import type { Database } from "../db/connection";
import { loadLedger, refuseBrokenLedger, symbolsOf } from "./ledger";

export interface CgtRequest {
  fy?: number;
  method?: ParcelMethod;
}

const CSV_HEADER = ["Sold On", "Code", "Event", "Acquired On", "Units", "Proceeds", "Cost Base", "Gain", "Discount Eligible", "Parcels"];

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
  const { totals } = view;
  lines.push(
    "",
    `${textCell(`Financial year ${view.fy - 1}-${String(view.fy).slice(-2)}`)},${textCell(`1 Jul ${view.fy - 1} to 30 Jun ${view.fy}`)}`,
    `Method,${textCell(PARCEL_METHOD_LABELS[view.method])}`,
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

export function createCgtService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  const service = {
    async year(userId: string, request: CgtRequest): Promise<CgtView> {
      const ledger = await loadLedger(db, userId);
      const method = request.method ?? ledger.method;
      // The stored ledger replays under the user's method; another may leave chosen parcels unopened.
      const replay = refuseBrokenLedger(ledger, { doing: `Matching by ${PARCEL_METHOD_LABELS[method]}` }, ledger, { method });
      const symbols = symbolsOf(ledger.trades);
      const current = financialYearOf(sydneyDay(now()));
      const fy = request.fy ?? current;
      // The lines as shown, and the totals worked out from them, so that both add up on screen (item 8).
      const year = capitalGainsForYear(replay.disposals.map(presentDisposalLine), fy);
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
        };
      });
      const years = new Set([current, ...replay.disposals.map((line) => financialYearOf(line.soldOn))]);
      return {
        fy,
        method,
        lines,
        totals: presentCgtTotals(year.totals),
        financialYears: [...years].sort((a, b) => b - a),
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
