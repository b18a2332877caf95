// Alert settings and targets through an account import (issue 17, docs/decisions/022), on small
// exports of one stock: the file's settings taken as chosen (a daily digest as on opting in), kept
// when the user changes them before an undo, the import's own alert evaluation following them, and a
// version-1 file (made before alerts) leaving the account at the defaults. The whole account's round
// trip is in account-archive.test.ts.
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertSettings } from "@shared/schema";
import {
  ARCHIVE_ALERT_SETTINGS,
  accountRows,
  archiveBytes,
  asVersion1,
  downloadExport,
  importArchive,
  oneStockArchive,
  type ArchiveFile,
} from "./support/account-archive";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** One stock with 'Alert me below 8' and the export's alert settings (a daily digest), as a file. */
const withSettings = () => oneStockArchive("SET", "Settings Ltd", { settings: ARCHIVE_ALERT_SETTINGS, below: 8 });

/** What GET /api/alerts/settings answers for an account that never saved any. */
async function defaults() {
  const { agent } = await t.signedInAgent();
  return (await agent.get("/api/alerts/settings").expect(200)).body;
}

describe("the file's alert settings", () => {
  it("are taken as chosen by an account without its own, its daily digest as on opting in (the account's unread alerts)", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await importArchive(agent, withSettings());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.alertSettings).toBe(1);
    const [settings] = await t.db.select().from(alertSettings).where(eq(alertSettings.userId, user.id));
    expect(settings).toMatchObject({ scope: "portfolio", emailDigest: "daily", fvChangePercent: 7.5, fvChange: false });
    expect(settings.batchId).toBe(res.body.batchId);
    // No digest of this account has gone out: the first sends its unread alerts, as after opting in.
    expect(settings.digestThrough).toBeNull();
    expect(settings.digestDay).toBeNull();
  });

  it("stay when the import is undone once the user has changed them: they are the user's own now", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await importArchive(agent, withSettings());
    expect(res.body.alertSettings).toBe(1);
    await agent.put("/api/alerts/settings").send({ emailDigest: "off" }).expect(200);
    const undo = await agent.delete(`/api/import/batches/${res.body.batchId}`).expect(200);
    expect(undo.body).toMatchObject({ removedAlertSettings: 0, removedStocks: 1 });
    expect((await agent.get("/api/alerts/settings").expect(200)).body).toMatchObject({
      scope: "portfolio",
      fvChangePercent: 7.5,
      emailDigest: "off",
    });
    expect((await accountRows(t.db, user.id)).alertSettings).toEqual([expect.objectContaining({ batchId: null })]);
  });
});

describe("a version-1 file (made before alerts)", () => {
  const v1 = () => asVersion1(JSON.parse(gunzipSync(withSettings()).toString("utf8")) as ArchiveFile);

  it("imports every row it has, and leaves the account's alert settings at the defaults and its stock without a target", async () => {
    const { agent } = await t.signedInAgent();
    const data = v1().data;
    expect(data).not.toHaveProperty("alertSettings");
    const res = await importArchive(agent, archiveBytes(v1()));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ totalRecords: 2, createdStocks: 1, fairValues: 1, alertSettings: 0, skipped: 0 });
    expect((await agent.get("/api/alerts/settings").expect(200)).body).toEqual(await defaults());
    const again = await downloadExport(agent);
    expect(again.archive.data.alertSettings).toEqual([]);
    expect(again.archive.data.stocks).toEqual([expect.objectContaining({ symbol: "SET", alertBelow: null, alertAbove: null })]);
    // Everything else is the same as the newer file's.
    expect(asVersion1(again.archive).data).toEqual(data);
  });
});

describe("the import's own alert evaluation", () => {
  // One stock priced at 10 on the market with 'Alert me above 9': crossed from the first evaluation on.
  const crossed = (settings?: Record<string, unknown>) =>
    oneStockArchive("TGT", "Target Ltd", { settings, above: 9, pricedAt: "2024-05-01T06:00:00.000000Z" });

  it("tells about a target the file's stock has already crossed, under the defaults", async () => {
    const { agent } = await t.signedInAgent();
    const res = await importArchive(agent, crossed());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.newAlerts).toBe(1);
    const alerts: { symbol: string; kind: string; threshold: number }[] = (await agent.get("/api/alerts").expect(200)).body;
    expect(alerts.map((a) => [a.symbol, a.kind, a.threshold])).toEqual([["TGT", "target", 9]]);
  });

  it("follows the imported settings: with targets switched off in the file, nothing is told", async () => {
    const { agent } = await t.signedInAgent();
    const res = await importArchive(agent, crossed({ ...ARCHIVE_ALERT_SETTINGS, target: false }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ alertSettings: 1, newAlerts: 0 });
    expect((await agent.get("/api/alerts").expect(200)).body).toEqual([]);
  });
});
