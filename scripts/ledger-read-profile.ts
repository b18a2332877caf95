// The ledger reads on the bench trader's data (scripts/bench/holdings-measures.ts), timed and profiled
// by hand (decision 066). Not a test and not part of `npm run bench`:
//   npx tsx scripts/ledger-read-profile.ts setup <dir>
// loads the bench's own trader into an embedded PostgreSQL kept in <dir> (10,000 trades over 15 years
// across 200 codes as one CommSec file, five years of daily closes per code, the two benchmark
// series, 4,000 dividends, 20 funds' 15 years of annual tax statements and 200 corporate actions of
// every type, scripts/bench/corporate-action-dataset.ts), and
//   npx tsx scripts/ledger-read-profile.ts measure <dir> [--rounds 7] [--only cgt,returns] [--profile <folder>] [--dump <folder>]
// starts the app on that database, and prints each read's median and range of `--rounds` timed GETs
// (after one untimed; `taxTimingScenario` is the bench's POST of a 50-sale scenario) as JSON, to the
// last byte as the bench takes them, and the median CPU time
// of this process (the app and its client, not PostgreSQL) per GET: on a machine shared by several
// engineers the run queue moves wall times by a factor of two, CPU time much less. With --profile it writes
// one CPU profile per read (<folder>/<read>.cpuprofile, for Chromium's DevTools) and prints each
// one's heaviest functions by self time; with --dump, each read's answer (<folder>/<read>.json), so two
// checkouts' answers can be compared byte for byte. Two checkouts measured on one <dir> one after another, in
// turns, are an A/B comparison of the same data.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcrypt";
import { createApp } from "../server/app";
import { connect } from "../server/db/connection";
import { freeLoopbackPort, startEmbeddedPostgres } from "../server/db/embedded-postgres";
import { runMigrations } from "../server/db/migrate";
import { buildCommsecTransactionsFile } from "../server/test/support/commsec-transactions-file";
import { financialYearOf } from "../shared/domain/ledger";
import { signedInClient } from "./bench/bench-server";
import { BENCH_PASSWORD } from "./bench/dataset";
import { actionCounts, storeBenchCorporateActions } from "./bench/corporate-action-dataset";
import { BENCH_FUNDS, SCENARIO_SALES, benchActionPlan, storeBenchmarks, storeCloses } from "./bench/holdings-measures";
import { storeBenchDividends, storeBenchStatements } from "./bench/income-measures";
import { quietLogger } from "./bench/quiet-logger";
import { startProviderProcess } from "./bench/refresh-measures";
import { median } from "./bench/stats";

interface Meta {
  email: string;
  corporateActions?: ReturnType<typeof actionCounts>;
  paths: Record<string, string>;
}

const [command, dir, ...rest] = process.argv.slice(2);
if ((command !== "setup" && command !== "measure") || !dir) {
  process.stderr.write(
    "usage: ledger-read-profile.ts setup|measure <dir> [--rounds N] [--only a,b] [--profile <folder>] [--dump <folder>]\n",
  );
  process.exit(2);
}
const option = (name: string) => {
  const index = rest.indexOf(`--${name}`);
  return index < 0 ? undefined : rest[index + 1];
};

async function startApp(dataDir: string, marketDataBaseUrl: string) {
  const embedded = await startEmbeddedPostgres(dataDir, quietLogger);
  const database = connect(embedded.url, quietLogger, embedded.stop);
  await runMigrations(database.db);
  const app = createApp({
    db: database.db,
    pool: database.pool,
    config: {
      NODE_ENV: "production",
      SESSION_SECRET: "ledger-read-profile-secret-0123456789abcdef",
      MAIL_FROM: "bench@localhost",
      MARKET_DATA_BASE_URL: marketDataBaseUrl,
      AUTH_RATE_LIMIT: 100_000,
    },
    logger: quietLogger,
    staticDir: mkdtempSync(path.join(os.tmpdir(), "ledger-read-static-")),
  });
  const port = await freeLoopbackPort();
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pool: database.pool,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.refreshJobs.stop();
      await database.close();
    },
  };
}

