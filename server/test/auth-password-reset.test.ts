import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_REQUESTED_MESSAGE } from "../services/auth";
import { capturingMailer, startTestApp, TEST_PASSWORD, type TestApp } from "./support/test-app";

let clock = new Date("2026-01-10T00:00:00Z");
let t: TestApp;
beforeAll(async () => {
  // Listening on loopback alone, outside production, without mail: the one case the token is shown.
  t = await startTestApp({ now: () => clock, config: { HOST: "127.0.0.1" } });
});
afterAll(() => t.close());

const login = (app: TestApp["app"], email: string, password: string) => request(app).post("/api/auth/login").send({ email, password });

describe("password reset", () => {
  it("answers the same for an unknown e-mail, without a token", async () => {
    const res = await request(t.app).post("/api/auth/request-reset").send({ email: "ghost@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
  });

  // Issue 45 item 1: in development without mail the answer carried the token of any account, on
  // every interface, and only for existing e-mails (so it also said who has an account).
  it("answers an existing e-mail exactly as an unknown one unless the server listens on loopback alone", async () => {
    for (const HOST of [undefined, "0.0.0.0", "::", "192.168.1.20", "dashboard.example.com"]) {
      const open = await startTestApp({ config: { NODE_ENV: "development", HOST } });
      try {
        const user = await open.createUser();
        const known = await request(open.app).post("/api/auth/request-reset").send({ email: user.email });
        const unknown = await request(open.app).post("/api/auth/request-reset").send({ email: "nobody@example.com" });
        expect(known.status, String(HOST)).toBe(200);
        expect(known.text, String(HOST)).toBe(unknown.text);
        expect(known.body, String(HOST)).toEqual({ message: RESET_REQUESTED_MESSAGE });
      } finally {
        await open.close();
      }
    }
  });

  it("shows the token on loopback alone: 127.0.0.1, another 127.x address, ::1 and localhost", async () => {
    for (const HOST of ["127.0.0.1", "127.0.0.2", "::1", "localhost"]) {
      const local = await startTestApp({ config: { NODE_ENV: "development", HOST } });
      try {
        const user = await local.createUser();
        const res = await request(local.app).post("/api/auth/request-reset").send({ email: user.email });
        expect(res.body.resetToken, HOST).toMatch(/^[A-Za-z0-9_-]{43}$/);
      } finally {
        await local.close();
      }
    }
  });

  it("outside production without mail, on loopback, returns a token that resets the password once", async () => {
    const user = await t.createUser();
    const requested = await request(t.app).post("/api/auth/request-reset").send({ email: user.email });
    expect(requested.body.message).toBe(RESET_REQUESTED_MESSAGE);
    const token = requested.body.resetToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const short = await request(t.app).post("/api/auth/reset-password").send({ token, password: "short" });
    expect(short.status).toBe(400);
    const reset = await request(t.app).post("/api/auth/reset-password").send({ token, password: "brand-new-pass" });
    expect(reset.status).toBe(200);
    expect((await login(t.app, user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(t.app, user.email, "brand-new-pass")).status).toBe(200);

    const reused = await request(t.app).post("/api/auth/reset-password").send({ token, password: "another-pass" });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe("Invalid or expired reset token");
  });

  // Issue 33 item 17: an old cookie still opened the dashboard after the password was reset.
  it("ends every session of the user (a reset has no session of its own to keep), and no one else's", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers["set-cookie"] ?? [])[0].split(";")[0];
    const laptop = cookieOf(await login(t.app, user.email, TEST_PASSWORD).expect(200));
    const phone = cookieOf(await login(t.app, user.email, TEST_PASSWORD).expect(200));
    const others = cookieOf(await login(t.app, other.email, TEST_PASSWORD).expect(200));
    const me = (cookie: string) => request(t.app).get("/api/auth/me").set("Cookie", cookie);
    expect((await me(laptop)).status).toBe(200);

    const { body } = await request(t.app).post("/api/auth/request-reset").send({ email: user.email });
    await request(t.app).post("/api/auth/reset-password").send({ token: body.resetToken, password: "fresh-start-pass" }).expect(200);

    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await request(t.app).get("/api/stocks").set("Cookie", phone)).status).toBe(401);
    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from session where sess->>'userId' = ${user.id}`);
    expect(rows.rows[0].n).toBe(0);
    expect((await me(others)).body.id).toBe(other.id);
    // The new password opens a new session.
    const fresh = cookieOf(await login(t.app, user.email, "fresh-start-pass").expect(200));
    expect((await me(fresh)).body.id).toBe(user.id);
  });

  it("refuses a token after one hour and a token that never existed", async () => {
    const user = await t.createUser();
    const { body } = await request(t.app).post("/api/auth/request-reset").send({ email: user.email });
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const late = await request(t.app).post("/api/auth/reset-password").send({ token: body.resetToken, password: "too-late-pass" });
    expect(late.status).toBe(400);
    const made = await request(t.app).post("/api/auth/reset-password").send({ token: "made-up", password: "made-up-pass" });
    expect(made.status).toBe(400);
    expect((await request(t.app).post("/api/auth/reset-password").send({ password: "no-token-pass" })).body.error).toBe(
      "token: Invalid reset token",
    );
  });

  it("with a mail transport, mails the link and keeps the token out of the response", async () => {
    const mailer = capturingMailer();
    const mailed = await startTestApp({ mailer, config: { APP_URL: "https://dash.example.com" } });
    try {
      const user = await mailed.createUser();
      const res = await request(mailed.app).post("/api/auth/request-reset").send({ email: user.email });
      expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0].to).toBe(user.email);
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailer.sent[0].text)?.[1];
      expect(mailer.sent[0].text).toContain("https://dash.example.com/reset-password?token=");
      const reset = await request(mailed.app).post("/api/auth/reset-password").send({ token, password: "mailed-new-pass" });
      expect(reset.status).toBe(200);
    } finally {
      await mailed.close();
    }
  });

  it("in production, never returns the token even without a mail transport, on loopback too", async () => {
    const prod = await startTestApp({ config: { NODE_ENV: "production", HOST: "127.0.0.1" } });
    try {
      const user = await prod.createUser();
      const res = await request(prod.app).post("/api/auth/request-reset").send({ email: user.email });
      expect(res.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    } finally {
      await prod.close();
    }
  });
});
