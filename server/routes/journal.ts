// /api/journal: the trade journal's entries. Behind requireAuth.
import { Router } from "express";
import { createJournalBody, journalEntryIdParams, updateJournalBody } from "@shared/contracts/journal";
import type { JournalService } from "../services/journal";
import { route } from "./route";

export function journalRouter(journal: JournalService) {
  const router = Router();
  const byId = { params: journalEntryIdParams };
  router.get(
    "/",
    route({}, ({ user }) => journal.list(user.id)),
  );
  router.post(
    "/",
    route({ body: createJournalBody }, ({ user, body }) => journal.create(user.id, body), { status: 201 }),
  );
  router.get(
    "/:id",
    route(byId, ({ user, params }) => journal.get(user.id, params.id)),
  );
  router.patch(
    "/:id",
    route({ params: journalEntryIdParams, body: updateJournalBody }, ({ user, params, body }) => journal.update(user.id, params.id, body)),
  );
  router.delete(
    "/:id",
    route(byId, ({ user, params }) => journal.remove(user.id, params.id)),
  );
  return router;
}
