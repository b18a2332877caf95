// Data History: /api/fair-values, /api/shareholders and /api/journal (spec section 7). Each router is
// mounted behind requireAuth; the service scopes every read and delete to the signed-in user.
import { Router } from "express";
import { fairValueIdParams, fairValuesQuery, journalEntryIdParams, shareholderIdParams, type FairValuesQuery } from "@shared/contracts/history";
import { currentUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import type { HistoryService } from "../services/history";

export function fairValuesRouter(history: HistoryService) {
  const router = Router();
  router.get("/", validate({ query: fairValuesQuery }), async (req, res) => {
    res.json(await history.listFairValues(currentUser(req).id, (req.query as FairValuesQuery).batchId));
  });
  router.delete("/:id", validate({ params: fairValueIdParams }), async (req, res) => {
    res.json(await history.deleteFairValue(currentUser(req).id, String(req.params.id)));
  });
  return router;
}

export function shareholdersRouter(history: HistoryService) {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await history.listShareholders(currentUser(req).id));
  });
  router.delete("/:id", validate({ params: shareholderIdParams }), async (req, res) => {
    res.json(await history.deleteShareholder(currentUser(req).id, String(req.params.id)));
  });
  return router;
}

export function journalRouter(history: HistoryService) {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await history.listJournal(currentUser(req).id));
  });
  router.delete("/:id", validate({ params: journalEntryIdParams }), async (req, res) => {
    res.json(await history.deleteJournalEntry(currentUser(req).id, String(req.params.id)));
  });
  return router;
}
