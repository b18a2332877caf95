// /api/holdings: what the user owns, a stock's open parcels, the value history and the parcel
// method. Mounted behind requireAuth.
import { Router } from "express";
import { holdingSettingsBody, holdingStockParams, valueHistoryQuery } from "@shared/contracts/holdings";
import type { Services } from "../services";
import { route } from "./route";

export function holdingsRouter({ holdings }: Pick<Services, "holdings">) {
  const router = Router();
  router.get(
    "/",
    route({}, ({ user }) => holdings.holdings(user.id)),
  );
  router.get(
    "/value-history",
    route({ query: valueHistoryQuery }, ({ user, query }) => holdings.valueHistory(user.id, query.range)),
  );
  router.get(
    "/settings",
    route({}, ({ user }) => holdings.settings(user.id)),
  );
  router.put(
    "/settings",
    route({ body: holdingSettingsBody }, ({ user, body }) => holdings.saveSettings(user.id, body)),
  );
  router.get(
    "/:stockId/parcels",
    route({ params: holdingStockParams }, ({ user, params }) => holdings.parcels(user.id, params.stockId)),
  );
  return router;
}
