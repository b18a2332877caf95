// A sale's parcels (GET/PUT /api/trades/:id/parcels): the parcels open just before the sale, which
// the user may choose from, and what the sale takes from each now (the chosen parcels, else the
// user's method). "Just before" is the domain's (openParcelsBefore, shared/domain/ledger/replay.ts):
// the replay's own order of trades, reinvestments and corporate actions, so a reinvestment paid
// after the sale is never offered.
import type { SaleParcelsView } from "@shared/contracts/trades";
import { openParcelsBefore, toCents } from "@shared/domain/ledger";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { TRADE_MESSAGES } from "@shared/contracts/trades";
import { findTrade, type TradeRecord } from "../storage/trades";
import { ledgerInput, loadLedger, replayUserLedger, type UserLedger } from "./ledger";

const tradeNotFound = () => new HttpError(404, "not_found", TRADE_MESSAGES.notFound);

/** The sale's view over a ledger of its stock (already holding whatever change is being made). */
export function presentSaleParcels(sale: TradeRecord, ledger: UserLedger): SaleParcelsView {
  const open = (openParcelsBefore(ledgerInput(ledger), sale.id) ?? []).filter((parcel) => parcel.stockId === sale.stockId);
  const taken = new Map<string, string>();
  for (const line of replayUserLedger(ledger).disposals) {
    if (line.sellTradeId === sale.id) taken.set(line.parcelId, line.units);
  }
  return {
    sellTradeId: sale.id,
    symbol: sale.symbol,
    soldOn: sale.tradeDate,
    units: sale.units ?? "0",
    chosen: ledger.allocations.has(sale.id),
    method: ledger.method,
    parcels: open.map((parcel) => ({
      tradeId: parcel.parcelId,
      acquiredOn: parcel.acquiredOn,
      units: parcel.units,
      costBase: toCents(parcel.costBase),
      discountEligibleFrom: parcel.discountEligibleFrom,
      unitsSold: taken.get(parcel.parcelId) ?? "0",
    })),
  };
}

export function createSaleParcels(db: Database) {
  return {
    async read(userId: string, id: string): Promise<SaleParcelsView> {
      const sale = await findTrade(db, userId, id);
      if (!sale) throw tradeNotFound();
      if (sale.type !== "SELL") throw new HttpError(400, "validation_failed", TRADE_MESSAGES.notASale);
      return presentSaleParcels(sale, await loadLedger(db, userId, [sale.stockId]));
    },
    present: presentSaleParcels,
  };
}
