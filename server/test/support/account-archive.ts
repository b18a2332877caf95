// Account exports in API tests: download one, read it, write a changed copy (with its checksum
// recomputed, as a careful forger would, or left stale), and take every row of an account so a test
// can show an import or an undo changed exactly what it should.
import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq, inArray } from "drizzle-orm";
import type request from "supertest";
import {
  alertSettings,
  fairValues,
  importBatches,
  journalEntries,
  portfolioAllocations,
  shareholders,
  stocks,
  trades,
  dividends,
  taxStatements,
  corporateActions,
} from "@shared/schema";
import { canonicalJson, type JsonValue } from "@shared/domain/canonical-json";
import { archiveDigestText } from "../../parsers";
import type { Agent } from "./imports";
import type { TestApp } from "./test-app";

type Rows = Record<string, unknown>[];

export interface ArchiveFile {
  format: string;
  schemaVersion: number;
  exportedAt: string;
  app: { version: string };
  /**
   * `alertSettings` from version 2 on, `trades` from version 3 on, `holdingSettings` and `dividends`
   * from version 4 on, `taxStatements` (and the tax fields of `holdingSettings`) from version 5 on,
   * `corporateActions` from version 6 on.
   */
  data: Record<"allocations" | "fairValues" | "journalEntries" | "shareholders" | "stocks", Rows> & {
    alertSettings?: Rows;
    trades?: Rows;
    holdingSettings?: Rows;
    dividends?: Rows;
    taxStatements?: Rows;
    corporateActions?: Rows;
  };
  digest: { algorithm: string; value: string };
}

/**
 * An answer without the ids and times that differ between accounts by nature (ids, `…Id`, `…Ids`,
 * `updatedAt`), at every depth: what a screen shows, to compare two accounts' figures.
 */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "id" && !key.endsWith("Id") && !key.endsWith("Ids") && key !== "updatedAt")
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

/** superagent hands binary bodies over as text unless told otherwise. */
function collectBytes(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
}

export async function downloadExport(agent: Agent) {
  const res = await agent.get("/api/export").buffer(true).parse(collectBytes);
  const bytes = res.body as Buffer;
  const archive = res.status === 200 ? (JSON.parse(gunzipSync(bytes).toString("utf8")) as ArchiveFile) : undefined;
  return { res, bytes, archive: archive! };
}

export function digestOf(archive: Pick<ArchiveFile, "data" | "exportedAt" | "format" | "schemaVersion">): string {
  const hash = createHash("sha256");
  for (const part of archiveDigestText({ ...archive, data: canonicalJson(archive.data as unknown as JsonValue) })) hash.update(part);
  return hash.digest("hex");
}

/** The file of `archive`; with `recomputeDigest` its checksum matches whatever was changed in it. */
export function archiveBytes(archive: ArchiveFile, options: { recomputeDigest?: boolean; gzip?: boolean } = {}): Buffer {
  const copy = structuredClone(archive);
  if (options.recomputeDigest) copy.digest = { ...copy.digest, value: digestOf(copy) };
  const text = Buffer.from(JSON.stringify(copy));
  return options.gzip === false ? text : gzipSync(text);
}

export function importArchive(agent: Agent, bytes: Buffer, name = "asx-fair-value-export.json.gz") {
  return agent.post("/api/import/archive").attach("file", bytes, name);
}

/** Every stored row of the user's account (ids and all), for before/after comparisons. */
export async function accountRows(db: TestApp["db"], userId: string) {
  const stockRows = await db.select().from(stocks).where(eq(stocks.userId, userId)).orderBy(stocks.id);
  const ids = stockRows.length > 0 ? stockRows.map((s) => s.id) : ["00000000-0000-4000-8000-000000000000"];
  return {
    stocks: stockRows,
    fairValues: await db.select().from(fairValues).where(inArray(fairValues.stockId, ids)).orderBy(fairValues.id),
    shareholders: await db.select().from(shareholders).where(inArray(shareholders.stockId, ids)).orderBy(shareholders.id),
    journalEntries: await db.select().from(journalEntries).where(inArray(journalEntries.stockId, ids)).orderBy(journalEntries.id),
    allocations: await db
      .select()
      .from(portfolioAllocations)
      .where(eq(portfolioAllocations.userId, userId))
      .orderBy(portfolioAllocations.id),
    alertSettings: await db.select().from(alertSettings).where(eq(alertSettings.userId, userId)),
    batches: await db.select().from(importBatches).where(eq(importBatches.userId, userId)).orderBy(importBatches.id),
    trades: await db.select().from(trades).where(eq(trades.userId, userId)).orderBy(trades.id),
    dividends: await db.select().from(dividends).where(eq(dividends.userId, userId)).orderBy(dividends.id),
    taxStatements: await db.select().from(taxStatements).where(eq(taxStatements.userId, userId)).orderBy(taxStatements.id),
    corporateActions: await db.select().from(corporateActions).where(eq(corporateActions.userId, userId)).orderBy(corporateActions.id),
  };
}

