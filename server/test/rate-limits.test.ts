// Rate limits are shared by every app instance on one PostgreSQL: with two instances an address gets
// AUTH_RATE_LIMIT attempts in the window between them, not twice that.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { logger } from "../logger";
import { RATE_LIMIT_MESSAGE } from "../middleware/rate-limit";
import { startTestApp, type TestApp } from "./support/test-app";

const LIMIT = 3;
let first: TestApp;
beforeAll(async () => {
  first = await startTestApp({ config: { AUTH_RATE_LIMIT: LIMIT } });
});
afterAll(() => first.close());

/** A second instance on the first one's database, as a second process behind a load balancer. */
function secondInstance() {
  return createApp({
    db: first.db,
    pool: first.pool,
    logger,
    bcryptRounds: 4,
    config: {
      NODE_ENV: "test",
      SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
      MAIL_FROM: "test@localhost",
      MARKET_DATA_BASE_URL: "http://127.0.0.1:1",
      AUTH_RATE_LIMIT: LIMIT,
    },
  });
}

describe("rate limits across instances", () => {
  it("counts sign-in attempts on either instance against one limit", async () => {
    const second = secondInstance();
    const attempt = (app: Parameters<typeof request>[0]) =>
      request(app).post("/api/auth/login").send({ email: "who@example.com", password: "wrong-pass" });
    expect((await attempt(first.app)).status).toBe(401);
    expect((await attempt(second)).status).toBe(401);
    expect((await attempt(first.app)).status).toBe(401);
    for (const app of [second, first.app]) {
      const refused = await attempt(app);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: RATE_LIMIT_MESSAGE, code: "rate_limited" });
      // draft-8 RateLimit header: nothing remaining in this window.
      expect(refused.headers["ratelimit"]).toMatch(/; r=0; /);
    }
  });

  it("keeps each endpoint's count apart", async () => {
    const second = secondInstance();
    // Sign-in is used up above; a reset request from the same address still has its own three.
    for (const app of [first.app, second, first.app]) {
      expect((await request(app).post("/api/auth/request-reset").send({ email: "who@example.com" })).status).toBe(200);
    }
    expect((await request(second).post("/api/auth/request-reset").send({ email: "who@example.com" })).status).toBe(429);
  });
});
