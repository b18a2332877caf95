// Annual tax statements (issue 47): list with each one's reconciliation and each fund's years, add,
// edit, delete. A statement needs units of its fund held in its year (the replay's positions), one
// per fund and year; its own rules (statementProblems) hold after every edit. Every figure it moves
// (income, trust capital gains, cost base) is derived on read from the stored statement. A fixed
// number of statements per request, whatever the number of statements or dividends.
import type { MessageResponse } from "@shared/contracts/responses";
import {
  TAX_STATEMENT_MESSAGES,
  notHeldInYearMessage,
  statementExistsMessage,
  type CreateTaxStatementInput,
  type FundYearView,
  type TaxStatementView,
  type TaxStatementsView,
  type UpdateTaxStatementInput,
} from "@shared/contracts/tax-statements";
import { dividendCash, toCents, type ReplayResult } from "@shared/domain/ledger";
import { dec } from "@shared/domain/ledger/decimal";
import {
  STATEMENT_AMOUNT_FIELDS,
  costBaseAdjustment,
  distributionFinancialYear,
  heldInFinancialYear,
  isAmit,
  reconcile,
  statementProblems,
  type StatementAmounts,
} from "@shared/domain/tax/statements";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import { readDividends } from "../storage/dividends";
import {
  deleteTaxStatementRow,
  insertTaxStatements,
  readTaxStatementForUpdate,
  readTaxStatements,
  updateTaxStatementRow,
  type TaxStatementRecord,
} from "../storage/tax-statements";
import { lockLedger } from "../storage/trades";
import { onUnitsHeld, withUnits } from "./dividend-ledger";
import { loadLedger, replayUserLedger } from "./ledger";
import { ownedStock } from "./ownership";

const notFound = () => new HttpError(404, "not_found", TAX_STATEMENT_MESSAGES.notFound);

/** Each fund's cash distributions (their ids, and cash to cents as paid) by "stockId|fy" of their entitlement. */
export type DistributionCash = Map<string, { id: string; cash: string }[]>;

/** The distributions of `stockIds` with their units as the ledger stands, by fund and entitlement year. */
export async function readDistributionCash(
  db: Executor,
  userId: string,
  stockIds: readonly string[],
  positions: ReplayResult["positions"],
): Promise<DistributionCash> {
  const byYear: DistributionCash = new Map();
  if (stockIds.length === 0) return byYear;
  const held = withUnits(await readDividends(db, userId, { stockIds }), positions).filter(onUnitsHeld);
  for (const row of held.sort((a, b) => a.exDate.localeCompare(b.exDate))) {
    const key = `${row.stockId}|${distributionFinancialYear(row.exDate)}`;
    const distribution = { id: row.id, cash: toCents(dividendCash(row)) };
    const list = byYear.get(key);
    if (list) list.push(distribution);
    else byYear.set(key, [distribution]);
  }
  return byYear;
}

const amountsOf = (record: StatementAmounts): StatementAmounts =>
  Object.fromEntries(
    STATEMENT_AMOUNT_FIELDS.map((field) => [field, record[field] === null ? null : toCents(record[field])]),
  ) as unknown as StatementAmounts;

export function presentStatement(record: TaxStatementRecord, cash: DistributionCash): TaxStatementView {
  const amounts = amountsOf(record);
  const distributions = cash.get(`${record.stockId}|${record.fy}`) ?? [];
  const reconciliation = reconcile(
    amounts.cashDistribution,
    distributions.map((distribution) => distribution.cash),
  );
  const difference = toCents(reconciliation.difference);
  return {
    id: record.id,
    stockId: record.stockId,
    symbol: record.symbol,
    fy: record.fy,
    ...amounts,
    note: record.note,
    amit: isAmit(amounts),
    costBaseAdjustment: toCents(costBaseAdjustment(amounts)),
    grossedUpCapitalGains: toCents(dec(amounts.discountedCapitalGains).times(2)),
    reconciliation: {
      statementCash: toCents(reconciliation.statementCash),
      distributionsCash: toCents(reconciliation.distributionsCash),
      difference,
      distributions: reconciliation.distributions,
      distributionIds: distributions.map((distribution) => distribution.id),
      agrees: difference === "0.00",
    },
    createdAt: record.createdAt,
  };
}

