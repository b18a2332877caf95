// /api/fair-values: every stored fair value of the user's stocks, and deleting one. Behind requireAuth.
import { Router } from "express";
import { fairValueIdParams, fairValuesQuery } from "@shared/contracts/fair-values";
import type { FairValueService } from "../services/fair-values";
import { route } from "./route";

export function fairValuesRouter(fairValues: FairValueService) {
  const router = Router();
  router.get(
    "/",
    route({ query: fairValuesQuery }, ({ user, query }) => fairValues.list(user.id, query.batchId)),
  );
  router.delete(
    "/:id",
    route({ params: fairValueIdParams }, ({ user, params }) => fairValues.remove(user.id, params.id)),
  );
  return router;
}
