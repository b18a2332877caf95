// Access control over the whole API, table-driven (issue #8): every endpoint the app really serves
// (read from Express's router stacks, so a new route without a row here fails the first test) ×
// {anonymous, pending, rejected, disabled, approved user A, another approved user B, owner}.
//   anonymous → 401 · a session whose user became pending/rejected, or was disabled → 401 (signing in: 403)
//   a session made before the user's password was reset → 401
//   another user's ids → 404 for reads, updates and deletes, and their rows stay as they were
//   owner-only → 403 for everyone signed in but the owner · lists never show another user's rows.
// The per-feature tests (stocks, fair values, shareholders, journal, allocations, imports) check the same rules
// one route at a time; this file is the complete matrix.
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalEntries, stocks, users } from "@shared/schema";
import { ARCHIVE_ALERT_SETTINGS, downloadExport, oneStockArchive } from "../support/account-archive";
import { startMarketDataServer, type MarketDataServer } from "../support/market-data-server";
import { waitForRefreshJob } from "../support/refresh-jobs";
import { startSmtpServer, type SmtpServer } from "../support/smtp-server";
import { startTestApp, TEST_PASSWORD, type TestApp } from "../support/test-app";
import { ROWS, label, isOwned, needsSession, servedEndpoints } from "./endpoint-table";
import type { Call, Extra, Method, Resource, Resources } from "./endpoints/table-types";
import { ok, seedResources, sendTo, snapshotOf } from "./matrix-requests";

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("asx.sid="))
    ?.split(";")[0];

let t: TestApp;
let market: MarketDataServer;
let smtp: SmtpServer;

async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await request(t.app).post("/api/auth/login").send({ email, password });
  expect(res.status, `sign-in of ${email}`).toBe(200);
  return cookieOf(res)!;
}

