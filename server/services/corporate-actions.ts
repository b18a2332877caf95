// Corporate actions (issue 46, decision 059): list, add, change, delete, and the known actions to
// suggest. Every write locks the user's ledger, replays it with the change through the one refusal
// path (services/ledger.ts `refuseBrokenLedger`: 422 naming the action, nothing written) and answers
// the action's per-parcel preview; `dryRun` answers the preview and writes nothing. A code the body
// names (the demerged company, the acquirer, the shares paid in specie) is the user's stock of that
// code, added when they do not have one. A fixed number of statements, whatever the number of actions.
import { randomUUID } from "node:crypto";
import type { CorporateActionBody } from "@shared/contracts/corporate-actions";
import { corporateActionBody, corporateActionBodyProblem } from "@shared/contracts/corporate-actions";
import {
  CORPORATE_ACTION_MESSAGES,
  actionTitle,
  corporateActionBodyView,
  describeCorporateAction,
  type CorporateActionBodyView,
  type CorporateActionSuggestionsView,
  type CorporateActionView,
  type CorporateActionsView,
  type CorporateActionWriteView,
} from "@shared/contracts/corporate-action-views";
import type { MessageResponse } from "@shared/contracts/responses";
import { actionDate, actionParameterProblem } from "@shared/domain/corporate-actions";
import { KNOWN_ACTIONS, type KnownAction } from "@shared/domain/corporate-actions/known-actions";
import { suggestKnownActions } from "@shared/domain/corporate-actions/suggestions";
import { replayPositionSteps } from "@shared/domain/ledger";
import { sydneyDay } from "@shared/domain/months";
import type { Database, Executor } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import {
  deleteCorporateAction,
  insertCorporateAction,
  readCorporateActions,
  updateCorporateAction,
  type CorporateActionRecord,
} from "../storage/corporate-actions";
import { findStockBySymbol, insertStock } from "../storage/stocks";
import { lockLedger } from "../storage/trades";
import { otherCodeOf, storedBodyOf } from "@shared/contracts/corporate-action-stored";
import { ActionRefusedError, actionNameOf, bodyOfRecord, domainActionOf } from "./corporate-action-ledger";
import { actionPreview, ledgerChanges } from "./corporate-action-preview";
import { ledgerInput, loadLedger, refuseBrokenLedger, replayUserLedger, symbolsOfLedgers, type UserLedger } from "./ledger";
import { ownedStock } from "./ownership";
import { codeChangeFields, replacedCodeOf, syncStockCode, withReplacedCode } from "./stock-codes";
import type { AddedStockPrices } from "./refresh-jobs";

const notFound = () => new HttpError(404, "not_found", CORPORATE_ACTION_MESSAGES.notFound);

/** The database's own timestamp text (storage/corporate-actions.ts), so a new action orders as a stored one does. */
const timestampText = (date: Date) => date.toISOString().replace("Z", "000Z");

const DATE_FIELDS = ["exDate", "effectiveDate", "payDate", "date"] as const;

/** The known action an action's body is (same type, code and dates), if any: what makes a suggestion applied. */
function knownKeyOf(symbol: string, body: CorporateActionBodyView): string | null {
  const fields = body as unknown as Readonly<Record<string, unknown>>;
  const known = KNOWN_ACTIONS.find(
    (entry) =>
      entry.terms.type === body.type &&
      (entry.symbol === symbol || ("newSymbol" in body && entry.terms.newSymbol === body.newSymbol)) &&
      DATE_FIELDS.every((field) => entry.terms[field] === undefined || entry.terms[field] === fields[field]),
  );
  return known?.key ?? null;
}

