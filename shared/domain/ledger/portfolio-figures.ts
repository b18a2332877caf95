// Every figure the Holdings screen shows, worked out here and not in the server (issue 46 "one ledger
// model"; docs/domain.md#holdings "Holding figures"): open holdings and closed positions (issue 44
// item 5), income and franking credits with the unknown ones counted apart (item 6), and value at
// broker average beside the market value of the same holdings (item 7). Rows are as shown (cents);
// each total is the sum of its rows as shown, so a column adds up to its Total.
import { type Dec, HUNDRED, ZERO, dec, fixed, toCents } from "./decimal";
import { dividendCash, incomeLast12Months, type DividendRecord } from "./dividends";
import { holdingFigures, presentHolding, type HoldingFigures, type HoldingPrices } from "./holdings";
import type { ReplayResult } from "./replay";
import { fromScaled, plainScaled, SCALE } from "./scaled";

/** A stock's figures as shown: its open holding (null once every unit is sold) and its income and returns. */
export interface PositionFigures {
  stockId: string;
  /** The open holding, presented (`presentHolding`); null for a closed position. */
  holding: HoldingFigures | null;
  /** Gains realised on the stock's sales over all time. */
  realisedGain: string;
  /** Every cash dividend of the stock, over all time. */
  income: string;
  /** Cash dividends of the 12 months up to today (pay date, else ex-date). */
  incomeLast12Months: string;
  /** Their known franking credits; `frankingUnknownLast12Months` dividends' are unknown, not 0. */
  frankingCreditsLast12Months: string;
  frankingUnknownLast12Months: number;
  /** realised + unrealised + income; null for an open holding without a price (a closed one always has one). */
  totalReturn: string | null;
}

export interface PortfolioTotals {
  costBase: string;
  /** Over the open holdings with a price. */
  marketValue: string;
  unrealisedGain: string;
  unrealisedGainPercent: string | null;
  /** Over the open holdings with both a broker average and a price; null when none has. */
  valueAtBrokerAvg: string | null;
  /** The market value of those same holdings: what `valueAtBrokerAvg` compares with. */
  marketValueAtBrokerAvg: string | null;
  /** Open holdings without a broker average (no fair value), left out of both. */
  withoutFairValue: number;
  incomeLast12Months: string;
  frankingCreditsLast12Months: string;
  frankingUnknownLast12Months: number;
  /** Open and closed positions' realised gains. */
  realisedGain: string;
  /** Open holdings' (those with a price) and closed positions' total returns as shown; null when none has one. */
  totalReturn: string | null;
}

export interface PortfolioFigures {
  /** Stocks with open parcels, by stock id. */
  open: PositionFigures[];
  /** Stocks every unit of which is sold, with realised gains or income, by stock id (issue 44 item 5). */
  closed: PositionFigures[];
  totals: PortfolioTotals;
}

const sum = (values: readonly (Dec | string)[]) => values.reduce<Dec>((total, value) => total.plus(value), ZERO);

const ONE = 10n ** BigInt(SCALE);
const abs = (value: bigint) => (value < 0n ? -value : value);
/** 10^16 in scaled units: below it a figure with 24 decimals has at most decimal.js's 40 digits, so its sums are exact there too. */
const EXACT_BELOW = 10n ** BigInt(16 + SCALE);

/**
 * A stock's cash dividends over all time (`dividendCash` each, summed): in scaled bigints when every
 * text is plain and every product and partial sum is exact there and below 10^16, where decimal.js's
 * 40 digits are exact too (so the sum is the same number); else with decimal.js over the stock's
 * dividends, as before. The Holdings read sums 4,000 dividends on the bench (decision 081).
 */
function cashOf(dividends: readonly DividendRecord[]): Dec {
  let total = 0n;
  for (const dividend of dividends) {
    const units = plainScaled(dividend.units);
    const amount = plainScaled(dividend.amountPerShare);
    if (units === null || amount === null) return sum(dividends.map(dividendCash));
    const product = units * amount;
    const cash = product / ONE;
    total += cash;
    const inexact = cash * ONE !== product || abs(cash) >= EXACT_BELOW || abs(total) >= EXACT_BELOW;
    if (inexact) return sum(dividends.map(dividendCash));
  }
  return dec(fromScaled(total));
}

