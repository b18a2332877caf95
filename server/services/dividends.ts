// Dividends by hand (issue 31): list, add, edit (confirming is an edit that fills franking and pay
// date), delete, and the upcoming-and-recent calendar. Every write runs in one transaction holding
// the user's ledger lock; a change to a reinvestment replays the ledger and is refused (422, nothing
// written) when a later sale would be left short. Another user's dividend or stock is 404.
import {
  DIVIDEND_MESSAGES,
  dividendExistsMessage,
  dividendRuleProblem,
  type CalendarStock,
  type CreateDividendInput,
  type DividendCalendarView,
  type DividendFields,
  type DividendView,
  type DividendsQuery,
  type DividendsView,
  type UpdateDividendInput,
} from "@shared/contracts/dividends";
import { IMPORT_MESSAGES } from "@shared/contracts/imports";
import { encodeDividendCursor, pageOf } from "@shared/contracts/paging";
import type { MessageResponse } from "@shared/contracts/responses";
import { addYears, estimateNextExDates, financialYearRange, positionAtEndOf, replayPositionSteps } from "@shared/domain/ledger";
import { sydneyDay } from "@shared/domain/months";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import {
  deleteDividendRow,
  insertDividend,
  readDividendForUpdate,
  readDividendPage,
  readDividends,
  readMarketDividends,
  readUserStock,
  updateDividendRow,
  type DividendRecordRow,
} from "../storage/dividends";
import { findBatch } from "../storage/import-batches";
import { lockLedger } from "../storage/trades";
import { stockActionIncomeLines } from "./action-income";
import { heldUnits, presentDividend, refuseBadFigures, resolveUnits, storedFields, withUnits, type HeldUnits } from "./dividend-ledger";
import { ledgerInput, loadLedger, refuseBrokenLedger, replayUserLedger } from "./ledger";

export const dividendNotFound = () => new HttpError(404, "not_found", DIVIDEND_MESSAGES.notFound);
const invalid = (message: string) => new HttpError(400, "validation_failed", message);

/** The recent ex-dates the calendar shows per stock. */
const RECENT_EX_DATES = 2;

async function readOwnDividend(tx: Executor, userId: string, id: string): Promise<DividendRecordRow> {
  const row = await readDividendForUpdate(tx, userId, id);
  if (!row) throw dividendNotFound();
  return row;
}