/** A password reset link's token for `email`, from the e-mail the app sent. */
async function resetTokenFor(email: string): Promise<string> {
  await request(t.app).post("/api/auth/request-reset").send({ email }).expect(200);
  // The link arrives by e-mail (this app sends through the loopback SMTP server); the answer does
  // not wait for the send, so the message may land a moment later.
  for (let i = 0; i < 200; i++) {
    const mail = smtp.received.find((m) => m.to.includes(email));
    const token = mail && /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No reset e-mail reached ${email}`);
}

const send = (method: Method, call: Call, cookie?: string) => sendTo(t.app, method, call, cookie);
const seed = (cookie: string, userId: string, tag: string, options: { refreshJob?: boolean } = {}) =>
  seedResources(t.app, cookie, userId, tag, options);
const snapshot = (userId: string) => snapshotOf(t.db, userId);

interface Principal {
  name: string;
  cookie?: string;
}

let owner: Principal & { id: string };
let userA: Principal & { id: string };
let userB: Principal & { id: string };
let pending: Principal;
let rejected: Principal;
let disabled: Principal;
let passwordReset: Principal[];
let victim: Resources;
let extra: Extra;

beforeAll(async () => {
  market = await startMarketDataServer();
  smtp = await startSmtpServer();
  t = await startTestApp({ config: { MARKET_DATA_BASE_URL: market.url, SMTP_URL: smtp.url } });
  const ownerRow = await t.createUser({ role: "owner" });
  const aRow = await t.createUser();
  const bRow = await t.createUser();
  owner = { name: "owner", id: ownerRow.id, cookie: await signIn(ownerRow.email) };
  userA = { name: "approved user A", id: aRow.id, cookie: await signIn(aRow.email) };
  userB = { name: "approved user B", id: bRow.id, cookie: await signIn(bRow.email) };
  // Signed in while approved, then the owner's decision changed: the session must stop working.
  for (const status of ["pending", "rejected"] as const) {
    const row = await t.createUser();
    const cookie = await signIn(row.email);
    await t.db.update(users).set({ status }).where(eq(users.id, row.id));
    if (status === "pending") pending = { name: "pending (was signed in)", cookie };
    else rejected = { name: "rejected (was signed in)", cookie };
  }
  // Signed in, then disabled by the owner through the API: that call ends the session.
  const disabledRow = await t.createUser();
  disabled = { name: "disabled (was signed in)", cookie: await signIn(disabledRow.email) };
  await ok(request(t.app).post(`/api/auth/users/${disabledRow.id}/disable`).set("Cookie", owner.cookie!));
  victim = await seed(userB.cookie!, userB.id, "VICTIM", { refreshJob: true });
  // Its writes must not move the victim's rows under the checks that compare them.
  await waitForRefreshJob(request.agent(t.app).set("Cookie", userB.cookie!) as never, victim.refreshJobId);
  extra = {
    pendingUserId: async () => (await t.createUser({ status: "pending" })).id,
    approvedUserId: async () => (await t.createUser()).id,
    disabledUserId: async () => (await t.createUser({ status: "disabled" })).id,
    freshCredentials: async () => ({ email: (await t.createUser()).email, password: TEST_PASSWORD }),
    resetToken: async () => resetTokenFor((await t.createUser()).email),
  };
  // Signed in on two devices, then the password was reset (from the e-mailed link): neither
  // session may open anything any more.
  const resetRow = await t.createUser();
  const resetCookies = [await signIn(resetRow.email), await signIn(resetRow.email)];
  await ok(
    request(t.app)
      .post("/api/auth/reset-password")
      .send({ token: await resetTokenFor(resetRow.email), password: "reset-new-pass" }),
  );
  passwordReset = resetCookies.map((cookie, i) => ({ name: `signed in on device ${i + 1} before a password reset`, cookie }));
});
afterAll(async () => {
  await t?.close();
  await market?.close();
  await smtp?.close();
});

describe("the endpoint table", () => {
  it("has exactly one row per endpoint the app serves: a new route without a row fails here", () => {
    const served = servedEndpoints(t.app);
    const table = ROWS.map(label).sort();
    expect(new Set(table).size, "a row is listed twice").toBe(table.length);
    expect(
      served.filter((e) => !table.includes(e)),
      "endpoints without a row",
    ).toEqual([]);
    expect(
      table.filter((e) => !served.includes(e)),
      "rows without an endpoint",
    ).toEqual([]);
    // The walk really reaches the routers (so the comparison above is not between two empty lists).
    expect(served.length).toBe(ROWS.length);
    expect(served).toContain("DELETE /api/journal/:id");
  });
});

describe("anonymous", () => {
  it("gets 401 from every endpoint that needs a session, before any body is read", async () => {
    for (const row of ROWS.filter(needsSession)) {
      const res = await send(row.method, await row.call(victim, extra));
      expect(res.status, label(row)).toBe(401);
      expect(res.body, label(row)).toEqual({ error: "Not authenticated", code: "not_signed_in" });
    }
  });

  it("can use every public endpoint", async () => {
    for (const row of ROWS.filter((r) => !needsSession(r))) {
      const res = await send(row.method, await row.call(victim, extra));
      expect(res.status, `${label(row)}: ${JSON.stringify(res.body)}`).toBe(row.ok);
    }
  });
});

describe("pending, rejected and disabled users", () => {
  it("get 401 everywhere with a session made before the owner's decision changed", async () => {
    for (const principal of [pending, rejected, disabled]) {
      for (const row of ROWS.filter(needsSession)) {
        const res = await send(row.method, await row.call(victim, extra), principal.cookie);
        expect(res.status, `${principal.name}: ${label(row)}`).toBe(401);
      }
    }
  });

  it("get 403 and no session when they try to sign in", async () => {
    for (const status of ["pending", "rejected", "disabled"] as const) {
      const user = await t.createUser({ status });
      const res = await request(t.app).post("/api/auth/login").send({ email: user.email, password: TEST_PASSWORD });
      expect(res.status, status).toBe(403);
      expect(cookieOf(res), status).toBeUndefined();
    }
  });
});

// Issue 33 item 17: a password reset ends every session of the user (docs/security.md).
describe("sessions of a user whose password was reset", () => {
  it("get 401 everywhere, on every device", async () => {
    for (const principal of passwordReset) {
      for (const row of ROWS.filter(needsSession)) {
        const res = await send(row.method, await row.call(victim, extra), principal.cookie);
        expect(res.status, `${principal.name}: ${label(row)}`).toBe(401);
      }
    }
  });
});

describe("owner-only endpoints", () => {
  it("are 403 for approved users who are not the owner, and change nothing", async () => {
    for (const principal of [userA, userB]) {
      for (const row of ROWS.filter((r) => r.access === "owner-only")) {
        const call = await row.call(victim, extra);
        const target = /users\/([0-9a-f-]{36})/.exec(call.url)?.[1];
        const before = target ? await t.db.select().from(users).where(eq(users.id, target)) : [];
        const res = await send(row.method, call, principal.cookie);
        expect(res.status, `${principal.name}: ${label(row)}`).toBe(403);
        expect(res.body).toEqual({ error: "Only the owner can do this", code: "owner_only" });
        if (target) {
          expect(before, label(row)).toHaveLength(1);
          expect(await t.db.select().from(users).where(eq(users.id, target)), `${label(row)} left the user as they were`).toEqual(before);
        }
      }
    }
  });

  it("work for the owner", async () => {
    for (const row of ROWS.filter((r) => r.access === "owner-only")) {
      const res = await send(row.method, await row.call(victim, extra), owner.cookie);
      expect(res.status, `${label(row)}: ${JSON.stringify(res.body)}`).toBe(row.ok);
    }
  });
});

describe("another user's ids", () => {
  it("are 404 to read, update and delete, for user A and the owner alike, and the rows stay as they were", async () => {
    const before = await snapshot(victim.userId);
    const owned = ROWS.filter((r) => isOwned(r.access));
    expect(owned.map((r) => (r.access as { owns: Resource }).owns).sort()).toEqual(
      expect.arrayContaining([
        "stock",
        "fair value",
        "shareholder",
        "journal entry",
        "allocation",
        "import batch",
        "alert",
        "refresh job",
        "trade",
        "dividend",
        "tax statement",
        "corporate action",
      ]),
    );
    for (const principal of [userA, owner]) {
      for (const row of owned) {
        const res = await send(row.method, await row.call(victim, extra), principal.cookie);
        expect(res.status, `${principal.name}: ${label(row)} → ${JSON.stringify(res.body)}`).toBe(404);
      }
    }
    // An import batch that wrote shareholder rows is as much B's as the fair-value one.
    expect((await send("delete", { url: `/api/import/batches/${victim.shareholderBatchId}` }, userA.cookie)).status).toBe(404);
    expect(await snapshot(victim.userId)).toBe(before);
  });

  it("cannot be reached by moving one's own journal entry or allocation onto them", async () => {
    const mine = await seed(userA.cookie!, userA.id, "MOVER");
    const before = await snapshot(victim.userId);
    const moved = await send("patch", { url: `/api/journal/${mine.journalEntryId}`, body: { stockId: victim.stockId } }, userA.cookie);
    expect(moved.status).toBe(404);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, mine.journalEntryId));
    expect(entry.stockId).toBe(mine.stockId);
    expect(await snapshot(victim.userId)).toBe(before);
  });

  it("stay out of every list: user A never sees user B's rows", async () => {
    const mine = await seed(userA.cookie!, userA.id, "LISTER");
    const theirs = [
      victim.stockId,
      victim.otherStockId,
      victim.fairValueId,
      victim.fairValueBatchId,
      victim.shareholderId,
      victim.shareholderBatchId,
      victim.journalEntryId,
      victim.alertId,
      victim.firstBuyId,
      victim.tradeId,
      victim.saleId,
      victim.dividendId,
      victim.taxStatementId,
      victim.corporateActionId,
      victim.userId,
      victim.name,
      victim.sector,
    ];
    const lists: [string, string][] = [
      ["/api/auth/me", mine.userId],
      ["/api/stocks", mine.stockId],
      ["/api/portfolio", mine.stockId],
      ["/api/portfolio?isPortfolio=false", mine.otherStockId],
      ["/api/portfolio/allocations", mine.stockId],
      ["/api/portfolio/sectors", mine.sector],
      ["/api/portfolio/sector-analytics", mine.sector],
      ["/api/import/batches", mine.fairValueBatchId],
      ["/api/fair-values", mine.fairValueId],
      [`/api/fair-values?batchId=${mine.fairValueBatchId}`, mine.fairValueId],
      ["/api/shareholders", mine.shareholderId],
      ["/api/journal", mine.journalEntryId],
      ["/api/alerts", mine.alertId],
      ["/api/trades", mine.saleId],
      ["/api/holdings", mine.stockId],
      [`/api/holdings/${mine.stockId}/parcels`, mine.firstBuyId],
      ["/api/dividends", mine.dividendId],
      ["/api/income?fy=2024", mine.dividendId],
      ["/api/income?fy=2024", mine.taxStatementId],
      ["/api/tax-statements", mine.taxStatementId],
      ["/api/tax-summary?fy=2024", mine.taxStatementId],
      ["/api/cgt?fy=2024", mine.saleId],
      ["/api/returns?period=all", mine.stockId],
      ["/api/tax-timing", mine.firstBuyId],
      ["/api/corporate-actions", mine.corporateActionId],
    ];
    for (const [url, own] of lists) {
      const text = JSON.stringify(await ok(send("get", { url }, userA.cookie)));
      expect(text, `${url} shows the user's own row`).toContain(own);
      for (const id of theirs) expect(text, `${url} leaks ${id}`).not.toContain(id);
    }
    // Filtering by another user's batch lists nothing rather than that batch's rows.
    expect(await ok(send("get", { url: `/api/fair-values?batchId=${victim.fairValueBatchId}` }, userA.cookie))).toEqual([]);
    // The ledger's lists answer another user's import as a missing one (issue 45: paged by batch).
    for (const list of ["/api/trades", "/api/dividends"])
      expect((await send("get", { url: `${list}?batchId=${victim.fairValueBatchId}` }, userA.cookie)).status).toBe(404);
    // The export is one file of user A's rows: their own stock, none of B's names, sectors or symbols.
    const exported = await downloadExport(request.agent(t.app).set("Cookie", userA.cookie!) as never);
    const text = JSON.stringify(exported.archive.data);
    expect(text).toContain(mine.name);
    for (const theirsText of [victim.name, victim.sector, `"${victim.symbol}"`]) expect(text).not.toContain(theirsText);
  });

  it("are never touched by an account import that names their symbols: it lands in the importer's account", async () => {
    const before = await snapshot(victim.userId);
    const res = await request(t.app)
      .post("/api/import/archive")
      .set("Cookie", userA.cookie!)
      .attach(
        "file",
        oneStockArchive(victim.symbol, "Importer's Own Ltd", { settings: ARCHIVE_ALERT_SETTINGS, below: 5 }),
        "export.json.gz",
      );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ createdStocks: 1, matchedStocks: 0, fairValues: 1 });
    const [created] = await t.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.userId, userA.id), eq(stocks.symbol, victim.symbol)));
    expect([created.name, created.alertBelow]).toEqual(["Importer's Own Ltd", 5]);
    // The victim's rows, alert settings included, are as they were.
    expect(await snapshot(victim.userId)).toBe(before);
  });
});

describe("a signed-in user on their own data", () => {
  // A fresh seed per row (about 60 rows): longer than the layer's default timeout on a shared machine.
  it(
    "gets the endpoint's success status everywhere (so the 401/403/404s above are about access, not broken calls)",
    { timeout: 240_000 },
    async () => {
      for (const row of ROWS.filter((r) => r.access === "signed-in" || isOwned(r.access))) {
        // A fresh set per call: deletes and undo consume what they act on.
        const mine = await seed(userA.cookie!, userA.id, "OWNER", { refreshJob: isOwned(row.access) && row.access.owns === "refresh job" });
        const res = await send(row.method, await row.call(mine, extra), userA.cookie);
        expect(res.status, `${label(row)}: ${JSON.stringify(res.body)}`).toBe(row.ok);
      }
      // The session of a user whose rows were all created above is still the same user.
      expect((await ok(send("get", { url: "/api/auth/me" }, userA.cookie))).id).toBe(userA.id);
    },
  );
});
