// Which columns the stock table shows, in the product's order (docs/product.md "Dashboard"), for a given
// broker visibility and the two expand toggles. Pure data: the row and header components render
// these, the CSV export reads them, and unit tests check the list without rendering anything.
import { monthLabel, type MonthKey } from "@shared/domain/months";
import type { SortValue } from "@shared/domain/sorting";
import { BROKER_SHORT_LABELS, visibleBrokers, type BrokerVisibility } from "@shared/domain/sources";
import { brokerFvHelp, brokerSixMonthHelp, brokerVs6MAvgHelp, brokerVsCurrentHelp, COLUMN_HELP, monthHelp } from "./column-help";
import type { StockRow } from "./stock-rows";

/** How a cell is drawn (and formatted for CSV). */
export type CellKind =
  | "select"
  | "symbol"
  | "company"
  | "lastPrice"
  | "percentBadge"
  | "money"
  | "monthCount"
  | "count"
  | "divergence"
  | "rating"
  | "upside"
  | "momentum"
  | "yield"
  | "text"
  | "actions";

export type ColumnGroup = "stock" | "vsTrade" | "brokerFV" | "months" | "consensus" | "brokerTargets" | "quality";

export interface StockColumn {
  id: string;
  header: string;
  help: string;
  kind: CellKind;
  group: ColumnGroup;
  width: number;
  /** Left offset in px when the column stays put while scrolling sideways; undefined when it scrolls. */
  pinnedLeft?: number;
  /** Percentage badges: true for "current vs" discounts, where negative (undervalued) is good. */
  inverted?: boolean;
  /** The raw figure behind the cell; null when missing. */
  value: (row: StockRow) => number | string | null;
  /** Present when the column sorts; defaults to value. */
  sortValue?: (row: StockRow) => SortValue;
}

export interface ColumnOptions {
  visibility: Readonly<BrokerVisibility>;
  monthsExpanded: boolean;
  brokerTargetsExpanded: boolean;
  /** previousMonthKeys(now), oldest first. */
  monthKeys: readonly MonthKey[];
  /** Narrow screens pin only the checkbox and Symbol so some scrolled columns stay readable. */
  compact?: boolean;
}

// Widths in px. The collapsed month and broker-target columns are wider than their content so the
// group toggle above them ("Prev 6M FV", "vs Broker Targets") fits its single-column group cell.
const W = {
  select: 40,
  symbol: 84,
  company: 200,
  companyCompact: 150,
  price: 92,
  pct: 112,
  money: 96,
  month: 84,
  monthsCollapsed: 128,
  brokerAvgCollapsed: 156,
  count: 76,
  divergence: 108,
  rating: 104,
  text: 104,
  actions: 120,
};

const num = (v: number | null | undefined): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const str = (v: string | null | undefined): string | null => (v && v.trim() !== "" ? v : null);

// Ordinal scales so "sort by rating" means best-first rather than alphabetical.
const RATING_RANK: Record<string, number> = { "Strong Buy": 4, Buy: 3, Hold: 2, Sell: 1 };
const UNCERTAINTY_RANK: Record<string, number> = { low: 1, medium: 2, high: 3, "very high": 4, extreme: 5 };
const MOAT_RANK: Record<string, number> = { none: 1, narrow: 2, wide: 3 };
const rank = (scale: Record<string, number>, value: string | null) =>
  value === null ? null : (scale[value.trim().toLowerCase()] ?? scale[value] ?? value);

type Spec = Omit<StockColumn, "group" | "width">;

