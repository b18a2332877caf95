// Fifty signed-in clients for a minute against one app process, each mixing reads, paste imports and
// edits one request at a time. Every answer must be a 2xx (none of the scenario's requests may fail),
// and afterwards the database must hold exactly the writes the clients saw acknowledged.
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "./support/app-process";
import { signIn, type ApiClient, type ApiResponse } from "./support/http-client";
import { sqlPool, startStressPostgres, type StressPostgres } from "./support/postgres";
import { percentile, recordFigures, round } from "./support/results";
import { STRESS_PASSWORD, createApprovedUsers, type StressUser } from "./support/users";

const CLIENTS = 50;
// STRESS_LOAD_SECONDS shortens a run while working on this file; the summary says how long it ran.
const SECONDS = Number(process.env.STRESS_LOAD_SECONDS ?? 60);

let database: StressPostgres;
let sql: pg.Pool;
let app: AppProcess;

beforeAll(async () => {
  database = await startStressPostgres();
  app = await startAppProcess({ databaseUrl: database.url });
  sql = sqlPool(database.url);
});

afterAll(async () => {
  await app?.kill("SIGTERM");
  await sql?.end();
  await database?.destroy();
});

/** What one client saw acknowledged: the state its user's rows must be in afterwards. */
class Ledger {
  imports = 0;
  fairValues = 0;
  /** Stocks the client never deletes: imported ones (journal entries) and hand-added portfolio ones (allocations). */
  importedStocks = new Map<string, string>(); // id → symbol
  portfolioAnchors = new Map<string, string>();
  /** Stocks added by hand that may be moved or deleted again: id → symbol and placement. */
  churn = new Map<string, { symbol: string; isPortfolio: boolean }>();
  journal = new Map<string, string>(); // id → thesis
  allocations = new Map<string, number>(); // stock id → amount
  writes: Record<string, number> = {};
  added = 0;

  acknowledged(kind: string) {
    this.writes[kind] = (this.writes[kind] ?? 0) + 1;
  }
}

interface Sample {
  kind: string;
  ms: number;
}

interface Failure {
  client: number;
  kind: string;
  detail: string;
}

const code = (n: number, width: number) => n.toString(36).toUpperCase().padStart(width, "0");
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const price = () => Math.round((1 + Math.random() * 99) * 100) / 100;

function importText(symbols: readonly string[]) {
  return symbols
    .map((symbol) => {
      const p = price();
      return `${symbol},${p},${Math.round(p * 110) / 100},Medium,Narrow,Strong`;
    })
    .join("\n");
}

const READS = [
  "/api/portfolio?isPortfolio=true",
  "/api/portfolio?isPortfolio=false",
  "/api/stocks",
  "/api/fair-values",
  "/api/journal",
  "/api/portfolio/allocations",
  "/api/portfolio/sectors",
  "/api/import/batches",
];

