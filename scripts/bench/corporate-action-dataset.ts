// The bench trader's corporate actions (issue 46, decision 069): 200 of every type among its 10,000
// trades (--quick: 40 among 2,000), placed where the ledger allows them and stored the way the app
// stores them, one POST /api/corporate-actions each (untimed, before the reads are timed).
// - An action falls in a quiet spell of its code: at least 40 days between two of its trades (or
//   after its last one) with at least 20 units held, so its entitlement is the units held after the
//   trade before, and its later dates (pay, take-up, effective) fall before the next trade.
// - A takeover and a worthless declaration close the holding: only on a code after its last trade,
//   and after the newest of the bench's dividends (storeBenchDividends: every stock, the newest paid
//   about 7 months ago, none of them on shares not held), never on one of the funds carrying tax
//   statements (the first 20 codes by symbol), which have one a year to the last.
// - Each code an action names for another company (demerged, paid in specie, acquirer, new code) is
//   one of the file's spare codes, never traded, with closes of its own (storeCloses).
// The plan is computed from the generated trades alone, deterministically, so the bench and
// scripts/ledger-read-profile.ts load the same actions.
import type pg from "pg";
import { corporateActionBody } from "../../shared/contracts/corporate-actions";
import type { GeneratedCommsecFile } from "../../server/test/support/commsec-transactions-file";
import type { SignedInClient } from "./bench-server";

export const BENCH_ACTION_VARIANTS = [
  "return_of_capital",
  "return_of_capital_above_cost_base",
  "code_change",
  "demerger",
  "demerger_provisional",
  "demerger_with_capital_return",
  "in_specie_dividend",
  "takeover_cash",
  "takeover_scrip",
  "takeover_cash_and_scrip",
  "bonus_issue",
  "bonus_issue_with_dividend",
  "rights_issue",
  "worthless_liquidator_declaration",
  "worthless_deregistered",
] as const;
export type BenchActionVariant = (typeof BENCH_ACTION_VARIANTS)[number];

/** The full bench's mix: 200 actions. */
export const BENCH_ACTION_MIX: Readonly<Record<BenchActionVariant, number>> = {
  return_of_capital: 32,
  return_of_capital_above_cost_base: 8,
  code_change: 10,
  demerger: 15,
  demerger_provisional: 4,
  demerger_with_capital_return: 1,
  in_specie_dividend: 20,
  takeover_cash: 10,
  takeover_scrip: 10,
  takeover_cash_and_scrip: 10,
  bonus_issue: 15,
  bonus_issue_with_dividend: 15,
  rights_issue: 30,
  worthless_liquidator_declaration: 10,
  worthless_deregistered: 10,
};

const CLOSING: ReadonlySet<BenchActionVariant> = new Set([
  "takeover_cash",
  "takeover_scrip",
  "takeover_cash_and_scrip",
  "worthless_liquidator_declaration",
  "worthless_deregistered",
]);
const NAMES_ANOTHER_CODE: ReadonlySet<BenchActionVariant> = new Set([
  "code_change",
  "demerger",
  "demerger_provisional",
  "demerger_with_capital_return",
  "in_specie_dividend",
  "takeover_scrip",
  "takeover_cash_and_scrip",
]);

/** The mix scaled to `total` actions, at least one of each variant. */
export function scaledMix(total: number): Record<BenchActionVariant, number> {
  const full = Object.values(BENCH_ACTION_MIX).reduce((sum, count) => sum + count, 0);
  return Object.fromEntries(
    BENCH_ACTION_VARIANTS.map((variant) => [variant, Math.max(1, Math.round((BENCH_ACTION_MIX[variant] * total) / full))]),
  ) as Record<BenchActionVariant, number>;
}

export interface PlannedAction {
  variant: BenchActionVariant;
  /** The head's code as the file trades it. */
  symbol: string;
  /** The date it takes effect (ex-date, effective date or declaration date), for ordering. */
  date: string;
  /** POST /api/corporate-actions's body without stockId. */
  body: Record<string, unknown> & { type: string };
}

