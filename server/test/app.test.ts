import pg from "pg";
import request from "supertest";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { RATE_LIMIT_MESSAGE } from "../middleware/rate-limit";
import { startTestApp, TEST_PASSWORD, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok after a database round trip, with its latency", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", databaseLatencyMs: expect.any(Number) });
    expect(res.body.databaseLatencyMs).toBeGreaterThan(0);
  });

  it("answers 503 when the database cannot be reached", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://nobody:nothing@127.0.0.1:1/none", connectionTimeoutMillis: 500 });
    const app = createApp({
      db: drizzle(pool),
      pool,
      config: { NODE_ENV: "test", SESSION_SECRET: "x".repeat(32), MAIL_FROM: "a@b", MARKET_DATA_BASE_URL: "http://127.0.0.1:1" },
      bcryptRounds: 4,
    } as never);
    const res = await request(app).get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: "unavailable",
      error: "The database is unavailable",
      code: "database_unavailable",
      requestId: res.headers["x-request-id"],
    });
    const login = await request(app).post("/api/auth/login").send({ email: "a@b.co", password: "whatever1" });
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject({ error: "The database is unavailable. Please try again shortly.", code: "database_unavailable" });
    await pool.end();
  });
});

describe("API surface", () => {
  it("answers unknown /api paths with 404 JSON", async () => {
    const res = await request(t.app).get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Not found", code: "not_found" });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await request(t.app).post("/api/auth/login").set("Content-Type", "application/json").send("{bad json");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "The request body is not valid JSON", code: "invalid_json" });
  });

  it("sends helmet's security headers with a strict script policy", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("cross-site request refusal", () => {
  const body = { email: "x@example.com", password: "whatever1" };
  it("refuses Sec-Fetch-Site: cross-site and same-site with 403", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const res = await request(t.app).post("/api/auth/login").set("Sec-Fetch-Site", site).send(body);
      expect(res.status, site).toBe(403);
      expect(res.body).toEqual({ error: "Cross-site request refused", code: "cross_origin_refused" });
    }
  });

  it("refuses an Origin that is not this app's", async () => {
    const res = await request(t.app).post("/api/auth/login").set("Origin", "https://evil.example").send(body);
    expect(res.status).toBe(403);
  });

  it("lets same-origin browser requests and header-less clients through", async () => {
    const sameOrigin = await request(t.app).post("/api/auth/login").set("Sec-Fetch-Site", "same-origin").send(body);
    expect(sameOrigin.status).toBe(401);
    const curlLike = await request(t.app).post("/api/auth/login").send(body);
    expect(curlLike.status).toBe(401);
    const res = await request(t.app).get("/api/health").set("Sec-Fetch-Site", "cross-site");
    expect(res.status).toBe(200);
  });
});

describe("rate limits and production cookies", () => {
  it("answers 429 with a message after too many sign-in, registration or reset attempts", async () => {
    const limited = await startTestApp({ config: { AUTH_RATE_LIMIT: 3 } });
    try {
      for (const [path, payload] of [
        ["/api/auth/login", { email: "a@example.com", password: "wrong-pass" }],
        ["/api/auth/register", { email: "short@example.com", password: "x" }],
        ["/api/auth/request-reset", { email: "a@example.com" }],
      ] as const) {
        for (let i = 0; i < 3; i++) expect((await request(limited.app).post(path).send(payload)).status).not.toBe(429);
        const res = await request(limited.app).post(path).send(payload);
        expect(res.status, path).toBe(429);
        expect(res.body).toEqual({ error: RATE_LIMIT_MESSAGE, code: "rate_limited" });
      }
    } finally {
      await limited.close();
    }
  });

  it("marks the session cookie Secure in production", async () => {
    const prod = await startTestApp({ config: { NODE_ENV: "production" } });
    try {
      const user = await prod.createUser();
      const res = await request(prod.app)
        .post("/api/auth/login")
        .set("X-Forwarded-Proto", "https")
        .send({ email: user.email, password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).join(";");
      expect(cookie).toMatch(/asx\.sid=.*Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      const plain = await request(prod.app).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
      expect(plain.status).toBe(200);
      const plainCookie = ([] as string[]).concat(plain.headers["set-cookie"] ?? []).join(";");
      // Served over plain http (a LAN self-host without TLS) the cookie must still be set, without Secure.
      expect(plainCookie).toMatch(/asx\.sid=/);
      expect(plainCookie).not.toMatch(/Secure/);
    } finally {
      await prod.close();
    }
  });
});
