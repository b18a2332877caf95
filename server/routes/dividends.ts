// /api/dividends: the user's dividends, add, edit (confirm), delete, the market-data sync and the
// upcoming-and-recent calendar; /api/income: a financial year's dividend income (JSON or CSV).
// Mounted behind requireAuth.
import { Router } from "express";
import { createDividendBody, dividendIdParams, dividendsQuery, updateDividendBody } from "@shared/contracts/dividends";
import { incomeQuery } from "@shared/contracts/income";
import type { Services } from "../services";
import { jsonOrCsv } from "./csv-download";
import { route } from "./route";

export function dividendsRouter({ dividends, dividendSync }: Pick<Services, "dividends" | "dividendSync">) {
  const router = Router();
  router.get(
    "/",
    route({ query: dividendsQuery }, ({ user, query }) => dividends.list(user.id, query)),
  );
  router.post(
    "/",
    route({ body: createDividendBody }, ({ user, body }) => dividends.create(user.id, body), { status: 201 }),
  );
  router.get(
    "/calendar",
    route({}, ({ user }) => dividends.calendar(user.id)),
  );
  router.post(
    "/sync",
    route({}, ({ user }) => dividendSync.sync(user.id)),
  );
  router.patch(
    "/:id",
    route({ params: dividendIdParams, body: updateDividendBody }, ({ user, params, body }) => dividends.update(user.id, params.id, body)),
  );
  router.delete(
    "/:id",
    route({ params: dividendIdParams }, ({ user, params }) => dividends.remove(user.id, params.id)),
  );
  return router;
}

export function incomeRouter({ income }: Pick<Services, "income">) {
  const router = Router();
  router.get(
    "/",
    jsonOrCsv(incomeQuery, {
      json: (user, query) => income.year(user.id, query),
      csv: (user, query) => income.csv(user.id, query),
    }),
  );
  return router;
}