export interface BenchActionPlan {
  actions: PlannedAction[];
  /** The spare codes the actions name (each needs closes). */
  newCodes: string[];
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const QUIET_DAYS = 40;
const LEAST_UNITS = 20;
const CLOSE_AFTER_DAYS = 60;
/** Closing actions come this many days before the day the bench runs, after its newest dividend (about 212 days before). */
export const CLOSE_DAYS_BEFORE_TODAY = 150;

interface Spell {
  /** The last trade day before it, and the first after it (null: none, the spell runs on). */
  from: number;
  to: number | null;
  units: number;
  /** The highest price the code traded at up to then. */
  highestPrice: number;
}

/** Each code's quiet spells with units held, oldest first. */
function spellsOf(file: GeneratedCommsecFile): Map<string, Spell[]> {
  const byCode = new Map<string, { day: number; delta: number; price: number }[]>();
  for (const trade of file.trades) {
    const list = byCode.get(trade.symbol) ?? [];
    list.push({ day: dayOf(trade.tradeDate), delta: (trade.type === "SELL" ? -1 : 1) * Number(trade.units), price: Number(trade.price) });
    byCode.set(trade.symbol, list);
  }
  const spells = new Map<string, Spell[]>();
  for (const [code, trades] of byCode) {
    trades.sort((a, b) => a.day - b.day);
    const own: Spell[] = [];
    let units = 0;
    let highestPrice = 0;
    trades.forEach((trade, index) => {
      units += trade.delta;
      highestPrice = Math.max(highestPrice, trade.price);
      const next = trades[index + 1]?.day ?? null;
      if (next === trade.day) return;
      if (units >= LEAST_UNITS && (next === null || next - trade.day >= QUIET_DAYS))
        own.push({ from: trade.day, to: next, units, highestPrice });
    });
    spells.set(code, own);
  }
  return spells;
}

const money = (value: number) => value.toFixed(2);

function bodyOf(variant: BenchActionVariant, spell: Spell, closing: number, newCode: string | null): PlannedAction["body"] {
  const ex = spell.from + 7;
  const at = (days: number) => isoOf(ex + days);
  const name = `${newCode} Holdings Limited`;
  switch (variant) {
    case "return_of_capital":
      return { type: "RETURN_OF_CAPITAL", exDate: at(0), payDate: at(14), amountPerShare: "0.25" };
    case "return_of_capital_above_cost_base":
      // More than any parcel's cost per unit (its highest price plus $20 of brokerage on one unit): a G1 gain.
      return { type: "RETURN_OF_CAPITAL", exDate: at(0), payDate: at(14), amountPerShare: money(Math.ceil(spell.highestPrice) + 20) };
    case "code_change":
      return { type: "CODE_CHANGE", effectiveDate: at(0), newSymbol: newCode, newName: name };
    case "demerger":
    case "demerger_provisional":
    case "demerger_with_capital_return":
      return {
        type: "DEMERGER",
        exDate: at(0),
        effectiveDate: at(7),
        newSymbol: newCode,
        newName: name,
        newSharesPerOld: "1:4",
        headCostBasePercent: "80",
        demergedCostBasePercent: "20",
        status: variant === "demerger_provisional" ? "provisional" : "confirmed",
        ...(variant === "demerger_with_capital_return" ? { capitalReturnPerShare: "0.10" } : {}),
      };
    case "in_specie_dividend":
      return {
        type: "IN_SPECIE_DIVIDEND",
        exDate: at(0),
        payDate: at(14),
        newSymbol: newCode,
        newName: name,
        sharesPerHeld: "1:5",
        marketValuePerShare: "4.50",
        frankingPercent: "100",
      };
    case "bonus_issue":
      return { type: "BONUS_ISSUE", exDate: at(0), bonusPerHeld: "1:10" };
    case "bonus_issue_with_dividend":
      return {
        type: "BONUS_ISSUE",
        exDate: at(0),
        issueDate: at(14),
        bonusPerHeld: "1:10",
        dividendPerShare: "1.20",
        frankingPercent: "100",
      };
    case "rights_issue": {
      const rights = Math.floor(spell.units / 4);
      const takenUp = Math.floor(rights / 2);
      const sold = rights - takenUp;
      return {
        type: "RIGHTS_ISSUE",
        exDate: at(0),
        rightsPerHeld: "1:4",
        pricePerShare: "1.50",
        takenUp: [{ date: at(14), units: String(takenUp) }],
        sold: [{ date: at(10), units: String(sold), proceeds: money(sold * 0.05) }],
      };
    }
    case "takeover_cash":
      return { type: "TAKEOVER", effectiveDate: isoOf(closing), cashPerShare: "12.00" };
    case "takeover_scrip":
    case "takeover_cash_and_scrip":
      return {
        type: "TAKEOVER",
        effectiveDate: isoOf(closing),
        cashPerShare: variant === "takeover_scrip" ? "0" : "2.00",
        acquirerSymbol: newCode,
        acquirerName: name,
        scripPerShare: "1:2",
        scripValuePerShare: "9.00",
      };
    case "worthless_liquidator_declaration":
      return { type: "WORTHLESS", date: isoOf(closing), kind: "liquidator_declaration" };
    case "worthless_deregistered":
      return { type: "WORTHLESS", date: isoOf(closing), kind: "deregistered" };
  }
}

const dateOfBody = (body: PlannedAction["body"]) => String(body.exDate ?? body.effectiveDate ?? body.date);

/**
 * Places `mix` on the file's ledger: the actions that leave a holding open spread over its years
 * (one per code in turn, in the quiet spell nearest its share of the years), then the closing ones
 * on the codes (not funds) held after their last trade, from the last code of the file back.
 * `funds` is how many codes, first by symbol, carry tax statements; `today` the day the bench runs.
 * Throws when the ledger has no room for the mix.
 */
export function planBenchCorporateActions(
  file: GeneratedCommsecFile,
  mix: Readonly<Partial<Record<BenchActionVariant, number>>>,
  options: { funds: number; today: string },
): BenchActionPlan {
  const { funds } = options;
  const earliestClose = dayOf(options.today) - CLOSE_DAYS_BEFORE_TODAY;
  const spells = spellsOf(file);
  const fundCodes = new Set([...file.codes].sort().slice(0, funds));
  const spare = [...file.spareCodes];
  const newCodes: string[] = [];
  const takeCode = () => {
    const code = spare.shift();
    if (!code) throw new Error("The file has no spare code left for a corporate action");
    newCodes.push(code);
    return code;
  };
  const variants = BENCH_ACTION_VARIANTS.flatMap((variant) => Array.from({ length: mix[variant] ?? 0 }, () => variant));
  // Round-robin over the variants, so every type spreads over the years.
  const queues = BENCH_ACTION_VARIANTS.filter((variant) => !CLOSING.has(variant)).map((variant) =>
    Array.from({ length: mix[variant] ?? 0 }, () => variant),
  );
  const interleaved: BenchActionVariant[] = [];
  while (queues.some((queue) => queue.length > 0)) for (const queue of queues) if (queue.length > 0) interleaved.push(queue.pop()!);
  const firstDay = Math.min(...[...spells.values()].flat().map((spell) => spell.from));
  const lastDay = Math.max(...[...spells.values()].flat().map((spell) => spell.from));
  const used = new Set<Spell>();
  const renamed = new Set<string>();
  const actions: PlannedAction[] = [];
  let codeIndex = 0;
  interleaved.forEach((variant, index) => {
    const target = firstDay + ((index + 0.5) / interleaved.length) * (lastDay - firstDay);
    for (let tried = 0; tried < file.codes.length; tried++) {
      const symbol = file.codes[codeIndex++ % file.codes.length];
      if (variant === "code_change" && (fundCodes.has(symbol) || renamed.has(symbol))) continue;
      const free = (spells.get(symbol) ?? []).filter((spell) => !used.has(spell));
      if (free.length === 0) continue;
      const spell = free.reduce((best, spell) => (Math.abs(spell.from - target) < Math.abs(best.from - target) ? spell : best));
      used.add(spell);
      if (variant === "code_change") renamed.add(symbol);
      const body = bodyOf(variant, spell, 0, NAMES_ANOTHER_CODE.has(variant) ? takeCode() : null);
      actions.push({ variant, symbol, date: dateOfBody(body), body });
      return;
    }
    throw new Error(`No code of the file has a quiet spell left for a ${variant}`);
  });
  const closingCodes = [...file.codes].reverse().filter((symbol) => !fundCodes.has(symbol) && spells.get(symbol)?.at(-1)?.to === null);
  const closing = variants.filter((variant) => CLOSING.has(variant));
  if (closingCodes.length < closing.length)
    throw new Error(
      `Only ${closingCodes.length} codes are held after their last trade, for ${closing.length} takeovers and worthless shares`,
    );
  closing.forEach((variant, index) => {
    const symbol = closingCodes[index];
    const last = spells.get(symbol)!.at(-1)!;
    const body = bodyOf(
      variant,
      last,
      Math.max(last.from + CLOSE_AFTER_DAYS, earliestClose),
      NAMES_ANOTHER_CODE.has(variant) ? takeCode() : null,
    );
    actions.push({ variant, symbol, date: dateOfBody(body), body });
  });
  actions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // Each body is one the shared contract accepts (a placeholder stock id: the user's is known on storing).
  for (const action of actions) corporateActionBody.parse({ ...action.body, stockId: "00000000-0000-4000-8000-000000000000" });
  return { actions, newCodes };
}

/** How many actions of each type and variant a plan holds: the bench report's `holdings_workload.corporate_actions`. */
export function actionCounts(plan: BenchActionPlan): {
  total: number;
  by_type: Record<string, number>;
  by_variant: Record<string, number>;
} {
  const byType: Record<string, number> = {};
  const byVariant: Record<string, number> = {};
  for (const action of plan.actions) {
    byType[action.body.type] = (byType[action.body.type] ?? 0) + 1;
    byVariant[action.variant] = (byVariant[action.variant] ?? 0) + 1;
  }
  return { total: plan.actions.length, by_type: byType, by_variant: byVariant };
}

/**
 * Stores the plan for the signed-in user (`email`), oldest first, one POST /api/corporate-actions
 * each, as the app's form saves an action; then follows the price jobs of the stocks the actions
 * added (decision 041) to their end, so none runs beside a timed read.
 */
export async function storeBenchCorporateActions(
  pool: pg.Pool,
  client: SignedInClient,
  email: string,
  plan: BenchActionPlan,
): Promise<void> {
  const { rows } = await pool.query<{ id: string; symbol: string }>(
    "select s.id, s.symbol from stocks s join users u on u.id = s.user_id where u.email = $1",
    [email],
  );
  const stockIds = new Map(rows.map((row) => [row.symbol, row.id]));
  for (const action of plan.actions) {
    const stockId = stockIds.get(action.symbol);
    if (!stockId) throw new Error(`The bench trader has no stock ${action.symbol}`);
    await client.post("/api/corporate-actions", { ...action.body, stockId });
  }
  // Followed to their end as the app's client follows a job (GET …/refresh-all/{id} claims a queued one).
  const { rows: jobs } = await pool.query<{ id: string }>(
    `select j.id from refresh_jobs j join users u on u.id = j.user_id where u.email = $1 and j.state in ('queued', 'running')`,
    [email],
  );
  for (const job of jobs)
    for (;;) {
      const { state } = JSON.parse(await client.get(`/api/stocks/refresh-all/${job.id}`)) as { state: string };
      if (state === "done" || state === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
}
