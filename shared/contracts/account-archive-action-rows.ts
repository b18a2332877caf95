// The corporate actions of an account export (issue 46, version 6 on; account-archive.ts describes the
// file, docs/decisions/070-corporate-actions-travel.md): each action's body as the user entered it,
// checked field by field by the contract POST /api/corporate-actions parses (corporateActionBodyShape,
// a 400 naming the field), and left in the canonical text that route stores. Its stock and the other
// stock its body names (the demerged company, the acquirer, the shares paid in specie) go by code,
// never by id. The rules across fields and against the ledger are the import's, through the same one
// refusal path as the route's (server/services/account-import.ts).
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { CORPORATE_ACTION_TYPES } from "../domain/ledger/events";
import { corporateActions } from "../schema";
import { line, nullable, row, symbol, timestamp } from "./account-archive-fields";
import { corporateActionBodyShape } from "./corporate-actions";
import { otherCodeOf, storedBodyOf } from "./corporate-action-stored";

/** Stands in for the head's id while a body is checked: the file names the head by code. */
const CHECKED_STOCK_ID = "00000000-0000-4000-8000-000000000000";

/** What a code change keeps beside its fields: the code and name it replaced (decision 065), when it was stored with them. */
const replacedCode = z.object({ previousSymbol: symbol.optional(), previousName: line(500, "Previous name").min(1).optional() });

export const archiveCorporateAction = row({
  ...createSelectSchema(corporateActions, {
    type: z.enum(CORPORATE_ACTION_TYPES),
    body: z.record(z.string(), z.unknown()),
    createdAt: timestamp,
  }).pick({ type: true, body: true, createdAt: true }).shape,
  otherSymbol: nullable(symbol),
}).transform((action, ctx) => {
  const parsed = corporateActionBodyShape.safeParse({ ...action.body, type: action.type, stockId: CHECKED_STOCK_ID });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path[0] === "type" ? ["type"] : ["body", ...issue.path], message: issue.message });
    return z.NEVER;
  }
  const other = otherCodeOf(parsed.data);
  if ((other === null) !== (action.otherSymbol === null)) {
    const message = other === null ? "must be null: the action names no other stock" : `must be the code of its ${other.symbol} stock`;
    ctx.addIssue({ code: "custom", path: ["otherSymbol"], message });
    return z.NEVER;
  }
  const stored = storedBodyOf(parsed.data);
  let body = stored.body;
  if (parsed.data.type === "CODE_CHANGE") {
    const replaced = replacedCode.safeParse(action.body);
    if (!replaced.success) {
      const issue = replaced.error.issues[0];
      ctx.addIssue({ code: "custom", path: ["body", ...issue.path], message: issue.message });
      return z.NEVER;
    }
    const { previousSymbol, previousName } = replaced.data;
    if (previousSymbol !== undefined) body = { ...body, previousSymbol, previousName: previousName ?? previousSymbol };
  }
  return {
    symbol: action.symbol,
    otherSymbol: action.otherSymbol,
    type: action.type,
    status: stored.status,
    body,
    createdAt: action.createdAt,
  };
});
