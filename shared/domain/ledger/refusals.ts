// Why a replay refuses a sale, and the sentences a user reads. The replay stays free of symbols and
// wording; the server names the stock when it turns a refusal into a 4xx (docs/domain.md#holdings).
import { dec } from "./decimal";
import { formatLedgerDate } from "./dates";

interface RefusalBase {
  /** The refused sale. */
  tradeId: string;
  stockId: string;
  date: string;
  unitsSold: string;
}

/** A dividend whose units the user gave, on a stock none of which is held at the end of `date` (the day before its ex-date). */
export interface DividendNotHeldRefusal {
  code: "dividend-not-held";
  /** No trade: the refused event is the dividend. */
  tradeId: null;
  dividendId: string;
  stockId: string;
  /** The day the units are counted at the end of: the day before the ex-date. */
  date: string;
  exDate: string;
  units: string;
}

export type Refusal = SaleRefusal | DividendNotHeldRefusal;

export type SaleRefusal =
  /** More units sold than held at that point of the day. */
  | (RefusalBase & { code: "oversell"; unitsHeld: string })
  /** A chosen parcel that is not open at the sale (never acquired by then, already sold, another stock's). */
  | (RefusalBase & { code: "parcel-not-held"; parcelId: string; parcelAcquiredOn: string | null })
  /** A chosen parcel asked for more units than it holds at the sale. */
  | (RefusalBase & { code: "parcel-too-small"; parcelId: string; parcelAcquiredOn: string; unitsChosen: string; unitsHeld: string })
  /** A chosen allocation of 0 or fewer units. */
  | (RefusalBase & { code: "allocation-not-positive"; parcelId: string })
  /** Chosen allocations that do not add up to the units sold. */
  | (RefusalBase & { code: "allocations-sum"; unitsChosen: string });

/** A refusal without the sale's own fields, as the matching step reports it. */
type WithoutSale<R> = R extends unknown ? Omit<R, keyof RefusalBase> : never;
export type RefusalReason = WithoutSale<SaleRefusal>;

/** "1500.50" → "1,500.50": thousands separators in a plain decimal string. */
export function groupThousands(text: string): string {
  const [whole, fraction] = text.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** "1500.500000" → "1,500.5": units as stored (without trailing zeros), grouped for reading. */
export function formatUnits(units: string): string {
  return groupThousands(dec(units).toString());
}

function sale(refusal: SaleRefusal, symbol: string): string {
  return `${formatUnits(refusal.unitsSold)} ${symbol} on ${formatLedgerDate(refusal.date)}`;
}

function parcelName(acquiredOn: string | null): string {
  return acquiredOn === null ? "a parcel" : `the parcel acquired on ${formatLedgerDate(acquiredOn)}`;
}

/** The refusal in a sentence, e.g. "Sale of 150 CSL on 3 Mar 2025 is more than the 120 units held on that day". */
export function refusalMessage(refusal: Refusal, symbol: string): string {
  switch (refusal.code) {
    case "dividend-not-held":
      return `The dividend of ${dividendNamed(refusal, symbol)} is on shares not held: ${unitsNotHeld(refusal)}`;
    case "oversell":
      return `Sale of ${sale(refusal, symbol)} is more than the ${formatUnits(refusal.unitsHeld)} units held on that day`;
    case "parcel-not-held":
      return `Sale of ${sale(refusal, symbol)} takes units from ${parcelName(refusal.parcelAcquiredOn)}, which is not held on that day`;
    case "parcel-too-small":
      return (
        `Sale of ${sale(refusal, symbol)} takes ${formatUnits(refusal.unitsChosen)} units from ` +
        `${parcelName(refusal.parcelAcquiredOn)}, which holds ${formatUnits(refusal.unitsHeld)} on that day`
      );
    case "allocation-not-positive":
      return `Sale of ${sale(refusal, symbol)} takes 0 or fewer units from a parcel; each chosen parcel must give more than 0`;
    case "allocations-sum":
      return `The parcels chosen for the sale of ${sale(refusal, symbol)} add up to ${formatUnits(refusal.unitsChosen)} units, not ${formatUnits(refusal.unitsSold)}`;
  }
}

function dividendNamed(refusal: DividendNotHeldRefusal, symbol: string): string {
  return `${symbol} with ex-date ${formatLedgerDate(refusal.exDate)}`;
}

function unitsNotHeld(refusal: DividendNotHeldRefusal): string {
  return `its ${formatUnits(refusal.units)} units were entered by hand and none are held at the end of ${formatLedgerDate(refusal.date)}`;
}

/** The trade a refusal is about; null for one about a dividend. */
export function refusedTradeId(refusal: Refusal): string | null {
  return refusal.tradeId;
}

/**
 * What a change does to the event a refusal names, after "<doing> would …": "leave the sale of 120 CSL
 * on 3 Mar 2025 short: 100 units held", "break the sale of …: …", "leave the dividend of … on shares not held: …".
 */
export function brokenEventPhrase(refusal: Refusal, symbol: string): string {
  if (refusal.code === "dividend-not-held")
    return `leave the dividend of ${dividendNamed(refusal, symbol)} on shares not held: ${unitsNotHeld(refusal)}`;
  if (refusal.code === "oversell") return `leave the sale of ${sale(refusal, symbol)} short: ${formatUnits(refusal.unitsHeld)} units held`;
  return `break the sale of ${sale(refusal, symbol)}: ${refusalMessage(refusal, symbol)}`;
}

export type TradeChange = "add" | "edit" | "delete";

const CHANGE_VERB: Record<TradeChange, string> = { add: "Adding", edit: "Changing", delete: "Deleting" };

/**
 * Why a proposed change to the ledger is refused. The server replays the user's trades with the change
 * and, when the replay refuses, answers this for the first refusal. A refusal of the changed trade
 * itself reads as `refusalMessage`; one of a later sale names the change: "Deleting this trade would
 * leave the sale of 120 CSL on 3 Mar 2025 short: 100 units held".
 */
export function changeRefusalMessage(refusal: Refusal, symbol: string, change: TradeChange, changedTradeId: string): string {
  if (refusedTradeId(refusal) === changedTradeId) return refusalMessage(refusal, symbol);
  return `${CHANGE_VERB[change]} this trade would ${brokenEventPhrase(refusal, symbol)}`;
}
