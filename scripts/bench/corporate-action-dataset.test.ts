// The bench trader's corporate actions (decision 069) are ones the ledger accepts: each on units held
// at the end of the day before it, a takeover or worthless declaration after the code's last trade
// and after the bench's newest dividend, new codes the file never trades. Checked from the generated
// trades here; the app's own refusal path checks them again when the bench stores them.
import { describe, expect, it } from "vitest";
import { corporateActionBody } from "../../shared/contracts/corporate-actions";
import { buildCommsecTransactionsFile, type GeneratedCommsecFile } from "../../server/test/support/commsec-transactions-file";
import {
  BENCH_ACTION_VARIANTS,
  CLOSE_DAYS_BEFORE_TODAY,
  actionCounts,
  planBenchCorporateActions,
  scaledMix,
  type BenchActionPlan,
} from "./corporate-action-dataset";

const TODAY = "2026-12-02";
const file = buildCommsecTransactionsFile();
const plan = planBenchCorporateActions(file, scaledMix(200), { funds: 20, today: TODAY });
const CLOSING_TYPES = new Set(["TAKEOVER", "WORTHLESS"]);

/** Units of `symbol` held at the end of the day before `date`, from the file's trades. */
function heldBefore(source: GeneratedCommsecFile, symbol: string, date: string): number {
  return source.trades
    .filter((trade) => trade.symbol === symbol && trade.tradeDate < date)
    .reduce((units, trade) => units + (trade.type === "SELL" ? -1 : 1) * Number(trade.units), 0);
}

function checkLedger(source: GeneratedCommsecFile, checked: BenchActionPlan, funds: number) {
  const fundCodes = new Set([...source.codes].sort().slice(0, funds));
  const closedOn = new Map<string, string>();
  for (const action of checked.actions) {
    const { body, symbol } = action;
    expect(corporateActionBody.safeParse({ ...body, stockId: "00000000-0000-4000-8000-000000000000" }).success).toBe(true);
    const held = heldBefore(source, symbol, action.date);
    expect(held, `${symbol} ${body.type} ${action.date}`).toBeGreaterThanOrEqual(20);
    // Nothing on a holding after it closed.
    expect(closedOn.has(symbol), `${symbol} after it closed`).toBe(false);
    // No trade of the code from its first date to its last (pay, take-up, effective): the units entitled stay held.
    const dates = JSON.stringify(body)
      .match(/\d{4}-\d{2}-\d{2}/g)!
      .sort();
    const between = source.trades.filter((t) => t.symbol === symbol && t.tradeDate >= dates[0] && t.tradeDate <= dates.at(-1)!);
    expect(between).toEqual([]);
    if (CLOSING_TYPES.has(body.type)) {
      closedOn.set(symbol, action.date);
      expect(source.trades.some((t) => t.symbol === symbol && t.tradeDate >= action.date)).toBe(false);
      expect(fundCodes.has(symbol)).toBe(false);
    }
    if (body.type === "RIGHTS_ISSUE") {
      const [takenUp] = body.takenUp as { units: string }[];
      const [sold] = body.sold as { units: string }[];
      expect(Number(takenUp.units)).toBeGreaterThan(0);
      expect(Number(sold.units)).toBeGreaterThan(0);
      expect(Number(takenUp.units) + Number(sold.units)).toBeLessThanOrEqual(Math.floor(held / 4));
    }
    if (body.type === "CODE_CHANGE") expect(fundCodes.has(symbol)).toBe(false);
  }
  // The codes actions name are new to the ledger, one each.
  expect(new Set(checked.newCodes).size).toBe(checked.newCodes.length);
  for (const code of checked.newCodes) expect(source.codes).not.toContain(code);
}

// Generating the 10,000-trade file and checking 200 actions against it takes seconds on a busy machine.
describe("the bench trader's corporate actions", { timeout: 60_000 }, () => {
  it("are 200 of every type and variant, the way issue 46's bench item asks", () => {
    const counts = actionCounts(plan);
    expect(counts.total).toBe(200);
    expect(counts.by_type).toEqual({
      RETURN_OF_CAPITAL: 40,
      CODE_CHANGE: 10,
      DEMERGER: 20,
      IN_SPECIE_DIVIDEND: 20,
      TAKEOVER: 30,
      BONUS_ISSUE: 30,
      RIGHTS_ISSUE: 30,
      WORTHLESS: 20,
    });
    for (const variant of BENCH_ACTION_VARIANTS) expect(counts.by_variant[variant], variant).toBeGreaterThan(0);
    expect(counts.by_variant.demerger_with_capital_return).toBe(1);
    expect(plan.actions.filter((a) => a.body.status === "provisional")).toHaveLength(4);
    // Every code a demerger, an in-specie dividend, a scrip takeover or a code change names.
    expect(plan.newCodes).toHaveLength(70);
  });

  it("are ones the ledger accepts, on units held, closing a holding only after its last trade", () => {
    checkLedger(file, plan, 20);
  });

  it("close holdings only after the bench's newest dividend, and spread the rest over the file's years", () => {
    const earliest = new Date(Date.parse(`${TODAY}T00:00:00Z`) - CLOSE_DAYS_BEFORE_TODAY * 86_400_000).toISOString().slice(0, 10);
    for (const action of plan.actions.filter((a) => CLOSING_TYPES.has(a.body.type))) expect(action.date >= earliest).toBe(true);
    const years = new Set(plan.actions.filter((a) => !CLOSING_TYPES.has(a.body.type)).map((a) => a.date.slice(0, 4)));
    for (let year = 2010; year <= 2024; year++) expect(years, String(year)).toContain(String(year));
  });

  it("are the same on every run", () => {
    expect(planBenchCorporateActions(file, scaledMix(200), { funds: 20, today: TODAY })).toEqual(plan);
  });

  it("fit --quick's file and the 10-trade trader's", () => {
    const quick = buildCommsecTransactionsFile({ trades: 2_000, codes: 40 });
    const quickPlan = planBenchCorporateActions(quick, scaledMix(40), { funds: 20, today: TODAY });
    expect(Object.keys(actionCounts(quickPlan).by_type)).toHaveLength(8);
    checkLedger(quick, quickPlan, 20);
    const few = buildCommsecTransactionsFile({ trades: 10, codes: 5 });
    const fewPlan = planBenchCorporateActions(
      few,
      { return_of_capital: 1, demerger: 1, takeover_cash_and_scrip: 1 },
      { funds: 2, today: TODAY },
    );
    expect(fewPlan.actions).toHaveLength(3);
    checkLedger(few, fewPlan, 2);
  });
});
