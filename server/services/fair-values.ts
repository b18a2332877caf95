// The user's stored fair values (every import's rows, superseded ones included) and deleting one.
import { FAIR_VALUE_MESSAGES, type FairValueView } from "@shared/contracts/fair-values";
import type { MessageResponse } from "@shared/contracts/responses";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import { presentFairValue } from "../presenters/fair-values";
import { deleteUserFairValue, listUserFairValues } from "../storage/fair-values";

export function createFairValueService(db: Database) {
  return {
    async list(userId: string, batchId?: string): Promise<FairValueView[]> {
      return (await listUserFairValues(db, userId, batchId)).map(presentFairValue);
    },

    async remove(userId: string, id: string): Promise<MessageResponse> {
      if (!(await deleteUserFairValue(db, userId, id))) throw new HttpError(404, "not_found", FAIR_VALUE_MESSAGES.notFound);
      return { message: FAIR_VALUE_MESSAGES.deleted };
    },
  };
}

export type FairValueService = ReturnType<typeof createFairValueService>;