async function setup(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const market = await startProviderProcess();
  const app = await startApp(dataDir, market.url);
  try {
    const file = buildCommsecTransactionsFile({ trades: 10_000, codes: 200 });
    const actionPlan = benchActionPlan(file);
    await storeCloses(app.pool, [...file.codes, ...actionPlan.newCodes]);
    await storeBenchmarks(app.pool);
    const email = `bench-trader-profile-${Date.now()}@bench.test`;
    await app.pool.query("insert into users (email, password, role, status) values ($1, $2, 'user', 'approved')", [
      email,
      bcrypt.hashSync(BENCH_PASSWORD, 4),
    ]);
    const client = await signedInClient(app.baseUrl, { email, password: BENCH_PASSWORD });
    const form = new FormData();
    form.append("file", new Blob([file.text], { type: "text/csv" }), "Transactions.csv");
    const res = await fetch(`${app.baseUrl}/api/import/trades`, { method: "POST", headers: { cookie: client.cookie }, body: form });
    const body = (await res.json()) as { inserted?: number; priceJobId?: string | null };
    if (body.inserted !== file.trades.length) throw new Error(`The import wrote ${body.inserted} of ${file.trades.length} trades`);
    for (let state = ""; body.priceJobId && state !== "done" && state !== "failed";) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = (JSON.parse(await client.get(`/api/stocks/refresh-all/${body.priceJobId}`)) as { state: string }).state;
    }
    await storeBenchDividends(app.pool, email, 20);
    await storeBenchStatements(app.pool, email, BENCH_FUNDS.funds, BENCH_FUNDS.years);
    await storeBenchCorporateActions(app.pool, client, email, actionPlan);
    // The busiest financial year of sales, and the last complete one for income, as the bench picks them.
    const salesByYear = new Map<number, number>();
    for (const trade of file.trades.filter((t) => t.type === "SELL")) {
      const fy = financialYearOf(trade.tradeDate);
      salesByYear.set(fy, (salesByYear.get(fy) ?? 0) + 1);
    }
    const cgtFy = [...salesByYear].sort((a, b) => b[1] - a[1])[0][0];
    const incomeFy = financialYearOf(new Date().toISOString().slice(0, 10)) - 1;
    const meta: Meta = {
      email,
      corporateActions: actionCounts(actionPlan),
      paths: {
        holdings: "/api/holdings",
        valueHistory: "/api/holdings/value-history?range=5Y",
        cgt: `/api/cgt?fy=${cgtFy}`,
        income: `/api/income?fy=${incomeFy}`,
        taxTiming: "/api/tax-timing",
        returns: "/api/returns?period=5y",
        returnsSeries: "/api/returns/series?period=5y",
      },
    };
    writeFileSync(path.join(dataDir, "meta.json"), `${JSON.stringify(meta, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(meta)}\n`);
  } finally {
    await app.close();
    await market.close();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** The profile's heaviest functions by self time, as "ms function file:line". */
function heaviest(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }, count: number): string[] {
  const selfUs = new Map<number, number>();
  const { samples = [], timeDeltas = [] } = profile;
  samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (timeDeltas[index] ?? 0)));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"} ${url.replace(/^.*\/(?:wt\/[^/]+|perf-[^/]+)\//, "")}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (selfUs.get(node.id) ?? 0));
  }
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`);
}

/** Reads beyond the bench's whose answers --dump writes: returns' other periods and options, value history's other ranges. */
const COMPARED_PATHS: Record<string, string> = {
  returnsFy: "/api/returns?period=fy",
  returns1yFranking: "/api/returns?period=1y&franking=include",
  returnsAll: "/api/returns?period=all",
  returnsSeries1yProxy: "/api/returns/series?period=1y&benchmark=STW.AX",
  valueHistory1Y: "/api/holdings/value-history?range=1Y",
  valueHistoryAll: "/api/holdings/value-history?range=ALL",
};

async function measure(dataDir: string) {
  const meta = JSON.parse(readFileSync(path.join(dataDir, "meta.json"), "utf8")) as Meta;
  const rounds = Number(option("rounds") ?? 7);
  const only = option("only")?.split(",");
  const profileDir = option("profile");
  const dumpDir = option("dump");
  const app = await startApp(dataDir, "http://127.0.0.1:9");
  const session = profileDir ? new Session() : null;
  try {
    const client = await signedInClient(app.baseUrl, { email: meta.email, password: BENCH_PASSWORD });
    const figures: Record<string, { median: number; min: number; max: number; cpu: number; bytes: number }> = {};
    // The bench's Before 30 June scenario: 50 sales of the first 50 open parcels, as holdings-measures.ts sends it.
    const open = (
      JSON.parse(await client.get("/api/tax-timing")) as { parcels: { parcelId: string; units: string; close: string | null }[] }
    ).parcels;
    const sales = open
      .slice(0, SCENARIO_SALES)
      .map((parcel) => ({ parcelId: parcel.parcelId, units: parcel.units, price: parcel.close ?? "10", brokerage: "19.95" }));
    const reads: [string, () => Promise<string>][] = [
      ...Object.entries(meta.paths).map(([name, pathname]): [string, () => Promise<string>] => [name, () => client.get(pathname)]),
      ["taxTimingScenario", () => client.post("/api/tax-timing/scenario", { sales })],
      // Compared with --dump, not timed unless named in --only: other periods, options and ranges.
      ...(dumpDir
        ? Object.entries(COMPARED_PATHS).map(([name, pathname]): [string, () => Promise<string>] => [name, () => client.get(pathname)])
        : []),
    ];
    for (const [name, read] of reads) {
      if (only ? !only.includes(name) : name in COMPARED_PATHS && !dumpDir) continue;
      const body = await read(); // untimed: JIT and cold cache
      const bytes = body.length;
      if (dumpDir) {
        mkdirSync(dumpDir, { recursive: true });
        writeFileSync(path.join(dumpDir, `${name}.json`), body);
      }
      if (session) {
        session.connect();
        await session.post("Profiler.enable");
        await session.post("Profiler.setSamplingInterval", { interval: 200 });
        await session.post("Profiler.start");
      }
      const samples: number[] = [];
      const cpuSamples: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        await read();
        const cpu = process.cpuUsage(cpuBefore);
        samples.push(performance.now() - started);
        cpuSamples.push((cpu.user + cpu.system) / 1000);
      }
      if (session && profileDir) {
        const { profile } = await session.post("Profiler.stop");
        session.disconnect();
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
        process.stderr.write(`\n${name} (${rounds} requests), self time:\n${heaviest(profile as never, 25).join("\n")}\n`);
      }
      const round1 = (value: number) => Math.round(value * 10) / 10;
      figures[name] = {
        median: round1(median(samples)),
        min: round1(Math.min(...samples)),
        max: round1(Math.max(...samples)),
        cpu: round1(median(cpuSamples)),
        bytes,
      };
    }
    process.stdout.write(`${JSON.stringify({ at: new Date().toISOString(), load: os.loadavg()[0], figures })}\n`);
  } finally {
    await app.close();
  }
}

await (command === "setup" ? setup(dir) : measure(dir));
