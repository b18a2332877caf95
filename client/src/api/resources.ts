// The data layer's one rule (docs/decisions/014-client-data-layer.md): every read says which stored
// resources its answer comes from, every write says which resources it changes, and one function
// turns a write into invalidations, adding what the database removes along with the changed rows.
// Data never goes stale on its own (docs/product.md "Limits"), so this is the only way a cached list refreshes;
// no mutation names the lists it touches.
import type { QueryClient } from "@tanstack/react-query";

/**
 * What the server stores, one name per table a read answers from. All but `users` and
 * `priceHistory` are the signed-in user's own rows; `users` are the accounts the owner manages, and
 * `priceHistory` the daily closes every user holding a symbol shares (written by price refreshes).
 * `session` is the signed-in user (GET /api/auth/me): signing in or out replaces the whole cache
 * instead (api/auth.ts). `trades` is the holdings ledger: the trades and a sale's chosen parcels
 * (sale_allocations, written only by trade calls); every holding, parcel, value history and capital
 * gain is replayed from it, with the user's parcel method (`holdingSettings`). `dividends` are the
 * user's dividends (issue 31): the income, the holdings' income and total return, and (through a
 * reinvestment's parcel) the parcels, value history and capital gains read them. `taxStatements` are
 * the funds' annual tax statements (issue 47): capital gains, income and the tax summary read them.
 * `corporateActions` (issue 46) are events of the same replay as the trades: every read of the ledger
 * declares them beside "trades".
 */
export const RESOURCES = [
  "session",
  "users",
  "stocks",
  "fairValues",
  "shareholders",
  "journal",
  "allocations",
  "importBatches",
  "alerts",
  "alertSettings",
  "priceHistory",
  "trades",
  "holdingSettings",
  "dividends",
  "taxStatements",
  "corporateActions",
] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * Rows the database removes with a removed row: the ON DELETE CASCADE foreign keys of
 * shared/schema/, which resources.test.ts checks this against. A change to a stock may be its
 * deletion, so its fair values, shareholders, journal entries, allocation, alerts, trades, dividends
 * and corporate actions are stale with it; an import batch takes its fair values, shareholder rows,
 * trades and dividends, and an account import's journal entries, allocations, alert settings,
 * parcel method and corporate actions. Users → stocks is left out on purpose:
 * the owner approves and rejects other accounts, whose rows are never the signed-in user's.
 */
export const CASCADES: Readonly<Record<Resource, readonly Resource[]>> = {
  session: [],
  users: [],
  stocks: ["fairValues", "shareholders", "journal", "allocations", "alerts", "trades", "dividends", "taxStatements", "corporateActions"],
  importBatches: [
    "fairValues",
    "shareholders",
    "journal",
    "allocations",
    "alertSettings",
    "trades",
    "holdingSettings",
    "dividends",
    "taxStatements",
    "corporateActions",
  ],
  fairValues: [],
  shareholders: [],
  journal: [],
  allocations: [],
  alerts: [],
  alertSettings: [],
  priceHistory: [],
  trades: [],
  holdingSettings: [],
  dividends: [],
  taxStatements: [],
  corporateActions: [],
};

/** A query's meta: the resources its answer is read from, joins included. */
export type ReadMeta = { reads: readonly Resource[] };

/**
 * A mutation's meta: the resources whose rows the server call adds or updates (`writes`) and removes
 * (`deletes`); only a removal reaches further, through CASCADES. `awaitRefetch` keeps the mutation
 * pending until the active lists have refetched, for screens that must not show the old figures once
 * the busy state ends (a row's refresh spinner, an allocation input's draft).
 */
export type WriteMeta = { writes?: readonly Resource[]; deletes?: readonly Resource[]; awaitRefetch?: boolean };

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ReadMeta;
    mutationMeta: WriteMeta;
  }
}

/** Every resource whose cached reads are out of date after `meta`'s writes and deletes. */
export function staleResources(meta: Partial<WriteMeta> | undefined): ReadonlySet<Resource> {
  // A mutation that declares nothing counts as removing everything, as an undeclared read counts as
  // reading everything: a forgotten declaration costs requests, never a stale screen.
  const { writes = [], deletes = [] } = meta ?? { deletes: RESOURCES };
  const removed = new Set<Resource>();
  const visit = (resource: Resource) => {
    if (removed.has(resource)) return;
    removed.add(resource);
    CASCADES[resource].forEach(visit);
  };
  deletes.forEach(visit);
  return new Set([...writes, ...removed]);
}

/** Whether a cached read is out of date once the `stale` resources changed. */
export function isStale(meta: Partial<ReadMeta> | undefined, stale: ReadonlySet<Resource>): boolean {
  if (stale.size === 0) return false;
  if (!meta?.reads) return true;
  return meta.reads.some((resource) => stale.has(resource));
}

/** The one place a write becomes invalidations; active reads refetch, the rest refetch when next shown. */
export function invalidateChanged(queryClient: QueryClient, meta: Partial<WriteMeta> | undefined): Promise<void> {
  const stale = staleResources(meta);
  if (stale.size === 0) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: (query) => isStale(query.meta, stale) });
}
