// Per-stock holding figures and their totals (docs/domain.md#holdings "Holding figures"): what the
// holdings table shows. Exact strings; `presentHolding` rounds them for a screen.
import { centsTextOf } from "./cents";
import { type Dec, HUNDRED, ZERO, dec, fixed, plain, toCents } from "./decimal";
import type { ReplayResult } from "./replay";
import { fromScaled, plainScaled } from "./scaled";

/** Prices of one stock; decimal strings or null when unknown. */
export interface HoldingPrices {
  lastPrice: string | null;
  /** The broker average fair value, for "value at broker average". */
  brokerAvg?: string | null;
}

export interface HoldingFigures {
  stockId: string;
  /** "0" for a stock sold out that still has realised gains. */
  units: string;
  costBase: string;
  /** costBase ÷ units; null with no units. */
  averageCost: string | null;
  lastPrice: string | null;
  /** units × lastPrice; null without a price. */
  marketValue: string | null;
  /** marketValue − costBase. */
  unrealisedGain: string | null;
  /** unrealisedGain ÷ costBase × 100; null without a price or a cost base. */
  unrealisedGainPercent: string | null;
  /** Sum of the stock's disposal gains (before losses offsets and the CGT discount). */
  realisedGain: string;
  /** marketValue ÷ the total market value of the priced holdings × 100. */
  weightPercent: string | null;
  /** units × brokerAvg; null without a broker average. */
  valueAtBrokerAvg: string | null;
}

/** Sums over the holdings; market figures over the priced holdings only. */
export interface HoldingTotals {
  costBase: string;
  marketValue: string;
  unrealisedGain: string;
  /** unrealisedGain ÷ the priced holdings' cost base × 100; null when none is priced. */
  unrealisedGainPercent: string | null;
  realisedGain: string;
  valueAtBrokerAvg: string;
}

interface Sums {
  units: string[];
  costBase: string[];
  realised: string[];
}

/**
 * The exact sum. In scaled bigints when every text is plain (a replay's figures are), which is what
 * decimal.js's 40 digits gave for such texts (below 10^16 with 24 decimals, every partial sum is
 * exact) at a fraction of the time (decision 067); else decimal.js over the texts, as before. Each
 * text is read once: the Holdings read sums some 10,000 lines' gains (decision 081).
 */
function exactSum(texts: readonly string[]): Dec {
  let total = 0n;
  for (const text of texts) {
    const value = plainScaled(text);
    if (value === null) return texts.reduce<Dec>((sum, each) => sum.plus(each), ZERO);
    total += value;
  }
  return dec(fromScaled(total));
}

function percentOf(part: Dec, whole: Dec): string | null {
  return whole.isZero() ? null : plain(part.div(whole).times(HUNDRED));
}

/**
 * Figures per stock with open parcels or disposals (sorted by stock id), and totals. `prices` maps a
 * stock id to its prices; a stock missing from it has none.
 */
