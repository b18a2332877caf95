// A split or consolidation (a stored SPLIT / CONSOLIDATION trade) as a ratio action of the replay
// (events.ts): units × to ÷ from per parcel, rounded half up to 6 decimals; acquisition date and cost
// base kept (TD 95/30). A parcel rounded to 0 units (a millionth of a share consolidated away) closes.
import { LEDGER_DECIMALS } from "../../constants";
import type { LedgerAction } from "./events";
import { fromScaled, mulDiv, roundTo, toScaled } from "./scaled";
import type { LedgerTrade } from "./types";

export function ratioAction(trade: LedgerTrade): LedgerAction {
  const { ratioFrom: from, ratioTo: to } = trade;
  if (from === null || to === null) throw new TypeError(`Trade ${trade.id} (${trade.type}) has no ratio`);
  return {
    id: trade.id,
    stockId: trade.stockId,
    type: trade.type === "CONSOLIDATION" ? "CONSOLIDATION" : "SPLIT",
    date: trade.tradeDate,
    createdAt: trade.createdAt,
    transform: ({ parcels }) => ({
      parcels: parcels.flatMap((parcel) => {
        const units = roundTo(mulDiv(toScaled(parcel.units), BigInt(to), BigInt(from)), LEDGER_DECIMALS);
        return units === 0n ? [] : [{ ...parcel, units: fromScaled(units) }];
      }),
    }),
  };
}
