import type { ReactNode } from "react";
import type { HoldingTotalsView, HoldingView } from "@shared/contracts/holdings";
import { cn } from "@/lib/utils";
import { frankingUnknownText } from "../utils/dividend-text";
import type { HoldingSortKey } from "../utils/holding-sort";
import { HoldingLastPrice } from "./holding-last-price";
import { gainClass, moneyText, priceText, signedMoneyText, signedPercentText, unitsText } from "../utils/ledger-text";

export interface HoldingColumn {
  key: HoldingSortKey;
  header: string;
  /** px; the table is table-fixed so columns never jump as rows scroll into view. */
  width: number;
  cell: (row: HoldingView) => ReactNode;
  /** The totals row's cell (nothing where a total means nothing, like units). */
  total?: (totals: HoldingTotalsView) => ReactNode;
  /** What the figure leaves out, under it on a card ("* unknown for 2 estimated dividends"). */
  note?: (row: HoldingView) => string | null;
}

/**
 * Known credits, marked "*" when some of the 12 months' dividends are estimates of unknown franking:
 * the mark keeps the figure to a column's width and one line; the table's footnote and a card's note,
 * read next, say what it means ("* unknown for 2 estimated dividends").
 */
const withUnknown = (known: string, unknown: number) => (unknown > 0 ? `${known}*` : known);

/** "* unknown for 2 estimated dividends", or null when every credit is known. */
export function frankingMarkNote(unknown: number): string | null {
  const text = frankingUnknownText(unknown);
  return text === null ? null : `* ${text}`;
}
const gain = (value: string | null, text: string) => <span className={cn("font-medium", gainClass(value))}>{text}</span>;

/** The Holdings table's figures, after the code and name (the first column). */
export const HOLDING_COLUMNS: readonly HoldingColumn[] = [
  { key: "units", header: "Units", width: 76, cell: (h) => unitsText(h.units) },
  { key: "averageCost", header: "Avg cost", width: 96, cell: (h) => priceText(h.averageCost) },
  { key: "costBase", header: "Cost base", width: 112, cell: (h) => moneyText(h.costBase), total: (t) => moneyText(t.costBase) },
  { key: "lastPrice", header: "Last price", width: 92, cell: (h) => <HoldingLastPrice holding={h} /> },
  { key: "marketValue", header: "Market value", width: 116, cell: (h) => moneyText(h.marketValue), total: (t) => moneyText(t.marketValue) },
  {
    key: "unrealisedGain",
    header: "Unrealised $",
    width: 112,
    cell: (h) => gain(h.unrealisedGain, signedMoneyText(h.unrealisedGain)),
    total: (t) => gain(t.unrealisedGain, signedMoneyText(t.unrealisedGain)),
  },
  {
    key: "unrealisedGainPercent",
    header: "Unrealised %",
    width: 100,
    cell: (h) => gain(h.unrealisedGainPercent, signedPercentText(h.unrealisedGainPercent)),
    total: (t) => gain(t.unrealisedGainPercent, signedPercentText(t.unrealisedGainPercent)),
  },
  { key: "weight", header: "Weight", width: 92, cell: (h) => (h.weight === null ? "-" : `${h.weight}%`) },
  {
    key: "valueAtBrokerAvg",
    header: "Value at broker avg",
    width: 116,
    cell: (h) => moneyText(h.valueAtBrokerAvg),
    total: (t) => moneyText(t.valueAtBrokerAvg),
  },
  // Issue 31: the cash dividends of the last 12 months and their franking credits, then the total
  // return (realised + unrealised + cash dividends): the credits beside it, never inside it.
  {
    key: "incomeLast12Months",
    header: "Income (12 months)",
    width: 112,
    cell: (h) => moneyText(h.incomeLast12Months),
    total: (t) => moneyText(t.incomeLast12Months),
  },
  {
    key: "frankingCreditsLast12Months",
    header: "Franking credits (12 months)",
    width: 116,
    cell: (h) => withUnknown(moneyText(h.frankingCreditsLast12Months), h.frankingUnknownLast12Months),
    total: (t) => withUnknown(moneyText(t.frankingCreditsLast12Months), t.frankingUnknownLast12Months),
    note: (h) => frankingMarkNote(h.frankingUnknownLast12Months),
  },
  {
    key: "totalReturn",
    header: "Total return",
    width: 116,
    cell: (h) => gain(h.totalReturn, signedMoneyText(h.totalReturn)),
    total: (t) => gain(t.totalReturn, signedMoneyText(t.totalReturn)),
  },
];

/** A column of the table: one figure, or two sharing it (the second under the first, each sortable). */
export interface HoldingTableColumn {
  top: HoldingColumn;
  under?: HoldingColumn;
  width: number;
}

const columnOf = (key: HoldingSortKey) => HOLDING_COLUMNS.find((column) => column.key === key)!;
const sharing = (top: HoldingSortKey, under?: HoldingSortKey): HoldingTableColumn => ({
  top: columnOf(top),
  under: under ? columnOf(under) : undefined,
  width: Math.max(columnOf(top).width, under ? columnOf(under).width : 0),
});

/**
 * The table's columns (768 px and wider). Twelve figures side by side are wider than a 1400 px screen
 * beside the sidebar, so pairs that read together share a column: units over the average cost, market
 * value over weight, the unrealised gain over its %, the income over its franking credits
 * (docs/decisions/033-dividend-screens.md). The cards list every figure on its own.
 */
export const HOLDING_TABLE_COLUMNS: readonly HoldingTableColumn[] = [
  sharing("units", "averageCost"),
  sharing("costBase"),
  sharing("lastPrice"),
  sharing("marketValue", "weight"),
  sharing("unrealisedGain", "unrealisedGainPercent"),
  sharing("valueAtBrokerAvg"),
  sharing("incomeLast12Months", "frankingCreditsLast12Months"),
  sharing("totalReturn"),
];