export function createDividendService(deps: { db: Database; logger: Logger; now: () => Date }) {
  const { db, logger, now } = deps;

  /** The written dividend; its units from `held` (its own reinvestment, on or after its ex-date, never counts in them). */
  async function readBack(tx: Executor, userId: string, id: string, held: HeldUnits): Promise<DividendView> {
    const [row] = withUnits([await readOwnDividend(tx, userId, id)], held.positions());
    return presentDividend(row);
  }

  return {
    /**
     * Newest ex-date first; `fy` keeps one financial year of income dates (pay date, else ex-date),
     * `stockId` one stock, `status` the estimates or the confirmed ones. Each dividend's units as the
     * ledger stands (one replay), and with `stockId` the income its corporate actions paid (from the same replay).
     */
    async list(userId: string, query: DividendsQuery): Promise<DividendsView> {
      const { fy, stockId, batchId, status, limit, cursor } = query;
      const stock = stockId === undefined ? undefined : await readUserStock(db, userId, stockId);
      if (stockId !== undefined && !stock) throw new HttpError(404, "not_found", DIVIDEND_MESSAGES.stockNotFound);
      if (batchId !== undefined && !(await findBatch(db, userId, batchId)))
        throw new HttpError(404, "not_found", IMPORT_MESSAGES.batchNotFound);
      const stockIds = stockId === undefined ? undefined : [stockId];
      const ledger = await loadLedger(db, userId, stockIds);
      const { positions, income } = replayUserLedger(ledger);
      // The stock's dividends its corporate actions paid, read-only beside the stored ones (decision 077).
      const actionLines = stock && batchId === undefined && status !== "estimated" && cursor === undefined;
      const actionIncome = actionLines ? stockActionIncomeLines(income, stock, ledger.actions ?? [], fy) : [];
      const read = await readDividendPage(
        db,
        userId,
        { stockIds, batchId, status, paidBetween: fy === undefined ? undefined : financialYearRange(fy) },
        { after: cursor, rows: limit + 1 },
      );
      const page = pageOf(read.rows, limit, encodeDividendCursor);
      const dividends = withUnits(page.rows, positions).map(presentDividend);
      return { dividends, estimated: read.estimated, nextCursor: page.nextCursor, actionIncome };
    },

    async create(userId: string, input: CreateDividendInput): Promise<DividendView> {
      return db.transaction(async (tx) => {
        // The lock before the stock is read: a delete of the stock waits, or has gone first (services/stocks.ts).
        await lockLedger(tx, userId);
        const stock = await readUserStock(tx, userId, input.stockId);
        if (!stock) throw new HttpError(404, "not_found", DIVIDEND_MESSAGES.stockNotFound);
        const ledger = await loadLedger(tx, userId, [stock.id]);
        const held = heldUnits(ledger);
        const row = refuseBadFigures(storedFields(stock.id, input, resolveUnits(ledger, held, stock, input)));
        const id = await insertDividend(tx, { ...row, userId, source: "manual", batchId: null });
        if (id === null) throw new HttpError(409, "conflict", dividendExistsMessage(stock.symbol, input.exDate));
        logger.info("Dividend added", { userId, dividendId: id, stockId: stock.id });
        return readBack(tx, userId, id, held);
      });
    },

    /** Merges the edit with the stored dividend; units not overridden follow a new ex-date. */
    async update(userId: string, id: string, input: UpdateDividendInput): Promise<DividendView> {
      return db.transaction(async (tx) => {
        await lockLedger(tx, userId);
        const stored = await readOwnDividend(tx, userId, id);
        const merged: DividendFields = {
          exDate: input.exDate ?? stored.exDate,
          payDate: input.payDate === undefined ? stored.payDate : input.payDate,
          amountPerShare: input.amountPerShare ?? stored.amountPerShare,
          frankingPercent: input.frankingPercent === undefined ? stored.frankingPercent : input.frankingPercent,
          companyTaxRate: input.companyTaxRate ?? stored.companyTaxRate,
          units: input.units === undefined ? (stored.unitsOverridden ? stored.units : null) : input.units,
          drpUnits: input.drpUnits === undefined ? stored.drpUnits : input.drpUnits,
          drpPrice: input.drpPrice === undefined ? stored.drpPrice : input.drpPrice,
          note: input.note === undefined ? stored.note : input.note,
        };
        const problem = dividendRuleProblem(merged);
        if (problem) throw invalid(problem);
        const ledger = await loadLedger(tx, userId, [stored.stockId]);
        const stock = { id: stored.stockId, symbol: stored.symbol };
        // The dividend's own reinvestment is acquired on or after its ex-date: it never counts in its units.
        const row = refuseBadFigures(storedFields(stored.stockId, merged, resolveUnits(ledger, heldUnits(ledger), stock, merged)));
        if (merged.exDate !== stored.exDate) {
          const others = await readDividends(tx, userId, { stockIds: [stored.stockId] });
          if (others.some((other) => other.id !== id && other.exDate === merged.exDate))
            throw new HttpError(409, "conflict", dividendExistsMessage(stored.symbol, merged.exDate));
        }
        const edited = { ...stored, ...row };
        const rest = ledger.dividends.filter((other) => other.id !== id);
        const changed = { ...ledger, dividends: [...rest, ...(edited.drpUnits === null && !edited.unitsOverridden ? [] : [edited])] };
        // The dividend's own units are the user's to give: only the others are checked against the change.
        refuseBrokenLedger(changed, { doing: "Changing this dividend" }, { ...ledger, dividends: rest });
        await updateDividendRow(tx, userId, id, row);
        return readBack(tx, userId, id, heldUnits(changed));
      });
    },

    async remove(userId: string, id: string): Promise<MessageResponse> {
      return db.transaction(async (tx) => {
        await lockLedger(tx, userId);
        const stored = await readOwnDividend(tx, userId, id);
        if (stored.drpUnits !== null) {
          const ledger = await loadLedger(tx, userId, [stored.stockId]);
          const changed = { ...ledger, dividends: ledger.dividends.filter((other) => other.id !== id) };
          refuseBrokenLedger(changed, { doing: "Deleting this dividend" }, ledger);
        }
        await deleteDividendRow(tx, userId, id);
        logger.info("Dividend deleted", { userId, dividendId: id });
        return { message: DIVIDEND_MESSAGES.deleted };
      });
    },

    /**
     * Per stock held today: the last ex-dates of the past year and the next ones expected (last
     * year's, one year on), from the user's dividends and the market data's. Four statements.
     */
    async calendar(userId: string): Promise<DividendCalendarView> {
      const today = sydneyDay(now());
      const ledger = await loadLedger(db, userId);
      const positions = replayPositionSteps(ledgerInput(ledger));
      const symbols = new Map(ledger.trades.map((trade) => [trade.stockId, trade.symbol]));
      const held = [...symbols].filter(([stockId]) => positionAtEndOf(positions.get(stockId), today).units !== "0");
      const since = addYears(today, -1);
      const market = await readMarketDividends(
        db,
        held.map(([, symbol]) => symbol),
        since,
      );
      const own = await readDividends(db, userId, { stockIds: held.map(([stockId]) => stockId) });
      const stocks: CalendarStock[] = held
        .map(([stockId, symbol]) => {
          // The user's own amount wins over the market data's for the same ex-date.
          const amounts = new Map<string, string>();
          for (const row of market) if (row.symbol === symbol) amounts.set(row.exDate, row.amount);
          for (const row of own) if (row.stockId === stockId && row.exDate > since) amounts.set(row.exDate, row.amountPerShare);
          const past = [...amounts.keys()].filter((date) => date <= today).sort();
          return {
            stockId,
            symbol,
            recent: past
              .slice(-RECENT_EX_DATES)
              .reverse()
              .map((exDate) => ({ exDate, amountPerShare: amounts.get(exDate)! })),
            upcoming: estimateNextExDates(past, today).map((next) => ({ ...next, amountPerShare: amounts.get(next.basedOn)! })),
          };
        })
        .sort((a, b) => a.symbol.localeCompare(b.symbol));
      return { stocks };
    },
  };
}
