// /api/tax-statements: the user's annual tax statements (issue 47), add, edit, delete;
// /api/tax-summary: a financial year's figures by return label (JSON or CSV). Mounted behind requireAuth.
import { Router } from "express";
import { createTaxStatementBody, taxStatementIdParams, taxStatementsQuery, updateTaxStatementBody } from "@shared/contracts/tax-statements";
import { taxSummaryQuery } from "@shared/contracts/tax-summary";
import type { Services } from "../services";
import { jsonOrCsv } from "./csv-download";
import { route } from "./route";

export function taxStatementsRouter({ taxStatements }: Pick<Services, "taxStatements">) {
  const router = Router();
  router.get(
    "/",
    route({ query: taxStatementsQuery }, ({ user, query }) => taxStatements.list(user.id, query)),
  );
  router.post(
    "/",
    route({ body: createTaxStatementBody }, ({ user, body }) => taxStatements.create(user.id, body), { status: 201 }),
  );
  router.patch(
    "/:id",
    route({ params: taxStatementIdParams, body: updateTaxStatementBody }, ({ user, params, body }) =>
      taxStatements.update(user.id, params.id, body),
    ),
  );
  router.delete(
    "/:id",
    route({ params: taxStatementIdParams }, ({ user, params }) => taxStatements.remove(user.id, params.id)),
  );
  return router;
}

export function taxSummaryRouter({ taxSummary }: Pick<Services, "taxSummary">) {
  const router = Router();
  router.get(
    "/",
    jsonOrCsv(taxSummaryQuery, {
      json: (user, query) => taxSummary.year(user.id, query),
      csv: (user, query) => taxSummary.csv(user.id, query),
    }),
  );
  return router;
}