export function buildColumns({
  visibility,
  monthsExpanded,
  brokerTargetsExpanded,
  monthKeys,
  compact = false,
}: ColumnOptions): StockColumn[] {
  const brokers = visibleBrokers(visibility);
  const columns: StockColumn[] = [];
  // A sortable column sorts by its value unless the spec gives its own sortValue.
  const add = (group: ColumnGroup, width: number, spec: Spec, isSortable = true) =>
    columns.push({ group, width, ...(isSortable ? { sortValue: spec.value } : {}), ...spec });

  // (1) Identity: pinned while scrolling sideways.
  add("stock", W.select, { id: "select", header: "Select all", help: COLUMN_HELP.select, kind: "select", value: () => null }, false);
  add("stock", W.symbol, { id: "symbol", header: "Symbol", help: COLUMN_HELP.symbol, kind: "symbol", value: (r) => r.symbol });
  add("stock", compact ? W.companyCompact : W.company, {
    id: "company",
    header: "Company",
    help: COLUMN_HELP.company,
    kind: "company",
    value: (r) => r.cleanName,
  });
  add("stock", W.price, {
    id: "lastPrice",
    header: "Last $",
    help: COLUMN_HELP.lastPrice,
    kind: "lastPrice",
    value: (r) => num(r.lastPrice),
  });

  // (2) Upside-style "vs Trade" figures (positive good) and Morningstar's discount (negative good).
  add("vsTrade", W.pct, {
    id: "prev6MAvgVsTrade",
    header: "Prev 6M vs Trade",
    help: COLUMN_HELP.prev6MAvgVsTrade,
    kind: "percentBadge",
    value: (r) => num(r.prev6MAvgVsTrade),
  });
  add("vsTrade", W.pct, {
    id: "current5StarVsTrade",
    header: "Current 5* vs Trade",
    help: COLUMN_HELP.current5StarVsTrade,
    kind: "percentBadge",
    value: (r) => num(r.current5StarVsTrade),
  });
  add("vsTrade", W.pct, {
    id: "currentVsFairPrice",
    header: "Current vs Fair Price",
    help: COLUMN_HELP.currentVsFairPrice,
    kind: "percentBadge",
    inverted: true,
    value: (r) => num(r.currentVsFairPrice),
  });

  // (3) Each visible broker's FV, then each one's previous-6-month average.
  for (const b of brokers)
    add("brokerFV", W.money, {
      id: `fv:${b}`,
      header: `${BROKER_SHORT_LABELS[b]} FV`,
      help: brokerFvHelp(b),
      kind: "money",
      value: (r) => num(r[`${b}FV`]),
    });
  for (const b of brokers)
    add("brokerFV", W.money, {
      id: `avg6m:${b}`,
      header: `${BROKER_SHORT_LABELS[b]} 6M Avg`,
      help: brokerSixMonthHelp(b),
      kind: "money",
      value: (r) => num(r[`${b}Prev6MAvg`]),
    });

  // (4) Morningstar's previous six months: one column each, or a single "n/6" count.
  if (monthsExpanded) {
    for (const key of monthKeys) {
      const label = monthLabel(key);
      add("months", W.month, {
        id: `month:${key}`,
        header: label,
        help: monthHelp(label),
        kind: "money",
        value: (r) => num(r.monthlyFVs?.[label]),
      });
    }
    add("months", W.money, {
      id: "prev6MAvg",
      header: "6M Avg $",
      help: COLUMN_HELP.sixMonthAvg,
      kind: "money",
      value: (r) => num(r.prev6MAvg),
    });
  } else {
    add("months", W.monthsCollapsed, {
      id: "monthsWithData",
      header: "Months",
      help: COLUMN_HELP.monthsWithData,
      kind: "monthCount",
      value: (r) => r.monthsWithData,
    });
  }

  // (5) Consensus over the visible brokers.
  add("consensus", W.money, {
    id: "brokerAvg",
    header: "Broker Avg",
    help: COLUMN_HELP.brokerAvg,
    kind: "money",
    value: (r) => num(r.brokerAvg),
  });
  add("consensus", W.count, {
    id: "brokerCount",
    header: "Count",
    help: COLUMN_HELP.brokerCount,
    kind: "count",
    value: (r) => r.brokerCount,
  });
  add("consensus", W.divergence, {
    id: "divergence",
    header: "Divergence",
    help: COLUMN_HELP.divergence,
    kind: "divergence",
    value: (r) => num(r.divergence),
  });
  add("consensus", W.rating, {
    id: "consensusRating",
    header: "Rating",
    help: COLUMN_HELP.consensusRating,
    kind: "rating",
    value: (r) => r.consensusRating,
    sortValue: (r) => RATING_RANK[r.consensusRating] ?? null,
  });
  add("consensus", W.money, {
    id: "upsidePotential",
    header: "Upside $",
    help: COLUMN_HELP.upsidePotential,
    kind: "upside",
    value: (r) => num(r.upsidePotential),
  });
  add("consensus", W.money, {
    id: "fvMomentum",
    header: "FV Momentum",
    help: COLUMN_HELP.fvMomentum,
    kind: "momentum",
    value: (r) => num(r.fvMomentum),
  });

  // (6) Price against each broker's target, or one price-vs-average cell.
  if (brokerTargetsExpanded) {
    for (const b of brokers) {
      const short = BROKER_SHORT_LABELS[b];
      add("brokerTargets", W.pct, {
        id: `vsCurrent:${b}`,
        header: `${short} vs Current`,
        help: brokerVsCurrentHelp(b),
        kind: "percentBadge",
        inverted: true,
        value: (r) => r.vsCurrent[b],
      });
      add("brokerTargets", W.pct, {
        id: `vs6MAvg:${b}`,
        header: `${short} vs 6M Avg`,
        help: brokerVs6MAvgHelp(b),
        kind: "percentBadge",
        inverted: true,
        value: (r) => r.vs6MAvg[b],
      });
    }
  } else {
    add("brokerTargets", W.brokerAvgCollapsed, {
      id: "currentVsBrokerAvg",
      header: "vs Broker Avg",
      help: COLUMN_HELP.currentVsBrokerAvg,
      kind: "percentBadge",
      inverted: true,
      value: (r) => num(r.currentVsBrokerAvg),
    });
  }

  // (7) Income, Morningstar quality ratings, Intelligent Investor levels, row actions.
  add("quality", W.count + 16, {
    id: "dividendYield",
    header: "Div Yield",
    help: COLUMN_HELP.dividendYield,
    kind: "yield",
    value: (r) => num(r.dividendYield),
  });
  add("quality", W.text, {
    id: "msUncertainty",
    header: "MS Uncertainty",
    help: COLUMN_HELP.msUncertainty,
    kind: "text",
    value: (r) => str(r.msUncertainty),
    sortValue: (r) => rank(UNCERTAINTY_RANK, str(r.msUncertainty)),
  });
  add("quality", W.text - 16, {
    id: "msMoat",
    header: "MS Moat",
    help: COLUMN_HELP.msMoat,
    kind: "text",
    value: (r) => str(r.msMoat),
    sortValue: (r) => rank(MOAT_RANK, str(r.msMoat)),
  });
  add("quality", W.text - 8, {
    id: "msFinancialHealth",
    header: "MS Health",
    help: COLUMN_HELP.msFinancialHealth,
    kind: "text",
    value: (r) => str(r.msFinancialHealth),
  });
  add("quality", W.money, {
    id: "iiBuyBelow",
    header: "II Buy Below",
    help: COLUMN_HELP.iiBuyBelow,
    kind: "money",
    value: (r) => num(r.iiBuyBelow),
  });
  add("quality", W.money, {
    id: "iiSellAbove",
    header: "II Sell Above",
    help: COLUMN_HELP.iiSellAbove,
    kind: "money",
    value: (r) => num(r.iiSellAbove),
  });
  add("quality", W.actions, { id: "actions", header: "Actions", help: COLUMN_HELP.actions, kind: "actions", value: () => null }, false);

  return pinColumns(columns, compact ? 2 : 4);
}

/** Gives the first `count` columns their sticky left offsets. */
function pinColumns(columns: StockColumn[], count: number): StockColumn[] {
  let left = 0;
  return columns.map((column, index) => {
    if (index >= count) return column;
    const pinned = { ...column, pinnedLeft: left };
    left += column.width;
    return pinned;
  });
}

/** Total table width: the table is laid out with fixed column widths so virtualised rows never reflow. */
export function tableWidth(columns: readonly StockColumn[]): number {
  return columns.reduce((sum, column) => sum + column.width, 0);
}

/** Runs of adjacent columns that share a group (and pinning), for the header's group row. */
export interface ColumnGroupSpan {
  group: ColumnGroup;
  span: number;
  pinned: boolean;
  /** First column's id: a stable React key. */
  key: string;
}

export function groupSpans(columns: readonly StockColumn[]): ColumnGroupSpan[] {
  const spans: ColumnGroupSpan[] = [];
  for (const column of columns) {
    const pinned = column.pinnedLeft !== undefined;
    const last = spans[spans.length - 1];
    if (last && last.group === column.group && last.pinned === pinned) last.span += 1;
    else spans.push({ group: column.group, span: 1, pinned, key: column.id });
  }
  return spans;
}
