// /api/shareholders: every holder row of the user's stocks, deleting one, and reading a pasted list
// without storing it (a stock's own list lives under /api/stocks/:id/shareholders). Behind requireAuth.
import { Router } from "express";
import { shareholderIdParams, shareholderPreviewBody } from "@shared/contracts/shareholders";
import type { ShareholderService } from "../services/shareholders";
import { route } from "./route";

export function shareholdersRouter(shareholders: ShareholderService) {
  const router = Router();
  router.get(
    "/",
    route({}, ({ user }) => shareholders.list(user.id)),
  );
  // Before "/:id" by habit; the methods differ anyway.
  router.post(
    "/preview",
    route({ body: shareholderPreviewBody }, ({ body }) => shareholders.preview(body.text)),
  );
  router.delete(
    "/:id",
    route({ params: shareholderIdParams }, ({ user, params }) => shareholders.remove(user.id, params.id)),
  );
  return router;
}
