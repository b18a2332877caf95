// Header tooltips: each states the column's formula and which sign is good (docs/domain.md keeps
// two sign conventions, so the tooltip is where the user learns which one a column uses).
import { BROKER_LABELS, type BrokerKey } from "@shared/domain/sources";

export const COLUMN_HELP = {
  select: "Select every row shown, for bulk delete.",
  symbol: "ASX code. Click a row (or press Enter on it) to open the stock's details.",
  company: "Company name, with any trailing ASX code removed.",
  lastPrice: "Last traded price in dollars. Amber with a clock when older than 24 hours; hover for its age.",
  prev6MAvgVsTrade:
    "Prev 6M vs Trade = (Morningstar 6-month average FV − last price) / last price × 100. Positive: the price is below the 6-month average fair value.",
  current5StarVsTrade:
    "Current 5* vs Trade = (5-star price − last price) / last price × 100. Positive: the price is below Morningstar's 5-star price.",
  currentVsFairPrice:
    "Current vs Fair Price = (last price − Morningstar FV) / last price × 100. Negative: the price is below Morningstar's fair value (undervalued).",
  monthsWithData: "Months (of the previous six) with a Morningstar fair value. Expand 'Prev 6M FV' to see each month.",
  sixMonthAvg: "6M Avg $ = mean of Morningstar's monthly fair values over the previous six months (months without data are skipped).",
  brokerAvg: "Broker Avg = mean of the visible brokers' latest fair values, in dollars.",
  brokerCount: "Count = how many visible brokers have a fair value for the stock.",
  divergence:
    "Divergence = population standard deviation of the visible brokers' fair values / their mean × 100. Above 15% (highlighted) the brokers disagree; needs two or more values.",
  consensusRating:
    "Rating from (last price − broker average) / last price × 100: −20% or lower Strong Buy, below −10% Buy, below +10% Hold, +10% or higher Sell; N/A without broker values.",
  upsidePotential: "Upside $ = broker average − last price. Positive: the brokers value the stock above its price.",
  fvMomentum:
    "FV Momentum = (latest Morningstar monthly FV − the FV three months earlier) / the earlier FV × 100. Green above +5%, red below −5%.",
  currentVsBrokerAvg:
    "vs Broker Avg = (last price − broker average) / last price × 100. Negative: the price is below the brokers' average (undervalued). Expand 'vs Broker Targets' for each broker.",
  dividendYield: "Dividend yield = dividends paid in the last 12 months / last price × 100. Highlighted at 4% or more.",
  msUncertainty:
    "Morningstar's uncertainty rating (Low, Medium, High, Very High, Extreme): sets how far below fair value the 5-star price sits.",
  msMoat: "Morningstar's economic moat rating (None, Narrow, Wide).",
  msFinancialHealth: "Morningstar's financial health rating.",
  iiBuyBelow: "Intelligent Investor's buy-below price, in dollars.",
  iiSellAbove: "Intelligent Investor's sell-above price, in dollars.",
  actions: "Refresh the price and dividend, move the stock between tables, or delete it.",
} as const;

export const monthHelp = (label: string) => `Morningstar's fair value for ${label}, in dollars.`;

export const brokerFvHelp = (broker: BrokerKey) => `${BROKER_LABELS[broker]}'s latest fair value, in dollars.`;

export const brokerSixMonthHelp = (broker: BrokerKey) =>
  `Mean of ${BROKER_LABELS[broker]}'s monthly fair values over the previous six months, in dollars.`;

export const brokerVsCurrentHelp = (broker: BrokerKey) =>
  `(last price − ${BROKER_LABELS[broker]} FV) / last price × 100, limited to ±999. Negative: the price is below the fair value (undervalued).`;

export const brokerVs6MAvgHelp = (broker: BrokerKey) =>
  `(last price − ${BROKER_LABELS[broker]} 6-month average FV) / last price × 100, limited to ±999. Negative: the price is below that average (undervalued).`;
