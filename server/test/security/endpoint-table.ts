// The access-control matrix's table (access-control.test.ts): one row per endpoint the app serves,
// with who may call it and a request that succeeds for its owner, plus the walk that lists the
// endpoints Express really serves, so a route without a row cannot go unnoticed. The rows live by
// area in endpoints/ (their shape in endpoints/table-types.ts): add a new endpoint's row to its
// area's file, and a new area as its own file listed in ROWS below.
import type { Express } from "express";
import { ACCOUNT_ROWS } from "./endpoints/account";
import { CORPORATE_ACTION_ROWS } from "./endpoints/corporate-actions";
import { IMPORT_ROWS } from "./endpoints/imports";
import { INCOME_ROWS } from "./endpoints/income";
import { JOURNAL_AND_ALERT_ROWS } from "./endpoints/journal-alerts";
import { LEDGER_ROWS } from "./endpoints/ledger";
import { RETURNS_ROWS } from "./endpoints/returns";
import { STOCK_ROWS } from "./endpoints/stocks";
import type { Access, Resource, Row } from "./endpoints/table-types";

export const ROWS: Row[] = [
  ...ACCOUNT_ROWS,
  ...STOCK_ROWS,
  ...IMPORT_ROWS,
  ...JOURNAL_AND_ALERT_ROWS,
  ...LEDGER_ROWS,
  ...INCOME_ROWS,
  ...RETURNS_ROWS,
  ...CORPORATE_ACTION_ROWS,
];

export const label = (row: Pick<Row, "method" | "path">) => `${row.method.toUpperCase()} ${row.path}`;
export const isOwned = (access: Access): access is { owns: Resource } => typeof access === "object";
export const needsSession = (row: Row) => row.access !== "public";

/**
 * Every "METHOD /path" the app answers, walked from Express 5's router stacks: a route layer has
 * `route` (path and methods); a mounted router is a layer whose handle has its own `stack`, and its
 * mount path is the layer's `rawPath` (router 2.x). A path that is not a plain string (a RegExp)
 * fails the walk, so such a route cannot hide from the table.
 */
export function servedEndpoints(app: Express): string[] {
  type Layer = { route?: { path: unknown; methods: Record<string, boolean> }; rawPath?: unknown; handle?: { stack?: Layer[] } };
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== "string")
          throw new Error(`A route under ${prefix || "/"} has a non-string path: ${String(layer.route.path)}`);
        for (const method of Object.keys(layer.route.methods))
          found.push(`${method.toUpperCase()} ${prefix}${layer.route.path === "/" && prefix ? "" : layer.route.path}`);
      } else if (Array.isArray(layer.handle?.stack)) {
        if (typeof layer.rawPath !== "string") throw new Error(`A router under ${prefix || "/"} is mounted on a non-string path`);
        walk(layer.handle.stack, prefix + (layer.rawPath === "/" ? "" : layer.rawPath));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return found.sort();
}
