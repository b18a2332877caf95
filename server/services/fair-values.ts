// The user's stored fair values (every import's rows, superseded ones included) and deleting one.
import { FAIR_VALUE_MESSAGES, type FairValueView } from "@shared/contracts/fair-values";
import type { MessageResponse } from "@shared/contracts/responses";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { presentFairValue } from "../presenters/fair-values";
import { lockStocksForEvaluation } from "../storage/alert-evaluation";
import { deleteUserFairValue, findUserFairValueStock, listUserFairValues } from "../storage/fair-values";
import type { AlertEvaluator } from "./alert-evaluation";

export function createFairValueService(db: Database, alerts: AlertEvaluator) {
  return {
    async list(userId: string, batchId?: string): Promise<FairValueView[]> {
      return (await listUserFairValues(db, userId, batchId)).map(presentFairValue);
    },

    /** One transaction: the stock is locked first (as every alert evaluation takes it), the row goes, its alerts are evaluated. */
    async remove(userId: string, id: string): Promise<MessageResponse> {
      return db.transaction(async (tx) => {
        const notFound = () => new HttpError(404, "not_found", FAIR_VALUE_MESSAGES.notFound);
        const stockId = await findUserFairValueStock(tx, userId, id);
        if (!stockId) throw notFound();
        await lockStocksForEvaluation(tx, { stockIds: [stockId] });
        // Gone meanwhile (another delete, an undo): the same answer as a missing row.
        if (!(await deleteUserFairValue(tx, userId, id))) throw notFound();
        await alerts.evaluate(tx, { stockIds: [stockId] });
        return { message: FAIR_VALUE_MESSAGES.deleted };
      });
    },
  };
}

export type FairValueService = ReturnType<typeof createFairValueService>;
