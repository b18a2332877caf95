// /api/corporate-actions (issue 46): the user's corporate actions — list, add, change, delete (each
// write with `?dryRun=true` for its per-parcel preview), and the known ASX actions to suggest.
// Mounted behind requireAuth; the service scopes every query to the user.
import { Router } from "express";
import { corporateActionBodyShape } from "@shared/contracts/corporate-actions";
import { corporateActionIdParams, corporateActionWriteQuery, corporateActionsQuery } from "@shared/contracts/corporate-action-views";
import type { Services } from "../services";
import { route } from "./route";

export function corporateActionsRouter({ corporateActions }: Pick<Services, "corporateActions">) {
  const router = Router();
  router.get(
    "/",
    route({ query: corporateActionsQuery }, ({ user, query }) => corporateActions.list(user.id, query)),
  );
  router.get(
    "/suggestions",
    route({}, ({ user }) => corporateActions.suggestions(user.id)),
  );
  // The rules across a body's fields are the one refusal path's (a 422 naming the action), not the parser's.
  router.post(
    "/",
    route(
      { query: corporateActionWriteQuery, body: corporateActionBodyShape },
      ({ user, query, body }) => corporateActions.create(user.id, body, query.dryRun),
      { status: ({ query }) => (query.dryRun ? 200 : 201) },
    ),
  );
  router.patch(
    "/:id",
    route(
      { params: corporateActionIdParams, query: corporateActionWriteQuery, body: corporateActionBodyShape },
      ({ user, params, query, body }) => corporateActions.update(user.id, params.id, body, query.dryRun),
    ),
  );
  router.delete(
    "/:id",
    route({ params: corporateActionIdParams }, ({ user, params }) => corporateActions.remove(user.id, params.id)),
  );
  return router;
}