/** One client: its user, its ledger, and the next request to make. */
function simulatedClient(index: number, client: ApiClient, samples: Sample[], failures: Failure[]) {
  const ledger = new Ledger();
  const importSymbols = ["A", "B", "C"].map((s) => `M${code(index, 2)}${s}`);

  async function send(kind: string, request: Promise<ApiResponse>, expected: number): Promise<ApiResponse | undefined> {
    try {
      const res = await request;
      samples.push({ kind, ms: res.ms });
      if (res.status !== expected) {
        failures.push({ client: index, kind, detail: `${res.status} ${JSON.stringify(res.body).slice(0, 200)}` });
        return undefined;
      }
      return res;
    } catch (error) {
      failures.push({ client: index, kind, detail: `no answer: ${(error as Error).message}` });
      return undefined;
    }
  }

  const operations: { weight: number; run: () => Promise<unknown> }[] = [
    { weight: 55, run: () => send("read", client.get(pick(READS)), 200) },
    {
      weight: 8,
      run: async () => {
        const res = await send("import", client.post("/api/import/morningstar", { text: importText(importSymbols) }), 200);
        if (!res) return;
        ledger.imports++;
        ledger.fairValues += res.body.totalRecords;
        ledger.acknowledged("import");
      },
    },
    {
      weight: 10,
      run: async () => {
        const symbol = `H${code(index, 2)}${code(ledger.added++, 3)}`;
        const res = await send(
          "add-stock",
          client.post("/api/stocks", { symbol, name: `${symbol} Ltd`, sector: "Materials", lastPrice: price(), dividendYield: null }),
          201,
        );
        if (!res) return;
        ledger.churn.set(res.body.id, { symbol, isPortfolio: res.body.isPortfolio });
        ledger.acknowledged("add-stock");
      },
    },
    {
      weight: 7,
      run: async () => {
        if (ledger.churn.size === 0) return;
        const id = pick([...ledger.churn.keys()]);
        if (!(await send("delete-stock", client.delete(`/api/stocks/${id}`), 200))) return;
        ledger.churn.delete(id);
        ledger.acknowledged("delete-stock");
      },
    },
    {
      weight: 4,
      run: async () => {
        if (ledger.churn.size === 0) return;
        const id = pick([...ledger.churn.keys()]);
        if (!(await send("move-stock", client.patch(`/api/stocks/${id}/toggle-portfolio`, {}), 200))) return;
        const stock = ledger.churn.get(id)!;
        stock.isPortfolio = !stock.isPortfolio;
        ledger.acknowledged("move-stock");
      },
    },
    {
      weight: 6,
      run: async () => {
        const thesis = `Opened by client ${index} #${ledger.writes["journal-create"] ?? 0}`;
        const body = {
          stockId: pick([...ledger.importedStocks.keys()]),
          side: "long",
          openedAt: "2026-01-15",
          entryPrice: price(),
          thesis,
        };
        const res = await send("journal-create", client.post("/api/journal", body), 201);
        if (!res) return;
        ledger.journal.set(res.body.id, thesis);
        ledger.acknowledged("journal-create");
      },
    },
    {
      weight: 6,
      run: async () => {
        if (ledger.journal.size === 0) return;
        const id = pick([...ledger.journal.keys()]);
        const thesis = `Edited by client ${index} #${ledger.writes["journal-edit"] ?? 0}`;
        if (!(await send("journal-edit", client.patch(`/api/journal/${id}`, { thesis }), 200))) return;
        ledger.journal.set(id, thesis);
        ledger.acknowledged("journal-edit");
      },
    },
    {
      weight: 3,
      run: async () => {
        const stockId = pick([...ledger.portfolioAnchors.keys()]);
        const amount = Math.floor(Math.random() * 100_000);
        if (!(await send("allocation-set", client.post("/api/portfolio/allocations", { stockId, amount }), 200))) return;
        ledger.allocations.set(stockId, amount);
        ledger.acknowledged("allocation-set");
      },
    },
    {
      weight: 1,
      run: async () => {
        if (ledger.allocations.size === 0) return;
        const stockId = pick([...ledger.allocations.keys()]);
        if (!(await send("allocation-remove", client.delete(`/api/portfolio/allocations/${stockId}`), 200))) return;
        ledger.allocations.delete(stockId);
        ledger.acknowledged("allocation-remove");
      },
    },
  ];
  const totalWeight = operations.reduce((sum, op) => sum + op.weight, 0);

  return {
    ledger,
    /** The stocks every later write refers to: one import and two portfolio stocks. */
    async prepare() {
      const imported = await client.post("/api/import/morningstar", { text: importText(importSymbols) });
      if (imported.status !== 200) throw new Error(`setup import: ${imported.status} ${JSON.stringify(imported.body)}`);
      ledger.imports++;
      ledger.fairValues += imported.body.totalRecords;
      for (const symbol of ["A", "B"].map((s) => `P${code(index, 2)}${s}`)) {
        const res = await client.post("/api/stocks", {
          symbol,
          name: `${symbol} Ltd`,
          sector: "Financials",
          lastPrice: price(),
          dividendYield: null,
        });
        if (res.status !== 201) throw new Error(`setup stock: ${res.status} ${JSON.stringify(res.body)}`);
        ledger.portfolioAnchors.set(res.body.id, symbol);
      }
      const stocks = await client.get("/api/stocks");
      for (const stock of stocks.body as { id: string; symbol: string }[]) {
        if (importSymbols.includes(stock.symbol)) ledger.importedStocks.set(stock.id, stock.symbol);
      }
      if (ledger.importedStocks.size !== importSymbols.length) throw new Error(`setup: imported stocks missing`);
    },
    async runUntil(deadline: number) {
      while (Date.now() < deadline) {
        let roll = Math.random() * totalWeight;
        const op = operations.find((o) => (roll -= o.weight) < 0) ?? operations[0];
        await op.run();
      }
    },
  };
}

