// Corporate actions in the account export (issue 46, export version 6, decision 070): each action
// leaves as the body the user entered, its stock and the other stock it names by code, and comes
// back in a fresh account, which then shows the same actions, parcels and capital gains to the cent
// (the brief's WES → COL demerger, provisional here, with the COL sale's discountable 1,688.96, and
// Woodside's WPL → WDS code change, after which a trade file still written with WPL finds WDS). A
// re-import adds nothing, a dry run counts and writes nothing, undoing the import removes them, a
// version-5 file (before actions travelled) still imports, and a file whose action the ledger cannot
// bear is refused whole, naming the action. Synthetic holdings. Not tax advice.
import { sql } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAction, wesCol, wesHolder } from "./support/corporate-actions";
import {
  accountRows,
  archiveBytes,
  digestOf,
  downloadExport,
  importArchive,
  withoutIds,
  type ArchiveFile,
} from "./support/account-archive";
import { addStock, addTrade } from "./support/ledger";
import { countStatements } from "./support/statement-counter";
import { startTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let exporter: Agent;
let exported: Awaited<ReturnType<typeof downloadExport>>;
const ids: Record<string, string> = {};

const wplWds = (stockId: string) => ({
  type: "CODE_CHANGE",
  stockId,
  effectiveDate: "2022-05-25",
  newSymbol: "WDS",
  newName: "Woodside Energy Group Ltd",
});

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date("2025-11-20T00:00:00Z") });
  const holder = await wesHolder(t);
  exporter = holder.agent;
  ids.wes = holder.wes;
  // The ruling's figures entered before the ruling was final: provisional.
  await postAction(exporter, wesCol(holder.wes, { status: "provisional" }));
  const stocks: { id: string; symbol: string }[] = (await exporter.get("/api/stocks").expect(200)).body;
  ids.col = stocks.find((stock) => stock.symbol === "COL")!.id;
  await addTrade(exporter, { stockId: ids.col, type: "SELL", tradeDate: "2019-08-16", units: "600", price: "15", brokerage: "19.95" });
  ids.wpl = await addStock(exporter, "WPL", 30);
  await addTrade(exporter, { stockId: ids.wpl, type: "BUY", tradeDate: "2015-03-02", units: "1000", price: "35", brokerage: "19.95" });
  await postAction(exporter, wplWds(ids.wpl));
  exported = await downloadExport(exporter);
}, 120_000);
afterAll(() => t?.close());

const freshAccount = async () => t.signedInAgent();

/** What the account shows of its actions and what they made, ids left out (they differ between accounts by nature). */
async function actionFigures(agent: Agent) {
  const get = async (url: string) => withoutIds((await agent.get(url).expect(200)).body);
  const stocks: { id: string; symbol: string }[] = (await agent.get("/api/stocks").expect(200)).body;
  const idOf = (symbol: string) => stocks.find((stock) => stock.symbol === symbol)?.id;
  return {
    stocks: stocks.map((stock) => stock.symbol).sort(),
    actions: await get("/api/corporate-actions"),
    holdings: await get("/api/holdings"),
    wesParcels: await get(`/api/holdings/${idOf("WES")}/parcels`),
    colParcels: await get(`/api/holdings/${idOf("COL")}/parcels`),
    wdsParcels: await get(`/api/holdings/${idOf("WDS")}/parcels`),
    cgt2019: await get("/api/cgt?fy=2019"),
    cgt2020: await get("/api/cgt?fy=2020"),
    cgtCsv: (await agent.get("/api/cgt?fy=2020&format=csv").expect(200)).text,
  };
}

