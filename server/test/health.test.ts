// GET /api/health and GET /api/ready (docs/decisions/022): health answers while the database does,
// with its latency; ready also waits for the migrations and says no while the app is stopping; the
// rest of /api stays closed until the migrations are applied.
import pg from "pg";
import request from "supertest";
import { inject } from "vitest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type AppDeps } from "../app";
import { connect } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { logger } from "../logger";
import { createEmptyDatabase } from "./support/test-database";
import { startTestApp, type TestApp } from "./support/test-app";

const CONFIG: AppDeps["config"] = {
  NODE_ENV: "test",
  SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
  MAIL_FROM: "test@localhost",
  MARKET_DATA_BASE_URL: "http://127.0.0.1:1",
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("GET /api/ready", () => {
  it("answers ready with the database's latency on a migrated database, without a session", async () => {
    const res = await request(t.app).get("/api/ready");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ready", databaseLatencyMs: expect.any(Number) });
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 503 'stopping' once the process is stopping, while health still answers 200", async () => {
    const lifecycle = { stopping: false };
    const app = createApp({ db: t.db, pool: t.pool, config: CONFIG, bcryptRounds: 4, lifecycle });
    expect((await request(app).get("/api/ready")).status).toBe(200);
    lifecycle.stopping = true;
    const res = await request(app).get("/api/ready");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "stopping", error: "The app is stopping", code: "not_ready", requestId: expect.any(String) });
    expect((await request(app).get("/api/health")).status).toBe(200);
  });

  it("answers 503 when the database cannot be reached", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://nobody:nothing@127.0.0.1:1/none", connectionTimeoutMillis: 500 });
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const app = createApp({ db: drizzle(pool) as never, pool, config: CONFIG, bcryptRounds: 4 });
    const res = await request(app).get("/api/ready");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: "unavailable", code: "database_unavailable" });
    await pool.end();
  });
});

describe("an app on a database whose migrations are not applied yet", () => {
  const databases: { drop: () => Promise<unknown> }[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it("is healthy but not ready, keeps the rest of /api closed, and opens once migrated", async () => {
    const database = await createEmptyDatabase(inject("postgresServerUrl"));
    databases.push(database);
    const handle = connect(database.url, logger);
    try {
      const app = createApp({ db: handle.db, pool: handle.pool, config: CONFIG, bcryptRounds: 4 });
      expect((await request(app).get("/api/health")).status).toBe(200);
      const notReady = await request(app).get("/api/ready");
      expect(notReady.status).toBe(503);
      expect(notReady.body).toMatchObject({
        status: "migrating",
        code: "not_ready",
        error: "The app is starting: database migrations are not applied yet",
      });
      const closed = await request(app).post("/api/auth/login").send({ email: "a@example.com", password: "whatever1" });
      expect([closed.status, closed.body.code]).toEqual([503, "not_ready"]);

      await runMigrations(handle.db);
      expect((await request(app).get("/api/ready")).status).toBe(200);
      const open = await request(app).post("/api/auth/login").send({ email: "a@example.com", password: "whatever1" });
      expect(open.status).toBe(401);
    } finally {
      await handle.close();
    }
  });
});
