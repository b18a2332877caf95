// PostgreSQL stops while the app serves a signed-in client: every API call answers 503 with the
// clear message (never a 500, never a hang), the process stays up, and when PostgreSQL returns the
// same session works again without restarting the app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE } from "../server/middleware/errors";
import { startAppProcess, type AppProcess } from "./support/app-process";
import { ApiClient, signIn } from "./support/http-client";
import { sqlPool, startStressPostgres, type StressPostgres } from "./support/postgres";
import { recordFigures, round } from "./support/results";
import { STRESS_PASSWORD, createApprovedUsers } from "./support/users";

const HEALTH_UNAVAILABLE = { status: "unavailable", error: "The database is unavailable" };
// Generous: pg's connection timeout is 5 s; anything near this is a hang, not a slow answer.
const OUTAGE_REQUEST_LIMIT_MS = 12_000;
const RECOVERY_LIMIT_MS = 30_000;

let database: StressPostgres;
let app: AppProcess;
let client: ApiClient;
let email: string;

beforeAll(async () => {
  database = await startStressPostgres();
  app = await startAppProcess({ databaseUrl: database.url });
  const pool = sqlPool(database.url);
  [{ email }] = await createApprovedUsers(pool, 1, "outage");
  await pool.end();
  client = await signIn(app.baseURL, email, STRESS_PASSWORD);
});

afterAll(async () => {
  await app?.kill("SIGTERM");
  await database?.destroy();
});

/** One round of the calls a signed-in page makes, reads and a write. */
const calls = (c: ApiClient) => [
  { name: "GET /api/portfolio", send: () => c.get("/api/portfolio?isPortfolio=true", OUTAGE_REQUEST_LIMIT_MS) },
  { name: "GET /api/auth/me", send: () => c.get("/api/auth/me", OUTAGE_REQUEST_LIMIT_MS) },
  { name: "GET /api/stocks", send: () => c.get("/api/stocks", OUTAGE_REQUEST_LIMIT_MS) },
  {
    name: "POST /api/stocks",
    send: () =>
      c.post(
        "/api/stocks",
        { symbol: "OUT", name: "Outage Ltd", sector: null, lastPrice: 1, dividendYield: null },
        OUTAGE_REQUEST_LIMIT_MS,
      ),
  },
];

describe("PostgreSQL stopped while the app serves requests", () => {
  it("answers 503 with a clear message, stays up, and recovers by itself when PostgreSQL returns", async () => {
    // Healthy, signed in, and the pool holds idle connections that the outage will cut.
    expect((await client.get("/api/auth/me")).body).toMatchObject({ email });
    await Promise.all(Array.from({ length: 6 }, () => client.get("/api/portfolio?isPortfolio=true")));
    expect((await client.get("/api/portfolio?isPortfolio=true")).status).toBe(200);

    // Requests in flight when PostgreSQL goes away and while it comes back: each must end in 200 or
    // the clear 503, never a 500, a dropped connection or a hang.
    const background = startBackgroundReaders(client, 4);
    await new Promise((r) => setTimeout(r, 300));
    await database.stop();
    const outage: { name: string; status: number; ms: number }[] = [];
    // Several rounds: the first meets connections cut by the shutdown, later ones refused connects.
    for (let round = 0; round < 3; round++) {
      for (const call of calls(client)) {
        const res = await call.send();
        outage.push({ name: call.name, status: res.status, ms: res.ms });
        expect(res, call.name).toMatchObject({ status: 503, body: { error: DATABASE_UNAVAILABLE } });
      }
      const health = await client.get("/api/health", OUTAGE_REQUEST_LIMIT_MS);
      outage.push({ name: "GET /api/health", status: health.status, ms: health.ms });
      expect(health).toMatchObject({ status: 503, body: HEALTH_UNAVAILABLE });
      await new Promise((r) => setTimeout(r, 300));
    }
    // A signed-out visitor gets the same answer on the sign-in form.
    const login = await new ApiClient(app.baseURL).post("/api/auth/login", { email, password: STRESS_PASSWORD }, OUTAGE_REQUEST_LIMIT_MS);
    expect(login).toMatchObject({ status: 503, body: { error: DATABASE_UNAVAILABLE } });
    expect(app.alive(), app.output()).toBe(true);

    await database.start();
    const restarted = performance.now();
    let recoveredAfterMs: number | undefined;
    let attempts = 0;
    while (performance.now() - restarted < RECOVERY_LIMIT_MS) {
      attempts++;
      const res = await client.get("/api/portfolio?isPortfolio=true", OUTAGE_REQUEST_LIMIT_MS);
      if (res.status === 200) {
        recoveredAfterMs = performance.now() - restarted;
        break;
      }
      // While it comes back, only "unavailable" is acceptable.
      expect(res, "answer during recovery").toMatchObject({ status: 503, body: { error: DATABASE_UNAVAILABLE } });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(recoveredAfterMs, `not recovered within ${RECOVERY_LIMIT_MS} ms`).toBeDefined();
    const inFlight = await background.stop();
    expect(inFlight.unexpected, JSON.stringify(inFlight.unexpected.slice(0, 5))).toEqual([]);
    expect(inFlight.byStatus[503], "some background requests met the outage").toBeGreaterThan(0);

    // The same session, the same process: everything works again, writes included.
    expect(await client.get("/api/auth/me")).toMatchObject({ status: 200, body: { email } });
    expect(await client.get("/api/health")).toMatchObject({ status: 200, body: { status: "ok" } });
    const added = await client.post("/api/stocks", { symbol: "BACK", name: "Back Ltd", sector: null, lastPrice: 2, dividendYield: null });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await client.get("/api/stocks")).body.map((s: { symbol: string }) => s.symbol)).toEqual(["BACK"]);
    expect(app.alive(), app.output()).toBe(true);
    expect(app.output()).not.toMatch(/"level":"error"/);

    const ms = outage.map((o) => o.ms).sort((a, b) => a - b);
    recordFigures("database-outage", {
      outageRequests: outage.length,
      outageStatuses: [...new Set(outage.map((o) => o.status))],
      outageMaxResponseMs: round(ms[ms.length - 1]),
      recoveredAfterMs: round(recoveredAfterMs!),
      recoveryAttempts: attempts,
      backgroundRequests: inFlight.total,
      backgroundByStatus: inFlight.byStatus,
    });
  });
});

/** Readers that keep calling the API until stopped, and sort every answer. */
function startBackgroundReaders(signedIn: ApiClient, count: number) {
  let running = true;
  const byStatus: Record<number, number> = {};
  const unexpected: string[] = [];
  let total = 0;
  const loop = async () => {
    while (running) {
      total++;
      try {
        const res = await signedIn.get(total % 2 ? "/api/portfolio?isPortfolio=true" : "/api/stocks", OUTAGE_REQUEST_LIMIT_MS);
        byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
        const ok = res.status === 200 || (res.status === 503 && res.body?.error === DATABASE_UNAVAILABLE);
        if (!ok) unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
      } catch (error) {
        // fetch's own message ('fetch failed') says nothing; its cause says how the socket ended.
        const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
        unexpected.push(`no answer: ${(error as Error).message}${cause ? ` (${cause.code ?? ""} ${cause.message ?? ""})` : ""}`);
      }
    }
  };
  const loops = Array.from({ length: count }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { total, byStatus, unexpected };
    },
  };
}
