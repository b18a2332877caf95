// Sessions (issue #8), checked on the server's own record, the `session` table. auth.test.ts
// already shows a new cookie at sign-in, the old cookie refused after logout, and HttpOnly +
// SameSite=Lax; app.test.ts shows Secure over https in production and cross-site refusal on the
// login form. This file adds: fixation with an attacker's planted id, logout deleting the row,
// Path=/ and a fixed lifetime, Secure when APP_URL is https, and cross-site writes carrying a real
// session being refused without touching anything.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, stocks } from "@shared/schema";
import { startTestApp, TEST_PASSWORD, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const setCookie = (res: request.Response) => ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("asx.sid="));
const cookiePair = (res: request.Response) => setCookie(res)?.split(";")[0];

/** The session id inside a signed cookie value "s:<sid>.<signature>". */
const sidOf = (pair: string) => /^asx\.sid=s%3A([^.]+)\./.exec(pair)?.[1];

async function sessionRow(sid: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
  return row as { sid: string; sess: { userId?: string } } | undefined;
}

async function signIn(email: string, cookie?: string) {
  const req = request(t.app).post("/api/auth/login");
  if (cookie) req.set("Cookie", cookie);
  const res = await req.send({ email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return cookiePair(res)!;
}

describe("session fixation", () => {
  it("gives the victim a new session id at sign-in, so an attacker's planted id never becomes the victim's session", async () => {
    const attacker = await t.createUser();
    const victim = await t.createUser();
    const planted = await signIn(attacker.email);
    const plantedSid = sidOf(planted)!;
    expect((await sessionRow(plantedSid))?.sess.userId).toBe(attacker.id);

    // The victim's browser carries the attacker's cookie when signing in.
    const fresh = await signIn(victim.email, planted);
    const freshSid = sidOf(fresh)!;
    expect(freshSid).not.toBe(plantedSid);
    expect((await sessionRow(freshSid))?.sess.userId).toBe(victim.id);
    // The planted session was replaced, not upgraded: its row is gone and it signs nobody in.
    expect(await sessionRow(plantedSid)).toBeUndefined();
    expect((await request(t.app).get("/api/auth/me").set("Cookie", planted)).status).toBe(401);
    expect((await request(t.app).get("/api/auth/me").set("Cookie", fresh)).body.id).toBe(victim.id);
  });
});

describe("logout", () => {
  it("deletes the session row on the server, so a copied cookie is worthless afterwards", async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    const sid = sidOf(cookie)!;
    expect(await sessionRow(sid)).toBeDefined();
    const copied = cookie;

    const res = await request(t.app).post("/api/auth/logout").set("Cookie", cookie);
    expect(res.status).toBe(200);
    // The browser is told to drop the cookie too.
    expect(setCookie(res)).toMatch(/^asx\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await sessionRow(sid)).toBeUndefined();
    expect((await request(t.app).get("/api/auth/me").set("Cookie", copied)).status).toBe(401);
    expect((await request(t.app).get("/api/stocks").set("Cookie", copied)).status).toBe(401);
  });

  it("leaves the user's other sessions (another device) alone", async () => {
    const user = await t.createUser();
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);
    await request(t.app).post("/api/auth/logout").set("Cookie", laptop).expect(200);
    expect((await request(t.app).get("/api/auth/me").set("Cookie", phone)).status).toBe(200);
  });
});