export function holdingFigures(
  replay: Pick<ReplayResult, "parcels" | "disposals">,
  prices: ReadonlyMap<string, HoldingPrices>,
): { holdings: HoldingFigures[]; totals: HoldingTotals } {
  const sums = new Map<string, Sums>();
  const sumsOf = (stockId: string): Sums => {
    let found = sums.get(stockId);
    if (!found) sums.set(stockId, (found = { units: [], costBase: [], realised: [] }));
    return found;
  };
  for (const parcel of replay.parcels) {
    const stock = sumsOf(parcel.stockId);
    stock.units.push(parcel.units);
    stock.costBase.push(parcel.costBase);
  }
  for (const line of replay.disposals) sumsOf(line.stockId).realised.push(line.gain);

  const total = { costBase: ZERO, marketValue: ZERO, pricedCost: ZERO, realised: ZERO, brokerValue: ZERO };
  const rows = [...sums.keys()].sort().map((stockId) => {
    const stock = sums.get(stockId)!;
    const [units, costBase, realised] = [exactSum(stock.units), exactSum(stock.costBase), exactSum(stock.realised)];
    const { lastPrice = null, brokerAvg = null } = prices.get(stockId) ?? {};
    const marketValue = lastPrice === null ? null : units.times(lastPrice);
    const valueAtBrokerAvg = brokerAvg === null ? null : units.times(brokerAvg);
    total.costBase = total.costBase.plus(costBase);
    total.realised = total.realised.plus(realised);
    if (marketValue) {
      total.marketValue = total.marketValue.plus(marketValue);
      total.pricedCost = total.pricedCost.plus(costBase);
    }
    if (valueAtBrokerAvg) total.brokerValue = total.brokerValue.plus(valueAtBrokerAvg);
    return { stockId, units, costBase, realised, lastPrice, marketValue, valueAtBrokerAvg };
  });

  const holdings = rows.map((row): HoldingFigures => {
    const unrealised = row.marketValue?.minus(row.costBase) ?? null;
    return {
      stockId: row.stockId,
      units: plain(row.units),
      costBase: plain(row.costBase),
      averageCost: row.units.isZero() ? null : plain(row.costBase.div(row.units)),
      lastPrice: row.lastPrice === null ? null : plain(dec(row.lastPrice)),
      marketValue: row.marketValue && plain(row.marketValue),
      unrealisedGain: unrealised && plain(unrealised),
      unrealisedGainPercent: unrealised && percentOf(unrealised, row.costBase),
      realisedGain: plain(row.realised),
      weightPercent: row.marketValue && percentOf(row.marketValue, total.marketValue),
      valueAtBrokerAvg: row.valueAtBrokerAvg && plain(row.valueAtBrokerAvg),
    };
  });
  const unrealised = total.marketValue.minus(total.pricedCost);
  const totals: HoldingTotals = {
    costBase: plain(total.costBase),
    marketValue: plain(total.marketValue),
    unrealisedGain: plain(unrealised),
    unrealisedGainPercent: percentOf(unrealised, total.pricedCost),
    realisedGain: plain(total.realised),
    valueAtBrokerAvg: plain(total.brokerValue),
  };
  return { holdings, totals };
}

// Cents from the text (cents.ts `centsTextOf`, the same text as `toCents`): no decimal.js value per
// figure, eight figures a holding (decision 081).
const cents = (value: string | null) => (value === null ? null : centsTextOf(value));
/** A percentage to 2 decimals: `fixed(value, 2)`, which is `toCents`. */
const percent = cents;

/**
 * A holding for a screen: money to cents, percentages to 2 decimals, units as stored, average cost
 * and last price to 6 decimals at most (a price is quoted to the tenth of a cent and beyond).
 */
export function presentHolding(holding: HoldingFigures): HoldingFigures {
  const price = (value: string | null) => (value === null ? null : plain(dec(fixed(value, 6))));
  return {
    ...holding,
    costBase: centsTextOf(holding.costBase),
    averageCost: price(holding.averageCost),
    lastPrice: price(holding.lastPrice),
    marketValue: cents(holding.marketValue),
    unrealisedGain: cents(holding.unrealisedGain),
    unrealisedGainPercent: percent(holding.unrealisedGainPercent),
    realisedGain: centsTextOf(holding.realisedGain),
    weightPercent: percent(holding.weightPercent),
    valueAtBrokerAvg: cents(holding.valueAtBrokerAvg),
  };
}

export function presentHoldingTotals(totals: HoldingTotals): HoldingTotals {
  return {
    costBase: centsTextOf(totals.costBase),
    marketValue: centsTextOf(totals.marketValue),
    unrealisedGain: centsTextOf(totals.unrealisedGain),
    unrealisedGainPercent: percent(totals.unrealisedGainPercent),
    realisedGain: centsTextOf(totals.realisedGain),
    valueAtBrokerAvg: centsTextOf(totals.valueAtBrokerAvg),
  };
}

/**
 * The totals' total return (issue 31): the holdings' own, as shown (cents), added up exactly over
 * those that have one (a price), so the Total row is what its column adds up to; null when none has.
 */
export function totalReturnOf(holdings: readonly { totalReturn: string | null }[]): string | null {
  const priced = holdings.flatMap((holding) => (holding.totalReturn === null ? [] : [holding.totalReturn]));
  if (priced.length === 0) return null;
  return toCents(priced.reduce((sum, value) => sum.plus(value), ZERO));
}
