// /api/trades: the user's trades (and their CSV), add, edit, delete, and a sale's chosen parcels.
// Mounted behind requireAuth; every refusal of the ledger is 422 `ledger_refused` with nothing written.
import { Router } from "express";
import {
  TRADES_CSV_FILE_NAME,
  createTradeBody,
  saleParcelsBody,
  tradeIdParams,
  tradesQuery,
  updateTradeBody,
} from "@shared/contracts/trades";
import type { Services } from "../services";
import { jsonOrCsv } from "./csv-download";
import { route } from "./route";

export function tradesRouter({ trades }: Pick<Services, "trades">) {
  const router = Router();
  router.get(
    "/",
    jsonOrCsv(tradesQuery, {
      json: (user, query) => trades.list(user.id, query),
      csv: async (user, query) => ({ fileName: TRADES_CSV_FILE_NAME, text: await trades.csv(user.id, query.stockId) }),
    }),
  );
  router.post(
    "/",
    route({ body: createTradeBody }, ({ user, body }) => trades.create(user.id, body), { status: 201 }),
  );
  router.patch(
    "/:id",
    route({ params: tradeIdParams, body: updateTradeBody }, ({ user, params, body }) => trades.update(user.id, params.id, body)),
  );
  router.delete(
    "/:id",
    route({ params: tradeIdParams }, ({ user, params }) => trades.remove(user.id, params.id)),
  );
  router.get(
    "/:id/parcels",
    route({ params: tradeIdParams }, ({ user, params }) => trades.saleParcels(user.id, params.id)),
  );
  router.put(
    "/:id/parcels",
    route({ params: tradeIdParams, body: saleParcelsBody }, ({ user, params, body }) =>
      trades.chooseParcels(user.id, params.id, body.allocations),
    ),
  );
  return router;
}