/**
 * The Holdings screen's figures from one replay, the stocks' prices and the dividends with their units
 * (a dividend on no units is no income: leave it out). `today` is the last day of "the 12 months".
 */
export function portfolioFigures(
  replay: Pick<ReplayResult, "parcels" | "disposals">,
  prices: ReadonlyMap<string, HoldingPrices>,
  dividends: readonly DividendRecord[],
  today: string,
): PortfolioFigures {
  const figures = holdingFigures(replay, prices);
  const recent = incomeLast12Months(dividends, today);
  const byStock = new Map<string, DividendRecord[]>();
  for (const dividend of dividends) {
    const list = byStock.get(dividend.stockId);
    if (list) list.push(dividend);
    else byStock.set(dividend.stockId, [dividend]);
  }
  const income = new Map([...byStock].map(([stockId, list]) => [stockId, cashOf(list)]));
  const stockIds = [...new Set([...figures.holdings.map((row) => row.stockId), ...income.keys()])].sort();
  const exact = new Map(figures.holdings.map((row) => [row.stockId, row]));

  const positions = stockIds.map((stockId): PositionFigures => {
    const row = exact.get(stockId);
    const open = row !== undefined && !dec(row.units).isZero();
    const cash = income.get(stockId) ?? ZERO;
    const realised = dec(row?.realisedGain ?? "0");
    const last12 = recent.get(stockId);
    const totalReturn = open ? (row.unrealisedGain === null ? null : realised.plus(row.unrealisedGain).plus(cash)) : realised.plus(cash);
    return {
      stockId,
      holding: open ? presentHolding(row) : null,
      realisedGain: toCents(realised),
      income: toCents(cash),
      incomeLast12Months: toCents(last12?.cash ?? "0"),
      frankingCreditsLast12Months: toCents(last12?.frankingCredits ?? "0"),
      frankingUnknownLast12Months: last12?.frankingUnknown ?? 0,
      totalReturn: totalReturn === null ? null : toCents(totalReturn),
    };
  });
  const openPositions = positions.filter((position) => position.holding !== null);
  // A stock with no sale and no dividend left (its trades deleted) is no position at all.
  const closed = positions.filter(
    (position) => position.holding === null && (position.realisedGain !== "0.00" || position.income !== "0.00"),
  );
  return { open: openPositions, closed, totals: totalsOf(openPositions, closed) };
}

function totalsOf(open: PositionFigures[], closed: PositionFigures[]): PortfolioTotals {
  const holdings = open.map((position) => position.holding!);
  const priced = holdings.filter((holding) => holding.marketValue !== null);
  const valued = priced.filter((holding) => holding.valueAtBrokerAvg !== null);
  const returns = [...open, ...closed].flatMap((position) => (position.totalReturn === null ? [] : [position.totalReturn]));
  const pricedCost = sum(priced.map((holding) => holding.costBase));
  const unrealised = sum(priced.map((holding) => holding.unrealisedGain!));
  return {
    costBase: toCents(sum(holdings.map((holding) => holding.costBase))),
    marketValue: toCents(sum(priced.map((holding) => holding.marketValue!))),
    unrealisedGain: toCents(unrealised),
    unrealisedGainPercent: pricedCost.isZero() ? null : fixed(unrealised.div(pricedCost).times(HUNDRED), 2),
    valueAtBrokerAvg: valued.length === 0 ? null : toCents(sum(valued.map((holding) => holding.valueAtBrokerAvg!))),
    marketValueAtBrokerAvg: valued.length === 0 ? null : toCents(sum(valued.map((holding) => holding.marketValue!))),
    withoutFairValue: holdings.filter((holding) => holding.valueAtBrokerAvg === null).length,
    incomeLast12Months: toCents(sum(open.map((position) => position.incomeLast12Months))),
    frankingCreditsLast12Months: toCents(sum(open.map((position) => position.frankingCreditsLast12Months))),
    frankingUnknownLast12Months: open.reduce((count, position) => count + position.frankingUnknownLast12Months, 0),
    realisedGain: toCents(sum([...open, ...closed].map((position) => position.realisedGain))),
    totalReturn: returns.length === 0 ? null : toCents(sum(returns)),
  };
}
