// Helpers of the backup tests: one account filled through the API with every kind of row, the reads
// that show a user their data (the tax summary among them), and an archive's rows as text.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { expect } from "vitest";
import { openArchive } from "../../backup/archive";
import { SESSION_SETTINGS } from "../../backup/backup";
import { quoteColumns, sectionFormat } from "../../backup/manifest";
import type { Agent } from "../support/imports";
import { paste } from "../support/imports";
import { VAS_FY2024 } from "../support/tax-statements";

/** Stocks, two imports, shareholders, a journal entry and an allocation, all through the API. */
export async function fillAccount(agent: Agent, tag = "A") {
  const stock = await agent.post("/api/stocks").send({ symbol: "XYZ", name: `Manual ${tag} Ltd`, lastPrice: 12.5, sector: "Materials" });
  expect(stock.status, JSON.stringify(stock.body)).toBe(201);
  await paste(agent, "BHP,45.20,45.00,Medium,Wide,Strong\nCSL,250,300,Low,Wide,Strong");
  await paste(agent, "CSL (ASX: CSL) Buy under $280", "motley-fool");
  const holders = await agent
    .post(`/api/stocks/${stock.body.id}/shareholders`)
    .send({ asOfDate: "2024-06-30", text: `1 ${tag} NOMINEES PTY LTD 1,000,000 10.00%\n2 ${tag} CUSTODY LIMITED 500,000 5.00%` });
  expect(holders.status, JSON.stringify(holders.body)).toBe(200);
  const journal = await agent.post("/api/journal").send({
    stockId: stock.body.id,
    side: "long",
    openedAt: "2024-01-05",
    entryPrice: 10,
    thesis: `Thesis ${tag}`,
    tags: ["core"],
    catalysts: ["earnings"],
  });
  expect(journal.status, JSON.stringify(journal.body)).toBe(201);
  const allocation = await agent.post("/api/portfolio/allocations").send({ stockId: stock.body.id, amount: 5_000 });
  expect(allocation.status, JSON.stringify(allocation.body)).toBe(200);
  await fillTaxRecords(agent);
}

/**
 * The tax side (issues 46 and 47): the brief's VAS parcels, a distribution, the FY 2024 statement, a
 * return of capital, and an
 * SMSF with a $150.00 loss brought in. Its FY 2024 net capital gain is $606.67: the loss takes the
 * 60.00 of other gains and 90.00 of the 1,000.00 grossed up, and a third of the 910.00 left goes.
 */
async function fillTaxRecords(agent: Agent) {
  const created = async (url: string, body: object) => {
    const res = await agent.post(url).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string };
  };
  const vas = await created("/api/stocks", { symbol: "VAS", name: "Vanguard Australian Shares", lastPrice: 95 });
  await created("/api/trades", { stockId: vas.id, type: "BUY", tradeDate: "2020-08-10", units: "600", price: "82", brokerage: "9.50" });
  await created("/api/trades", { stockId: vas.id, type: "BUY", tradeDate: "2023-03-15", units: "400", price: "88", brokerage: "9.50" });
  await created("/api/dividends", {
    stockId: vas.id,
    exDate: "2023-10-02",
    payDate: "2023-10-17",
    amountPerShare: "0.70",
    frankingPercent: "0",
  });
  await created("/api/tax-statements", { stockId: vas.id, ...VAS_FY2024, note: "AMMA statement" });
  // A corporate action (issue 46): a return of capital on VAS after the FY 2024 statement's year.
  await created("/api/corporate-actions", {
    type: "RETURN_OF_CAPITAL",
    stockId: vas.id,
    exDate: "2024-09-02",
    payDate: "2024-09-16",
    amountPerShare: "0.25",
  });
  const settings = await agent
    .put("/api/holdings/settings")
    .send({ taxEntity: "smsf", lossBroughtIn: "150", lossBroughtInNote: "FY 2020 return" });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
}

export const USER_READS = [
  "/api/portfolio",
  "/api/fair-values",
  "/api/shareholders",
  "/api/journal",
  "/api/portfolio/allocations",
  "/api/import/batches",
  "/api/holdings/settings",
  "/api/tax-statements",
  "/api/tax-summary?fy=2024",
  "/api/cgt?fy=2024",
  "/api/corporate-actions",
  "/api/holdings",
] as const;

/** What the signed-in user sees: the body of each read, all answered 200. */
export async function readAccount(agent: Agent): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const url of USER_READS) {
    const res = await agent.get(url);
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    answers[url] = res.body;
  }
  return answers;
}

/**
 * Each table's rows in an archive, in its order, split into column values as COPY's text format
 * writes them. Binary sections are read back through PostgreSQL (`pool` must hold the app's tables):
 * loaded into a temporary copy of the table and written out as text, so nothing here decodes a value.
 */
export async function archiveRows(file: string, pool?: pg.Pool) {
  const { manifest, sections } = await openArchive(file);
  let client: pg.PoolClient | undefined;
  if (sectionFormat(manifest) === "binary") {
    if (!pool) throw new Error("archiveRows: an archive of binary sections is read back through a pool with the app's tables");
    client = await pool.connect();
  }
  const tables: Record<string, { columns: string[]; rows: string[][] }> = {};
  try {
    for await (const { table, data } of sections) {
      const text = client ? await binaryAsText(client, table.name, table.columns, data) : await concat(data);
      const lines = text.toString("utf8").split("\n").slice(0, -1);
      tables[table.name] = { columns: table.columns, rows: lines.map((line) => line.split("\t")) };
    }
  } finally {
    client?.release();
  }
  return { manifest, tables };
}

async function concat(data: AsyncIterable<Buffer>) {
  const parts: Buffer[] = [];
  for await (const chunk of data) parts.push(chunk);
  return Buffer.concat(parts);
}

async function binaryAsText(client: pg.PoolClient, table: string, columns: string[], data: AsyncIterable<Buffer>) {
  await client.query("begin");
  try {
    await client.query(SESSION_SETTINGS);
    await client.query(`create temporary table archived (like "${table}") on commit drop`);
    await pipeline(Readable.from(data), client.query(copyFrom(`copy archived (${quoteColumns(columns)}) from stdin with (format binary)`)));
    // A new heap read whole is read in the order it was written: the archive's order.
    return await concat(client.query(copyTo(`copy archived (${quoteColumns(columns)}) to stdout`)));
  } finally {
    await client.query("rollback");
  }
}
