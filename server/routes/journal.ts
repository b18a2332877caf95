// Journal writes under /api/journal: POST / (create), GET /:id (one entry, with its stop price) and
// PATCH /:id (edit or close). GET / and DELETE /:id are Data History's (routes/history.ts). This
// router is mounted first and carries requireAuth on each route, so the list and delete pass
// through it without a second session lookup.
import { Router, type RequestHandler } from "express";
import { journalEntryIdParams } from "@shared/contracts/history";
import { createJournalBody, updateJournalBody, type CreateJournalInput, type UpdateJournalInput } from "@shared/contracts/journal";
import { currentUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import type { JournalService } from "../services/journal";

export function journalWriteRouter(journal: JournalService, signedIn: RequestHandler) {
  const router = Router();
  router.post("/", signedIn, validate({ body: createJournalBody }), async (req, res) => {
    res.status(201).json(await journal.create(currentUser(req).id, req.body as CreateJournalInput));
  });
  router.get("/:id", signedIn, validate({ params: journalEntryIdParams }), async (req, res) => {
    res.json(await journal.get(currentUser(req).id, String(req.params.id)));
  });
  router.patch("/:id", signedIn, validate({ params: journalEntryIdParams, body: updateJournalBody }), async (req, res) => {
    res.json(await journal.update(currentUser(req).id, String(req.params.id), req.body as UpdateJournalInput));
  });
  return router;
}