export function presentCorporateAction(record: CorporateActionRecord): CorporateActionView {
  const body = bodyOfRecord(record);
  const view = corporateActionBodyView(body);
  return {
    id: record.id,
    type: record.type,
    stockId: record.stockId,
    symbol: record.symbol,
    date: actionDate(domainActionOf(record, body)),
    status: record.status,
    body: view,
    description: describeCorporateAction(view),
    knownKey: knownKeyOf(record.symbol, view),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const byDate = (a: CorporateActionView, b: CorporateActionView) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;

function suggestionBody(known: KnownAction, stockId: string): CorporateActionBodyView {
  return corporateActionBodyView(corporateActionBody.parse({ ...known.terms, stockId }));
}

/** A new stock's price until a refresh prices it: its new parcels' cost per unit (0 when it gets none). */
function placeholderPrice(parcels: CorporateActionWriteView["preview"]["parcels"], stockId: string): number {
  const own = parcels.filter((parcel) => parcel.stockId === stockId && parcel.after !== null);
  const units = own.reduce((sum, parcel) => sum + Number(parcel.after!.units), 0);
  const cost = own.reduce((sum, parcel) => sum + Number(parcel.after!.costBase), 0);
  return units > 0 ? Math.round((cost / units) * 10_000) / 10_000 : 0;
}

export function createCorporateActionService(deps: { db: Database; logger: Logger; now: () => Date; addedStocks: AddedStockPrices }) {
  const { db, logger, now, addedStocks } = deps;

  /** Replays the ledger with `record` in place of its stored version (if any): 422 naming what breaks, else the write's answer. */
  function checkedWrite(
    stored: UserLedger,
    record: CorporateActionRecord,
    body: CorporateActionBody,
    previous: CorporateActionRecord | undefined,
  ): { preview: CorporateActionWriteView["preview"]; changes?: CorporateActionWriteView["changes"] } {
    const action = domainActionOf(record, body);
    const name = actionNameOf(record, action);
    const problem = corporateActionBodyProblem(body) ?? actionParameterProblem(action);
    if (problem) throw new ActionRefusedError(record.id, name, problem.message);
    const changed: UserLedger = { ...stored, actions: [...(stored.actions ?? []).filter((row) => row.id !== record.id), record] };
    const doing = `${previous ? "Changing" : "Adding"} the ${actionTitle(name)}`;
    const after = refuseBrokenLedger(changed, { doing, actionId: record.id }, stored);
    const symbols = symbolsOfLedgers(stored, changed);
    const symbolOf = (stockId: string) => symbols.get(stockId) ?? "";
    const preview = actionPreview(ledgerInput(changed), action, symbolOf);
    if (!previous) return { preview };
    return { preview, changes: ledgerChanges(replayUserLedger(stored), after, symbolOf) };
  }

  async function write(
    tx: Executor,
    userId: string,
    body: CorporateActionBody,
    options: { dryRun: boolean; previous?: CorporateActionRecord },
  ): Promise<CorporateActionWriteView> {
    const { dryRun, previous } = options;
    await lockLedger(tx, userId);
    const stock = await ownedStock(tx, userId, body.stockId);
    const other = otherCodeOf(body);
    const found = other && (await findStockBySymbol(tx, userId, other.symbol));
    const otherStockId = other ? (found?.id ?? randomUUID()) : null;
    const stamp = timestampText(now());
    // A code change keeps the code and name it replaces, and renames the stock (services/stock-codes.ts, decision 065).
    const replaced = body.type === "CODE_CHANGE" ? await codeChangeFields(tx, userId, stock, body, previous, sydneyDay(now())) : null;
    const record: CorporateActionRecord = {
      id: previous?.id ?? randomUUID(),
      stockId: stock.id,
      symbol: stock.symbol,
      otherStockId,
      otherSymbol: other?.symbol ?? null,
      type: body.type,
      ...withReplacedCode(storedBodyOf(body), replaced),
      createdAt: previous?.createdAt ?? stamp,
      updatedAt: stamp,
    };
    const scope = [
      stock.id,
      ...(found ? [found.id] : []),
      ...(previous ? [previous.stockId, previous.otherStockId ?? previous.stockId] : []),
    ];
    const stored = await loadLedger(tx, userId, scope);
    const answer = checkedWrite(stored, record, body, previous);
    if (dryRun) return { action: null, ...answer };
    if (other && !found) {
      const inserted = await insertStock(tx, {
        id: otherStockId!,
        userId,
        symbol: other.symbol,
        name: other.name,
        lastPrice: placeholderPrice(answer.preview.parcels, otherStockId!),
        isPortfolio: true,
      });
      // Added meanwhile by another request (the ledger lock does not cover stocks): the preview named another id.
      if (!inserted) throw new HttpError(409, "conflict", `${other.symbol} was added meanwhile: save the action again`);
      // Its price is the placeholder until its job fetches the market's (decision 041).
      await addedStocks.queue(tx, userId, [inserted.id]);
    }
    const row = { stockId: record.stockId, otherStockId, type: record.type, body: record.body, status: record.status };
    if (previous) await updateCorporateAction(tx, userId, record.id, row);
    else await insertCorporateAction(tx, { ...row, id: record.id, userId, createdAt: record.createdAt });
    if (replaced || previous?.type === "CODE_CHANGE")
      await syncStockCode(tx, userId, stock, previous ? replacedCodeOf(previous.body) : null);
    const written = (await readCorporateActions(tx, userId, { id: record.id }))[0];
    logger.info(previous ? "Corporate action changed" : "Corporate action added", { userId, actionId: record.id, type: record.type });
    return { action: presentCorporateAction(written), ...answer };
  }

  async function storedAction(tx: Executor, userId: string, id: string): Promise<CorporateActionRecord> {
    const [record] = await readCorporateActions(tx, userId, { id });
    if (!record) throw notFound();
    return record;
  }

  return {
    /** Oldest first; `stockId` keeps the actions of that stock, as the head or as the code it made. One or two statements. */
    async list(userId: string, query: { stockId?: string }): Promise<CorporateActionsView> {
      // Another user's stock answers as a missing one, as every list filtered by a stock does.
      if (query.stockId !== undefined) await ownedStock(db, userId, query.stockId);
      const records = await readCorporateActions(db, userId, query);
      return { actions: records.map(presentCorporateAction).sort(byDate) };
    },

    create(userId: string, body: CorporateActionBody, dryRun: boolean): Promise<CorporateActionWriteView> {
      return db.transaction((tx) => write(tx, userId, body, { dryRun }));
    },

    /** The whole body again (the form sends it all); confirming a provisional demerger answers what changed. */
    update(userId: string, id: string, body: CorporateActionBody, dryRun: boolean): Promise<CorporateActionWriteView> {
      return db.transaction(async (tx) => write(tx, userId, body, { dryRun, previous: await storedAction(tx, userId, id) }));
    },

    /** Refused when a later event needs it (a sale of the demerged shares): 422 naming both. */
    async remove(userId: string, id: string): Promise<MessageResponse> {
      await db.transaction(async (tx) => {
        await lockLedger(tx, userId);
        const record = await storedAction(tx, userId, id);
        const stored = await loadLedger(tx, userId, [record.stockId, ...(record.otherStockId ? [record.otherStockId] : [])]);
        const name = actionNameOf(record, domainActionOf(record, bodyOfRecord(record)));
        const changed = { ...stored, actions: (stored.actions ?? []).filter((row) => row.id !== id) };
        refuseBrokenLedger(changed, { doing: `Deleting the ${actionTitle(name)}` }, stored);
        await deleteCorporateAction(tx, userId, id);
        // A deleted code change gives the stock back the code before it (services/stock-codes.ts).
        if (record.type === "CODE_CHANGE")
          await syncStockCode(tx, userId, { id: record.stockId, symbol: record.symbol }, replacedCodeOf(record.body));
        logger.info("Corporate action deleted", { userId, actionId: id });
      });
      return { message: CORPORATE_ACTION_MESSAGES.deleted };
    },

    /** The known actions that touched a holding on their entitlement date and are not applied yet, oldest first. */
    async suggestions(userId: string): Promise<CorporateActionSuggestionsView> {
      const ledger = await loadLedger(db, userId);
      const steps = replayPositionSteps(ledgerInput(ledger));
      const symbols = symbolsOfLedgers(ledger);
      const stocks = [...steps].map(([stockId, stockSteps]) => ({ stockId, symbol: symbols.get(stockId) ?? "", steps: stockSteps }));
      const applied = new Set(
        (ledger.actions ?? []).map((record) => presentCorporateAction(record).knownKey).filter((key) => key !== null),
      );
      const suggestions = suggestKnownActions(KNOWN_ACTIONS, stocks, applied).map(({ known, stockId, unitsHeld }) => ({
        key: known.key,
        stockId,
        symbol: symbols.get(stockId) ?? known.symbol,
        type: known.terms.type,
        title: known.title,
        entitlementDate: known.entitlementDate,
        unitsHeld,
        sources: known.sources.map((source) => ({ ...source })),
        notes: [...known.notes],
        body: suggestionBody(known, stockId),
      }));
      return { suggestions };
    },
  };
}