describe("cookie flags", () => {
  const attributes = (cookie: string) =>
    cookie
      .split(";")
      .slice(1)
      .map((a) => a.trim());

  it("is HttpOnly, SameSite=Lax, Path=/ with a 7-day lifetime, and not Secure over plain http outside production", async () => {
    const user = await t.createUser();
    const res = await request(t.app).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
    const flags = attributes(setCookie(res)!);
    expect(flags).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax"]));
    expect(flags).not.toContain("Secure");
    const expires = flags.find((f) => f.startsWith("Expires="))!;
    const days = (new Date(expires.slice("Expires=".length)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("is Secure in production when APP_URL is https, behind a proxy that says so", async () => {
    const prod = await startTestApp({ config: { NODE_ENV: "production", APP_URL: "https://dash.example.com" } });
    try {
      const user = await prod.createUser();
      const res = await request(prod.app)
        .post("/api/auth/login")
        .set("X-Forwarded-Proto", "https")
        .send({ email: user.email, password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(attributes(setCookie(res)!)).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]));
      // Over plain http an https-configured app never sends the session cookie in the clear.
      const plain = await request(prod.app).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
      expect(setCookie(plain)).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});

describe("cross-site requests", () => {
  // SameSite=Lax keeps the cookie off another site's POSTs in current browsers, but a sibling
  // subdomain is "same-site" and old browsers ignore SameSite; so a forged write may well arrive with
  // the victim's cookie, and the server refuses it by the request's own headers.
  const crossSite: [string, Record<string, string>][] = [
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }],
    ["a foreign Origin without Sec-Fetch-Site", { Origin: "https://evil.example" }],
    ["Origin: null (a sandboxed frame or data: URL)", { Origin: "null" }],
    [
      "a foreign Origin even when Sec-Fetch-Site is missing and Referer looks local",
      { Origin: "http://evil.example", Referer: "http://127.0.0.1/" },
    ],
  ];

  it("refuses a cross-site write that carries a valid session, and writes nothing", async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    const own = await request(t.app).post("/api/stocks").set("Cookie", cookie).send({ symbol: "OWN", name: "Own Ltd", lastPrice: 2 });
    expect(own.status).toBe(201);
    for (const [name, headers] of crossSite) {
      const writes = [
        request(t.app).post("/api/stocks").send({ symbol: "CSRF", name: "Forged Ltd", lastPrice: 1 }),
        request(t.app).patch(`/api/stocks/${own.body.id}/toggle-portfolio`),
        request(t.app).delete(`/api/stocks/${own.body.id}`),
        request(t.app).post("/api/auth/logout"),
      ];
      for (const write of writes) {
        const res = await write.set("Cookie", cookie).set(headers);
        expect(res.status, name).toBe(403);
        expect(res.body).toEqual({ error: "Cross-site request refused", code: "cross_origin_refused" });
      }
    }
    const stored = await t.db.select().from(stocks).where(eq(stocks.userId, user.id));
    expect(stored.map((s) => [s.symbol, s.isPortfolio])).toEqual([["OWN", true]]);
    // The forged logout did not end the session either.
    expect((await request(t.app).get("/api/auth/me").set("Cookie", cookie)).status).toBe(200);
  });

  it("lets the same writes through from the app's own pages and from APP_URL's origin", async () => {
    const trusted = await startTestApp({ config: { APP_URL: "https://dash.example.com" } });
    try {
      const user = await trusted.createUser();
      const login = await request(trusted.app).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
      const cookie = cookiePair(login)!;
      const sameOrigin = await request(trusted.app)
        .post("/api/stocks")
        .set("Cookie", cookie)
        .set("Sec-Fetch-Site", "same-origin")
        .send({ symbol: "SAME", name: "Same Ltd", lastPrice: 1 });
      expect(sameOrigin.status).toBe(201);
      const fromAppUrl = await request(trusted.app)
        .post("/api/stocks")
        .set("Cookie", cookie)
        .set("Origin", "https://dash.example.com")
        .send({ symbol: "APPURL", name: "App Url Ltd", lastPrice: 1 });
      expect(fromAppUrl.status).toBe(201);
    } finally {
      await trusted.close();
    }
  });
});

describe("the rolling expiry", () => {
  const storedExpiry = async (sid: string) =>
    Number(
      (await t.pool.query<{ ms: number }>("select extract(epoch from expire) * 1000 as ms from session where sid = $1", [sid])).rows[0].ms,
    );

  it("moves the stored expiry to 7 days after each signed-in request", async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    const sid = sidOf(cookie)!;
    const WEEK = 7 * 86_400_000;
    // Signed in six minutes ago, as far as the server's record goes.
    await t.pool.query("update session set expire = expire - interval '6 minutes' where sid = $1", [sid]);
    const behind = await storedExpiry(sid);

    const before = Date.now();
    await request(t.app).get("/api/auth/me").set("Cookie", cookie).expect(200);
    const extended = await storedExpiry(sid);
    expect(extended).toBeGreaterThan(behind);
    expect(extended).toBeGreaterThanOrEqual(before + WEEK - 1_000);
  });

  it("still renews the cookie's 7 days on every answer", async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    const res = await request(t.app).get("/api/auth/me").set("Cookie", cookie).expect(200);
    const expires = setCookie(res)!
      .split(";")
      .map((a) => a.trim())
      .find((a) => a.startsWith("Expires="))!;
    const days = (new Date(expires.slice("Expires=".length)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
  });

  it("ends a session whose stored expiry has passed, however fresh its cookie", async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    await t.pool.query("update session set expire = now() - interval '1 second' where sid = $1", [sidOf(cookie)]);
    expect((await request(t.app).get("/api/auth/me").set("Cookie", cookie)).status).toBe(401);
  });
});

describe("the session and its user", () => {
  it("are both checked on each request: a user no longer approved, or gone, is refused at once", async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    await request(t.app).get("/api/stocks").set("Cookie", cookie).expect(200);
    await t.pool.query("update users set status = 'rejected' where id = $1", [user.id]);
    expect((await request(t.app).get("/api/stocks").set("Cookie", cookie)).status).toBe(401);

    const other = await t.createUser();
    const otherCookie = await signIn(other.email);
    // The session now names a user id that no user has.
    await t.pool.query(
      "update session set sess = jsonb_set(sess::jsonb, '{userId}', to_jsonb(gen_random_uuid()::text))::json where sid = $1",
      [sidOf(otherCookie)],
    );
    expect((await request(t.app).get("/api/stocks").set("Cookie", otherCookie)).status).toBe(401);
    // Or one that is no user id at all (a row written by hand): refused, not a failed query.
    await t.pool.query("update session set sess = jsonb_set(sess::jsonb, '{userId}', '\"not-a-uuid\"')::json where sid = $1", [
      sidOf(otherCookie),
    ]);
    expect((await request(t.app).get("/api/stocks").set("Cookie", otherCookie)).status).toBe(401);
  });
});

describe("a session whose expiry cannot be extended", () => {
  it("still gets its answers, errors included, over a connection that stays open (the failed extension is not an error of the request)", async () => {
    const user = await t.createUser();
    const cookie = await signIn(user.email);
    // A signed-in answer extends the session's expiry (an UPDATE of its row): make that UPDATE fail,
    // as it does when PostgreSQL goes away between the answer and the extension.
    await t.pool.query(`
      create function refuse_session_touch() returns trigger language plpgsql as $$
      begin raise exception 'session expiry update refused'; end $$;
      create trigger refuse_session_touch before update on session for each row execute function refuse_session_touch()`);
    const server = t.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; body: { id?: string; error?: string }; socket: Socket; reused: boolean }>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port, path, agent, headers: { Cookie: cookie } }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text), socket: req.socket!, reused: req.reusedSocket }));
        });
        req.on("error", reject);
      });
    try {
      // An answer from a route, then one from the error handler (a stock that is not the user's).
      const answers = [
        { path: "/api/auth/me", status: 200, body: { id: user.id } },
        { path: "/api/stocks/00000000-0000-4000-8000-000000000000/history", status: 404, body: { error: "Stock not found" } },
        { path: "/api/auth/me", status: 200, body: { id: user.id } },
      ];
      for (const [index, expected] of answers.entries()) {
        const answer = await get(expected.path);
        expect(answer, expected.path).toMatchObject({ status: expected.status, body: expected.body, reused: index > 0 });
        // The extension fails a moment after the answer; the connection must outlive it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(answer.socket.destroyed, `connection after ${expected.path}`).toBe(false);
      }
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
      await t.pool.query("drop trigger refuse_session_touch on session; drop function refuse_session_touch()");
    }
  });
});