/** Each fund with a statement, in each year it has one or a distribution: confirmed or estimated. */
function fundYears(statements: readonly TaxStatementRecord[], cash: DistributionCash): FundYearView[] {
  const symbols = new Map(statements.map((statement) => [statement.stockId, statement.symbol]));
  const byKey = new Map(statements.map((statement) => [`${statement.stockId}|${statement.fy}`, statement]));
  const keys = new Set([...byKey.keys(), ...[...cash.keys()].filter((key) => symbols.has(key.split("|")[0]))]);
  return [...keys]
    .map((key) => {
      const [stockId, fy] = key.split("|");
      const statement = byKey.get(key);
      return {
        stockId,
        symbol: symbols.get(stockId)!,
        fy: Number(fy),
        status: statement ? ("confirmed" as const) : ("estimated" as const),
        statementId: statement?.id ?? null,
        distributions: cash.get(key)?.length ?? 0,
      };
    })
    .sort((a, b) => b.fy - a.fy || a.symbol.localeCompare(b.symbol));
}

/** 400 naming the statement's first contradiction, if it has one. */
function refuseProblems(amounts: StatementAmounts): void {
  const problem = statementProblems(amounts)[0];
  if (problem) throw new HttpError(400, "validation_failed", problem);
}

/** 422 unless some units of the fund were held in the year. */
export function refuseNotHeld(replay: ReplayResult, stock: { id: string; symbol: string }, fy: number): void {
  if (!heldInFinancialYear(replay.positions.get(stock.id), fy))
    throw new HttpError(422, "ledger_refused", notHeldInYearMessage(stock.symbol, fy));
}

export function createTaxStatementService(deps: { db: Database; logger: Logger }) {
  const { db, logger } = deps;

  async function readBack(tx: Executor, userId: string, id: string): Promise<TaxStatementView> {
    const record = (await readTaxStatements(tx, userId)).find((statement) => statement.id === id)!;
    const { positions } = replayUserLedger(await loadLedger(tx, userId, [record.stockId]));
    return presentStatement(record, await readDistributionCash(tx, userId, [record.stockId], positions));
  }

  return {
    /** Newest year first; `fy` keeps one year's statements (the funds' years are every year's). Seven statements. */
    async list(userId: string, query: { fy?: number }): Promise<TaxStatementsView> {
      const all = await readTaxStatements(db, userId);
      const stockIds = [...new Set(all.map((statement) => statement.stockId))];
      const { positions } = replayUserLedger(await loadLedger(db, userId, stockIds));
      const cash = await readDistributionCash(db, userId, stockIds, positions);
      const shown = query.fy === undefined ? all : all.filter((statement) => statement.fy === query.fy);
      return { statements: shown.map((record) => presentStatement(record, cash)), funds: fundYears(all, cash) };
    },

    async create(userId: string, input: CreateTaxStatementInput): Promise<TaxStatementView> {
      return db.transaction(async (tx) => {
        const stock = await ownedStock(tx, userId, input.stockId);
        await lockLedger(tx, userId);
        refuseNotHeld(replayUserLedger(await loadLedger(tx, userId, [stock.id])), stock, input.fy);
        const [id] = await insertTaxStatements(tx, [{ ...input, userId, batchId: null }]);
        if (id === undefined) throw new HttpError(409, "conflict", statementExistsMessage(stock.symbol, input.fy));
        logger.info("Tax statement added", { userId, statementId: id, stockId: stock.id, fy: input.fy });
        return readBack(tx, userId, id);
      });
    },

    /** Merges the edit with the stored statement and checks the statement's rules on the result. */
    async update(userId: string, id: string, input: UpdateTaxStatementInput): Promise<TaxStatementView> {
      return db.transaction(async (tx) => {
        const stored = await readTaxStatementForUpdate(tx, userId, id);
        if (!stored) throw notFound();
        const merged = { ...stored, ...input };
        refuseProblems(merged);
        await updateTaxStatementRow(tx, userId, id, merged);
        return readBack(tx, userId, id);
      });
    },

    async remove(userId: string, id: string): Promise<MessageResponse> {
      if (!(await deleteTaxStatementRow(db, userId, id))) throw notFound();
      logger.info("Tax statement deleted", { userId, statementId: id });
      return { message: TAX_STATEMENT_MESSAGES.deleted };
    },
  };
}
