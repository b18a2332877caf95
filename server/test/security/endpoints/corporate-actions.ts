// The matrix's rows of corporate actions (issue 46); the seed's action is a return of capital of 0.10
// paid 10 Apr 2024 on the 140 units then held.
import { returnOfCapitalBody, type Row } from "./table-types";

export const CORPORATE_ACTION_ROWS: Row[] = [
  {
    method: "get",
    path: "/api/corporate-actions",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: `/api/corporate-actions?stockId=${r.stockId}` }),
  },
  {
    method: "get",
    path: "/api/corporate-actions/suggestions",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/corporate-actions/suggestions" }),
  },
  {
    method: "post",
    path: "/api/corporate-actions",
    access: { owns: "stock" },
    ok: 201,
    call: (r) => ({ url: "/api/corporate-actions", body: returnOfCapitalBody(r.stockId, "2024-05-02", "2024-05-10", "0.05") }),
  },
  {
    method: "patch",
    path: "/api/corporate-actions/:id",
    access: { owns: "corporate action" },
    ok: 200,
    call: (r) => ({
      url: `/api/corporate-actions/${r.corporateActionId}`,
      body: returnOfCapitalBody(r.stockId, "2024-04-02", "2024-04-10", "0.20"),
    }),
  },
  {
    method: "delete",
    path: "/api/corporate-actions/:id",
    access: { owns: "corporate action" },
    ok: 200,
    call: (r) => ({ url: `/api/corporate-actions/${r.corporateActionId}` }),
  },
];
