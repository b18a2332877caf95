// A stock's price against its fair values over time (GET /api/stocks/:id/history). Two statements
// whatever the history's length, sent together; both are scoped by the caller's session, so another
// user's stock answers 404 exactly like a missing one (the same answer as ownership.ts gives, without
// a third statement to ask it). They may be sent before the session's own read has answered
// (middleware/session-scoped-reads.ts): the answer goes only to the user requireAuth found, and
// only if both statements saw that same user behind the session.
import type pg from "pg";
import { notSignedIn } from "../http-error";
import type { JsonText } from "../json-text";
import { presentFairValues, withDailyPrices, type PresentedFairValues } from "../presenters/valuation-history";
import { readDailyPricesJson, readStockFairValueMonths, type DailyPricesRead } from "../storage/valuation-history";
import { stockNotFound } from "./ownership";

interface FairValuesRead {
  sessionUserId: string | null;
  /** Undefined when the stock is not the session user's. */
  presented: PresentedFairValues | undefined;
}

/** A stock's history being read for a session: hand it to `answer` once the caller is known. */
export type HistoryReads = Promise<readonly [DailyPricesRead, FairValuesRead]>;

/** `pool`: the app's pg pool (the reads are named prepared statements; see storage/valuation-history.ts). */
export function createValuationHistoryService(pool: pg.Pool) {
  return {
    /** Sends both statements for the stock, scoped by the session `sessionId`. */
    startReads(sessionId: string, stockId: string): HistoryReads {
      // The fair values first: their statement is the shorter one, and they are presented as soon as
      // it answers, while the closes' is still running; sent second, they answered last and the
      // presenting came after both (0.1 ms of the request; docs/performance.md).
      const fairValues = readStockFairValueMonths(pool, sessionId, stockId).then(({ sessionUserId, stock }) => ({
        sessionUserId,
        presented: stock && presentFairValues(stock),
      }));
      const reads = Promise.all([readDailyPricesJson(pool, sessionId, stockId), fairValues] as const);
      // Started before the caller is known, the reads may never be asked for (a 401 answered
      // first): a failure then is nobody's to report. `answer` still sees it.
      reads.catch(() => undefined);
      return reads;
    },

    /** The stock's ValuationHistory (shared/contracts/valuation-history.ts), serialised, for the signed-in `userId`. */
    async answer(userId: string, reads: HistoryReads): Promise<JsonText> {
      const [prices, fairValues] = await reads;
      // The session ended (or changed hands) after requireAuth read it: nothing of it is shown.
      if (prices.sessionUserId !== userId || fairValues.sessionUserId !== userId) throw notSignedIn();
      if (!fairValues.presented) throw stockNotFound();
      return withDailyPrices(fairValues.presented, prices.prices);
    },
  };
}