const actionCount = async (userId: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from corporate_actions where user_id = ${userId}`)).rows[0].n;

/** The export changed as `change` says, checksum recomputed as a careful forger would. */
function changed(change: (data: ArchiveFile["data"]) => void, version = exported.archive.schemaVersion): Buffer {
  const copy = structuredClone(exported.archive);
  copy.schemaVersion = version;
  change(copy.data);
  return archiveBytes({ ...copy, digest: { ...copy.digest, value: digestOf(copy) } });
}

const actionsOf = (data: ArchiveFile["data"]) => (data as { corporateActions: Record<string, unknown>[] }).corporateActions;

describe("the export (version 6)", () => {
  it("holds each action as its body, its stock and the other stock by code, the code change with the code and name it replaced", () => {
    expect(exported.archive.schemaVersion).toBe(6);
    expect(actionsOf(exported.archive.data)).toEqual([
      {
        symbol: "WDS",
        type: "CODE_CHANGE",
        otherSymbol: null,
        body: {
          effectiveDate: "2022-05-25",
          newSymbol: "WDS",
          newName: "Woodside Energy Group Ltd",
          previousSymbol: "WPL",
          previousName: "WPL Test Ltd",
        },
        createdAt: expect.stringMatching(/Z$/),
      },
      {
        symbol: "WES",
        type: "DEMERGER",
        otherSymbol: "COL",
        body: {
          exDate: "2018-11-21",
          effectiveDate: "2018-11-28",
          newSymbol: "COL",
          newName: "Coles Group Limited",
          newSharesPerOld: "1",
          headCostBasePercent: "71.09",
          demergedCostBasePercent: "28.91",
          capitalReturnPerShare: null,
          rollover: true,
          status: "provisional",
          unitsReceived: null,
          fractions: "down",
        },
        createdAt: expect.stringMatching(/Z$/),
      },
    ]);
    // Never an id: the file loads into any account.
    const text = JSON.stringify(exported.archive.data);
    for (const id of Object.values(ids)) expect(text).not.toContain(id);
  });
});

describe("imported into a fresh account", () => {
  let importer: Awaited<ReturnType<typeof freshAccount>>;
  let answer: Awaited<ReturnType<typeof importArchive>>;
  beforeAll(async () => {
    importer = await freshAccount();
    answer = await importArchive(importer.agent, exported.bytes);
  });

  it("writes the actions after the trades and shows the same actions, parcels and capital gains to the cent", async () => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ dryRun: false, corporateActions: 2, trades: 3, createdStocks: 3, skipped: 0 });
    const theirs = await actionFigures(exporter);
    const ours = await actionFigures(importer.agent);
    expect(ours).toEqual(theirs);
    expect(ours.stocks).toEqual(["COL", "WDS", "WES"]);
    // The brief's figures: WES keeps 17,928.862455 (17,928.86), COL is dated as the WES parcel, so its sale's 1,688.96 is discountable.
    expect(ours.wesParcels).toEqual([expect.objectContaining({ acquiredOn: "2017-08-15", units: "600", costBase: "17928.86" })]);
    const line = (ours.cgt2020 as { lines: Record<string, unknown>[] }).lines[0];
    expect(line).toMatchObject({ symbol: "COL", acquiredOn: "2017-08-15", costBase: "7291.09", gain: "1688.96", discountEligible: true });
    // Provisional travels: the line the provisional demerger made is still marked.
    expect(line).toMatchObject({ provisional: true });
    expect((ours.actions as { actions: { status: string }[] }).actions.map((action) => action.status)).toEqual([
      "provisional",
      "confirmed",
    ]);
  });

  it("a trade file written later with the old code WPL finds the WDS stock the file brought", async () => {
    const csv = ["Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference", "2021-02-01,WPL,BUY,200,20,10,,,,"].join(
      "\n",
    );
    const res = await importer.agent.post("/api/import/trades").attach("file", Buffer.from(`${csv}\n`), "trades.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ inserted: 1 });
    const stocks: { symbol: string }[] = (await importer.agent.get("/api/stocks").expect(200)).body;
    expect(stocks.map((stock) => stock.symbol).sort()).toEqual(["COL", "WDS", "WES"]);
    const holdings = (await importer.agent.get("/api/holdings").expect(200)).body.holdings as { symbol: string; units: string }[];
    expect(holdings.find((holding) => holding.symbol === "WDS")).toMatchObject({ units: "1200" });
    const batches: { id: string; source: string }[] = (await importer.agent.get("/api/import/batches").expect(200)).body;
    await importer.agent.delete(`/api/import/batches/${batches.find((batch) => batch.source === "trades")!.id}`).expect(200);
  });

  it("a second import of the same file adds nothing", async () => {
    const again = await importArchive(importer.agent, exported.bytes);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ totalRecords: 0, corporateActions: 0, batchId: null });
    expect(await actionCount(importer.user.id)).toBe(2);
  });

  it("Data History counts the actions, and undoing the import removes them with its trades and stocks", async () => {
    const detail = (await importer.agent.get(`/api/import/batches/${answer.body.batchId}`).expect(200)).body;
    expect(detail.holds).toMatchObject({ corporateActions: 2, trades: 3 });
    expect(detail.undo).toMatchObject({ removesStocks: ["COL", "WDS", "WES"], refusal: null });
    const undo = await importer.agent.delete(`/api/import/batches/${answer.body.batchId}`).expect(200);
    expect(undo.body).toMatchObject({ removedCorporateActions: 2, removedTrades: 3, removedStocks: 3 });
    expect(await actionCount(importer.user.id)).toBe(0);
    expect((await importer.agent.get("/api/corporate-actions").expect(200)).body.actions).toEqual([]);
  });
});

describe("a dry run", () => {
  it("counts the actions it would write and writes nothing", async () => {
    const { agent, user } = await freshAccount();
    const before = await accountRows(t.db, user.id);
    const res = await agent.post("/api/import/archive").field("dryRun", "true").attach("file", exported.bytes, "export.json.gz");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, batchId: null, corporateActions: 2, trades: 3, createdStocks: 3 });
    expect(res.body.message).toBe(`Would import ${res.body.totalRecords} records: nothing was written (dry run)`);
    expect(await accountRows(t.db, user.id)).toEqual(before);
    expect(await actionCount(user.id)).toBe(0);
  });

  it("is refused as the import would be, naming the action", async () => {
    const { agent } = await freshAccount();
    const bytes = changed((data) => {
      (actionsOf(data).find((action) => action.type === "DEMERGER")!.body as Record<string, unknown>).exDate = "2017-01-10";
    });
    const res = await agent.post("/api/import/archive").field("dryRun", "true").attach("file", bytes, "export.json.gz");
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error).toMatch(/^The file's WES demerger on 28 Nov 2018 cannot be imported: /);
  });
});

describe("a file whose action the ledger cannot bear", () => {
  it("is refused whole, 422 naming the action's code, type, date and reason, with nothing written", async () => {
    const { agent, user } = await freshAccount();
    const before = await accountRows(t.db, user.id);
    // Entitled on 20 Jan 2017, before the WES parcel was bought.
    const bytes = changed((data) => {
      (actionsOf(data).find((action) => action.type === "DEMERGER")!.body as Record<string, unknown>).exDate = "2017-01-10";
    });
    const res = await importArchive(agent, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error).toBe(
      "The file's WES demerger on 28 Nov 2018 cannot be imported: no WES was held at the end of 9 Jan 2017: nothing is entitled to this demerger. Nothing was imported.",
    );
    expect(await accountRows(t.db, user.id)).toEqual(before);
  });

  it("percentages that do not sum to 100 are the route's 422, named; a field the contract refuses is a 400 naming it", async () => {
    const { agent, user } = await freshAccount();
    const split = changed((data) => {
      (actionsOf(data).find((action) => action.type === "DEMERGER")!.body as Record<string, unknown>).headCostBasePercent = "70";
    });
    const refused = await importArchive(agent, split);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error).toMatch(/^The file's WES demerger on 21 Nov 2018 cannot be imported: .*100.*\. Nothing was imported\.$/);
    const zero = changed((data) => {
      (actionsOf(data).find((action) => action.type === "DEMERGER")!.body as Record<string, unknown>).newSharesPerOld = "0";
    });
    const bad = await importArchive(agent, zero);
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body.error).toMatch(/^The file's corporateActions\[1\]\.body\.newSharesPerOld is not valid: /);
    const orphan = changed((data) => {
      actionsOf(data).find((action) => action.type === "DEMERGER")!.otherSymbol = null;
    });
    const named = await importArchive(agent, orphan);
    expect(named.status, JSON.stringify(named.body)).toBe(400);
    expect(named.body.error).toBe(
      "The file's corporateActions[1].otherSymbol is not valid: must be the code of its COL stock. Nothing was imported.",
    );
    expect(await actionCount(user.id)).toBe(0);
  });
});

describe("a version-5 file (before corporate actions travelled)", () => {
  it("still imports, with no actions", async () => {
    const { agent, user } = await freshAccount();
    // What version 5 wrote of an account without the demerged shares' sale: no corporateActions section.
    const v5 = changed((data) => {
      delete (data as Record<string, unknown>).corporateActions;
      data.trades = data.trades!.filter((trade) => trade.symbol !== "COL");
    }, 5);
    const res = await importArchive(agent, v5);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ corporateActions: 0, trades: 2 });
    expect(await actionCount(user.id)).toBe(0);
    // A version-5 file with the section is not one this app wrote.
    const extra = await importArchive(
      agent,
      changed(() => {}, 5),
    );
    expect(extra.status).toBe(400);
  });
});

describe("the import's statements", () => {
  it("do not grow with the number of actions", async () => {
    const importOf = async (returns: number) => {
      const { agent, wes } = await wesHolder(t);
      for (let i = 0; i < returns; i++)
        await postAction(agent, {
          type: "RETURN_OF_CAPITAL",
          stockId: wes,
          exDate: `2018-0${i + 1}-10`,
          payDate: `2018-0${i + 1}-20`,
          amountPerShare: "0.01",
        });
      const file = await downloadExport(agent);
      const target = await freshAccount();
      const { result, statements } = await countStatements(() => importArchive(target.agent, file.bytes));
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body).toMatchObject({ corporateActions: returns });
      return statements;
    };
    expect(await importOf(6)).toBe(await importOf(1));
  });
});

describe("a dividend on shares an action made", () => {
  it("travels with the demerger: Coles' 24-cent interim on the 600 COL the WES demerger made", async () => {
    const { agent, wes } = await wesHolder(t);
    await postAction(agent, wesCol(wes));
    const col = (await agent.get("/api/stocks").expect(200)).body.find((stock: { symbol: string }) => stock.symbol === "COL").id;
    await agent
      .post("/api/dividends")
      .send({ stockId: col, exDate: "2019-02-27", payDate: "2019-04-03", amountPerShare: "0.24", frankingPercent: "100" })
      .expect(201);
    const file = await downloadExport(agent);
    const importer = await freshAccount();
    const res = await importArchive(importer.agent, file.bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ corporateActions: 1, dividends: 1 });
    const listed = (await importer.agent.get("/api/dividends").expect(200)).body.dividends;
    expect(listed).toEqual([expect.objectContaining({ symbol: "COL", exDate: "2019-02-27", units: "600", cash: "144.00" })]);
  });
});
