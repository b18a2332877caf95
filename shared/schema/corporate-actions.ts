import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "./columns";
import { userRef } from "./users";
import { batchRef, stockRef, stocks } from "./stocks";

// Corporate actions (issue 46, docs/domain.md "Corporate actions"): each row is one action's POST
// body (shared/contracts/corporate-actions.ts), its decimals as canonical strings and its ratios as
// text (corporate-action-views.ts), read back through the same contract. Its effects (parcels, CGT
// lines, income) are derived on read by the ledger's replay, never stored.
export const corporateActions = pgTable(
  "corporate_actions",
  {
    id: id(),
    userId: userRef(),
    stockId: stockRef(),
    // The other stock the action names by code (the demerged company, the acquirer, the shares paid in
    // specie), found or added when the action was written; its rows go with either stock.
    otherStockId: uuid("other_stock_id").references(() => stocks.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    /** The body without stockId and type (those are columns). */
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("confirmed"),
    // The account import that brought the action (null: entered here), so undoing it removes it again.
    batchId: batchRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("corporate_actions_user_idx").on(t.userId),
    index("corporate_actions_stock_idx").on(t.stockId),
    index("corporate_actions_other_stock_idx").on(t.otherStockId),
    index("corporate_actions_batch_idx").on(t.batchId),
    check(
      "corporate_actions_type_known",
      sql`${t.type} in ('RETURN_OF_CAPITAL', 'CODE_CHANGE', 'DEMERGER', 'IN_SPECIE_DIVIDEND', 'TAKEOVER', 'BONUS_ISSUE', 'RIGHTS_ISSUE', 'WORTHLESS')`,
    ),
    check("corporate_actions_status_known", sql`${t.status} in ('provisional', 'confirmed')`),
  ],
);
