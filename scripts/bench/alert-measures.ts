// Issue #14's figures: a refresh-all of the large user's stocks against a local market-data server
// (prices 20 % under the stored ones, so many levels are crossed and alerts are written), then the
// alert evaluation of those stocks alone, interleaved with GET /api/portfolio of the same stocks,
// and the evaluation's statement count at the three sizes.
import { eq, sql } from "drizzle-orm";
import { stocks } from "@shared/schema";
import type { DatabaseHandle } from "../../server/db/connection";
import { createAlertEvaluator } from "../../server/services/alert-evaluation";
import { countStatements } from "../../server/test/support/statement-counter";
import { signedInClient } from "./bench-server";
import type { BenchUser } from "./dataset";
import { WARM_UP_ROUNDS } from "./rounds";
import { runRefreshAll } from "./refresh-measures";
import { median, timed } from "./stats";

const PORTFOLIO_PATH = "/api/portfolio?isPortfolio=true";

export interface AlertFigures {
  refreshAllMs: number;
  refreshAllStocks: number;
  refreshAllNewAlerts: number;
  /** Median evaluation of the large user's stocks just after their prices moved. */
  evalMs: number;
  /** Median GET /api/portfolio of the same stocks, measured in the same rounds. */
  portfolioMs: number;
  /** Alerts the measured evaluations created in all (proves they did real work). */
  evalNewAlerts: number;
  statements: { small: number; medium: number; large: number };
}

export async function measureAlerts(
  baseUrl: string,
  database: DatabaseHandle,
  users: { large: BenchUser; medium: BenchUser; small: BenchUser },
  /** Has the local market-data server quote these prices from now on. */
  quote: (prices: Record<string, number>) => Promise<void>,
  runs: number,
): Promise<AlertFigures> {
  const { db } = database;
  const evaluator = createAlertEvaluator();
  const evaluate = (userId: string) => db.transaction((tx) => evaluator.evaluate(tx, { userId }));
  // Every price moves by `factor`, as a refresh would write them.
  const movePrices = (userId: string, factor: number) =>
    db
      .update(stocks)
      .set({ lastPrice: sqlTimes(factor) })
      .where(eq(stocks.userId, userId));

  // The first evaluation of each user remembers the current ratings and fair values.
  for (const user of [users.large, users.medium, users.small]) await evaluate(user.id);

  // Refresh-all through the API: the market quotes every stock 20 % under its stored price.
  const stored = await db.select({ symbol: stocks.symbol, price: stocks.lastPrice }).from(stocks).where(eq(stocks.userId, users.large.id));
  await quote(Object.fromEntries(stored.map(({ symbol, price }) => [symbol, Math.round(price * 0.8 * 1000) / 1000])));
  const large = await signedInClient(baseUrl, users.large);
  const refresh = await runRefreshAll(large);
  const refreshed = refresh.job;
  if (refreshed.successful !== stored.length) throw new Error(`refresh-all priced ${refreshed.successful} of ${stored.length} stocks`);

  // Each round moves the prices (down 25 %, then back up) and evaluates: levels cross and re-arm,
  // ratings change, so every measured evaluation writes states and alerts.
  const evalSamples: number[] = [];
  const portfolioSamples: number[] = [];
  let evalNewAlerts = 0;
  for (let round = 0; round < WARM_UP_ROUNDS + runs; round++) {
    await movePrices(users.large.id, round % 2 === 0 ? 0.75 : 1 / 0.75);
    const evaluation = await timed(() => evaluate(users.large.id));
    const portfolio = await timed(() => large.get(PORTFOLIO_PATH));
    if (round < WARM_UP_ROUNDS) continue;
    evalSamples.push(evaluation.ms);
    portfolioSamples.push(portfolio.ms);
    evalNewAlerts += evaluation.result.newAlerts.get(users.large.id) ?? 0;
  }

  // Statements of one evaluation at each size, each after a price move (so each one writes).
  const statementsOf = async (user: BenchUser) => {
    await movePrices(user.id, 0.75);
    return (await countStatements(() => evaluate(user.id))).statements;
  };
  return {
    refreshAllMs: refresh.runMs,
    refreshAllStocks: refreshed.total,
    refreshAllNewAlerts: refreshed.newAlerts,
    evalMs: median(evalSamples),
    portfolioMs: median(portfolioSamples),
    evalNewAlerts,
    statements: {
      small: await statementsOf(users.small),
      medium: await statementsOf(users.medium),
      large: await statementsOf(users.large),
    },
  };
}

/** last_price × factor, rounded to a tenth of a cent as the dataset's prices are. */
const sqlTimes = (factor: number) => sql`round((${stocks.lastPrice} * ${factor})::numeric, 3)::float8`;
