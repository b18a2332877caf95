// Stored corporate actions as the ledger's replay reads them (issue 46, decision 059): each row's body
// read back through its contract into the domain's action, and that action's replay events, each
// wrapped so that a refusal names the action ("WES demerger on 28 Nov 2018: …") wherever the replay
// runs. The ledger of some stocks takes in every stock an action links them to, so a demerged
// company's parcels are never read without the head's.
import { corporateActionBody, corporateActionOf, type CorporateActionBody } from "@shared/contracts/corporate-actions";
import { actionRefusalMessage } from "@shared/contracts/corporate-action-views";
import { CorporateActionRefused, actionDate, ledgerActionsOf, type CorporateAction } from "@shared/domain/corporate-actions";
import type { LedgerAction } from "@shared/domain/ledger/events";
import { HttpError } from "../http-error";
import type { CorporateActionRecord } from "../storage/corporate-actions";

/** How a message names an action: its head's code, its type and the date it takes effect. */
export interface ActionName {
  symbol: string;
  type: CorporateActionRecord["type"];
  date: string;
}

/** A replay refused a stored (or proposed) action: 422 naming it. `reason` is the domain's sentence. */
export class ActionRefusedError extends HttpError {
  constructor(
    readonly actionId: string,
    readonly action: ActionName,
    readonly reason: string,
  ) {
    super(422, "ledger_refused", actionRefusalMessage(action, reason));
  }
}

/** The record's POST body, checked by the contract as a new one is (a row that no longer parses is a bug: it throws). */
export function bodyOfRecord(record: Pick<CorporateActionRecord, "type" | "stockId" | "body">): CorporateActionBody {
  return corporateActionBody.parse({ ...record.body, type: record.type, stockId: record.stockId });
}

export function domainActionOf(
  record: Pick<CorporateActionRecord, "id" | "symbol" | "otherStockId">,
  body: CorporateActionBody,
): CorporateAction {
  return corporateActionOf(body, {
    id: record.id,
    symbol: record.symbol,
    stockIdOf: (symbol) => {
      if (record.otherStockId === null) throw new Error(`Corporate action ${record.id} names ${symbol} without its stock`);
      return record.otherStockId;
    },
  });
}

export function actionNameOf(record: Pick<CorporateActionRecord, "symbol" | "type">, action: CorporateAction): ActionName {
  return { symbol: record.symbol, type: record.type, date: actionDate(action) };
}

/** A replay event whose refusal is an ActionRefusedError naming the action. */
function named(event: LedgerAction, actionId: string, name: ActionName): LedgerAction {
  return {
    ...event,
    transform: (context) => {
      try {
        return event.transform(context);
      } catch (error) {
        if (error instanceof CorporateActionRefused) throw new ActionRefusedError(actionId, name, error.message);
        throw error;
      }
    },
  };
}

/**
 * A stored action read once: its domain action and its replay events, kept by its id with the text of
 * every field they are made from. The same text makes the same action and events (the contract's parse,
 * the domain action and the events' transforms are pure), so each read after the first — the ledger
 * input's and the returns' flows' (services/returns.ts) — skips the contract's zod parse of every stored
 * action (decisions 073 and 075). An edited action (body, code, status, dates) has other text and is
 * parsed again. The replay and the flows only read what is kept.
 */
interface ParsedRecord {
  text: string;
  action: CorporateAction;
  events: readonly LedgerAction[];
}
const parsedRecords = new Map<string, ParsedRecord>();
/** Past this many records (many accounts' actions) the memo starts again: it is memory, not state. */
const EVENTS_MEMO_LIMIT = 20_000;

function recordText(record: CorporateActionRecord): string {
  const { stockId, symbol, otherStockId, type, status, body, createdAt, updatedAt } = record;
  return JSON.stringify([stockId, symbol, otherStockId, type, status, createdAt, updatedAt, body]);
}

function parsedRecord(record: CorporateActionRecord): ParsedRecord {
  const text = recordText(record);
  const known = parsedRecords.get(record.id);
  if (known?.text === text) return known;
  const action = domainActionOf(record, bodyOfRecord(record));
  const name = actionNameOf(record, action);
  const events = ledgerActionsOf(action, record.createdAt).map((event) => named(event, record.id, name));
  if (parsedRecords.size >= EVENTS_MEMO_LIMIT) parsedRecords.clear();
  const parsed = { text, action, events };
  parsedRecords.set(record.id, parsed);
  return parsed;
}

/** The stored action's domain action. */
export function domainActionOfRecord(record: CorporateActionRecord): CorporateAction {
  return parsedRecord(record).action;
}

/** One stored action's replay events (the same objects for the same record text). */
export function ledgerEventsOfRecord(record: CorporateActionRecord): LedgerAction[] {
  return [...parsedRecord(record).events];
}

/**
 * `stockIds` and every stock an action links to them, through any chain of actions (a demerged
 * company's own demerger included): the stocks whose ledger must be read together.
 */
export function linkedStockIds(stockIds: readonly string[], records: readonly CorporateActionRecord[]): string[] {
  const linked = new Set(stockIds);
  const links = records.filter((record) => record.otherStockId !== null);
  let grew = links.length > 0;
  while (grew) {
    grew = false;
    for (const { stockId, otherStockId } of links) {
      const head = linked.has(stockId);
      if (head === linked.has(otherStockId!)) continue;
      linked.add(head ? otherStockId! : stockId);
      grew = true;
    }
  }
  return [...linked];
}