/**
 * An export as this app writes it, turned into what version 1 wrote (no alert settings, no alert
 * targets on stocks, no trades, no parcel method, no tax statements, no actions), checksum
 * recomputed: the file an older release would have made of the same account.
 */
export function asVersion1(archive: ArchiveFile): ArchiveFile {
  const {
    alertSettings: _settings,
    trades: _trades,
    holdingSettings: _method,
    dividends: _dividends,
    taxStatements: _statements,
    corporateActions: _actions,
    ...data
  } = structuredClone(archive.data);
  const v1: ArchiveFile = {
    ...archive,
    schemaVersion: 1,
    data: { ...data, stocks: data.stocks.map(({ alertBelow: _below, alertAbove: _above, ...stock }) => stock) },
  };
  return { ...v1, digest: { ...archive.digest, value: digestOf(v1) } };
}

/** The alert settings row of an export: every kind on but fv-change, at 7.5 %, portfolio only, a daily digest. */
export const ARCHIVE_ALERT_SETTINGS = {
  fiveStar: true,
  buyBelow: true,
  sellAbove: true,
  ratingChange: true,
  fvChange: false,
  target: true,
  fvChangePercent: 7.5,
  scope: "portfolio",
  emailDigest: "daily",
  updatedAt: "2024-05-01T00:00:00.000000Z",
};

/**
 * A valid export (checksum and all, version 2) of an account with one stock (price 10) and one fair
 * value, and optionally alert settings, the stock's alert target and the time of its price (without
 * one the price is a placeholder that crosses no level).
 */
export function oneStockArchive(
  symbol: string,
  name = `${symbol} Holdings Ltd`,
  alerts: { settings?: Record<string, unknown>; below?: number | null; above?: number | null; pricedAt?: string } = {},
): Buffer {
  const createdAt = "2024-05-01T00:00:00.000000Z";
  const archive: ArchiveFile = {
    format: "asx-fair-value-dashboard/account-export",
    schemaVersion: 2,
    exportedAt: "2024-05-02T00:00:00.000Z",
    app: { version: "test" },
    data: {
      alertSettings: alerts.settings ? [alerts.settings] : [],
      allocations: [],
      fairValues: [{ symbol, source: "morningstar", asOfMonth: "2024-05-01", fairValue: 12, meta: null, createdAt }],
      journalEntries: [],
      shareholders: [],
      stocks: [
        {
          symbol,
          name,
          nameOrigin: "user",
          sector: null,
          lastPrice: 10,
          lastPriceUpdatedAt: alerts.pricedAt ?? null,
          dividendYield: null,
          isPortfolio: true,
          alertBelow: alerts.below ?? null,
          alertAbove: alerts.above ?? null,
          createdAt,
        },
      ],
    },
    digest: { algorithm: "sha256", value: "" },
  };
  return archiveBytes(archive, { recomputeDigest: true });
}

/**
 * An export as this app writes it, turned into what version 4 wrote: no tax statements nor actions, and holding
 * settings of the parcel method alone; checksum recomputed.
 */
export function asVersion4(archive: ArchiveFile): ArchiveFile {
  const { taxStatements: _statements, corporateActions: _actions, ...data } = structuredClone(archive.data);
  const v4: ArchiveFile = {
    ...archive,
    schemaVersion: 4,
    data: {
      ...data,
      holdingSettings: (data.holdingSettings ?? []).map(({ parcelMethod, updatedAt }) => ({ parcelMethod, updatedAt })),
    },
  };
  return { ...v4, digest: { ...archive.digest, value: digestOf(v4) } };
}