/** The user's rows, in the ledger's terms. */
async function stored(user: StressUser) {
  const one = async (query: string) => (await sql.query(query, [user.id])).rows;
  const [batches] = await one("select count(*)::int as n from import_batches where user_id = $1");
  const [fairValues] = await one("select count(*)::int as n from fair_values f join stocks s on s.id = f.stock_id where s.user_id = $1");
  const stocks = await one("select id, symbol, is_portfolio from stocks where user_id = $1");
  const journal = await one("select j.id, j.thesis from journal_entries j join stocks s on s.id = j.stock_id where s.user_id = $1");
  const allocations = await one("select stock_id, amount from portfolio_allocations where user_id = $1");
  return {
    imports: batches.n as number,
    fairValues: fairValues.n as number,
    stocks: Object.fromEntries(stocks.map((s) => [s.id, { symbol: s.symbol, isPortfolio: s.is_portfolio }])),
    journal: Object.fromEntries(journal.map((j) => [j.id, j.thesis])),
    allocations: Object.fromEntries(allocations.map((a) => [a.stock_id, a.amount])),
  };
}

function expected(ledger: Ledger) {
  const stocks: Record<string, { symbol: string; isPortfolio: boolean }> = {};
  for (const [id, symbol] of ledger.importedStocks) stocks[id] = { symbol, isPortfolio: false };
  for (const [id, symbol] of ledger.portfolioAnchors) stocks[id] = { symbol, isPortfolio: true };
  for (const [id, stock] of ledger.churn) stocks[id] = { ...stock };
  return {
    imports: ledger.imports,
    fairValues: ledger.fairValues,
    stocks,
    journal: Object.fromEntries(ledger.journal),
    allocations: Object.fromEntries(ledger.allocations),
  };
}

describe(`load: ${CLIENTS} concurrent clients`, () => {
  it(`mixes reads, imports and edits for ${SECONDS} s with 0 errors, and every acknowledged write is stored`, async () => {
    const users = await createApprovedUsers(sql, CLIENTS, "load");
    const samples: Sample[] = [];
    const failures: Failure[] = [];
    const clients = await Promise.all(
      users.map(async (user, index) => simulatedClient(index, await signIn(app.baseURL, user.email, STRESS_PASSWORD), samples, failures)),
    );
    await Promise.all(clients.map((client) => client.prepare()));

    const started = Date.now();
    await Promise.all(clients.map((client) => client.runUntil(started + SECONDS * 1000)));
    const elapsedSeconds = (Date.now() - started) / 1000;

    expect(failures.slice(0, 10), `${failures.length} failed requests`).toEqual([]);
    expect(app.alive(), app.output()).toBe(true);
    const rowsChecked = { importBatches: 0, fairValues: 0, stocks: 0, journalEntries: 0, allocations: 0 };
    for (const [index, user] of users.entries()) {
      const rows = await stored(user);
      expect(rows, `client ${index}'s rows`).toEqual(expected(clients[index].ledger));
      rowsChecked.importBatches += rows.imports;
      rowsChecked.fairValues += rows.fairValues;
      rowsChecked.stocks += Object.keys(rows.stocks).length;
      rowsChecked.journalEntries += Object.keys(rows.journal).length;
      rowsChecked.allocations += Object.keys(rows.allocations).length;
    }
    expect(app.output()).not.toMatch(/"level":"error"/);

    const writes: Record<string, number> = {};
    for (const { ledger } of clients) for (const [kind, n] of Object.entries(ledger.writes)) writes[kind] = (writes[kind] ?? 0) + n;
    const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
    const byKind = Object.fromEntries(
      [...new Set(samples.map((s) => s.kind))].sort().map((kind) => {
        const own = samples
          .filter((s) => s.kind === kind)
          .map((s) => s.ms)
          .sort((a, b) => a - b);
        return [kind, { requests: own.length, p50Ms: round(percentile(own, 50)), p95Ms: round(percentile(own, 95)) }];
      }),
    );
    recordFigures("load", {
      clients: CLIENTS,
      seconds: round(elapsedSeconds),
      requests: samples.length,
      errors: failures.length,
      throughputPerSecond: round(samples.length / elapsedSeconds),
      latencyMs: {
        p50: round(percentile(ms, 50)),
        p95: round(percentile(ms, 95)),
        p99: round(percentile(ms, 99)),
        max: round(ms[ms.length - 1]),
      },
      writesAcknowledged: Object.values(writes).reduce((a, b) => a + b, 0),
      writesByKind: writes,
      rowsChecked,
      byKind,
    });
  });
});
