// Property tests over every route that reads a JSON body, query string or path parameter (issue #8,
// "Hostile input"): generated hostile requests, many of them valid bodies with one field made
// hostile, sent by a signed-in user (the owner for owner routes, nobody for sign-in routes). For
// every one: the answer is below 500 and JSON with a plain error message when refused; a refused
// request changes no row of any user table (count and content fingerprinted); an accepted one
// changes only what its route writes, and an accepted import landed whole (every planned fair value
// stored under its batch, the batch's counts matching the answer); Object.prototype of the server
// process is never touched. The route table lives in hostile-routes.ts (its request pieces in
// hostile-requests.ts and hostile-paste-imports.ts), the table fingerprints in table-fingerprints.ts.
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROPERTY_RUNS, runCounter } from "@shared/testing/hostile";
import { startTestApp, type TestApp } from "../support/test-app";
import { SEEDED_OPENED_AT, type SeededIds, type Sent } from "./hostile-requests";
import { hostileRoutes, type Route } from "./hostile-routes";
import { changedTables, fingerprint } from "./table-fingerprints";

// ---------------------------------------------------------------------------------------------
// The app, its users and a little data for the real ids some requests use
// ---------------------------------------------------------------------------------------------

type Agent = ReturnType<typeof request.agent>;

let t: TestApp;
let user: Agent;
let owner: Agent;
let userEmail: string;
const ids: SeededIds = {
  portfolioStock: "",
  trackedStock: "",
  journalEntry: "",
  batch: "",
  fairValue: "",
  shareholder: "",
  pendingUser: "",
  alert: "",
};

beforeAll(async () => {
  t = await startTestApp({ config: { AUTH_RATE_LIMIT: 1_000_000 } });
  const signedIn = await t.signedInAgent();
  user = signedIn.agent;
  userEmail = signedIn.user.email;
  owner = (await t.signedInAgent({ role: "owner" })).agent;
  ids.pendingUser = (await t.createUser({ status: "pending" })).id;

  const stock = await user.post("/api/stocks").send({ symbol: "WES", name: "Wesfarmers", lastPrice: 60 }).expect(201);
  ids.portfolioStock = stock.body.id;
  // A holding, so that a corporate action can be accepted (hostile-routes.ts).
  await user
    .post("/api/trades")
    .send({ stockId: ids.portfolioStock, type: "BUY", tradeDate: "2018-01-02", units: "100", price: "40" })
    .expect(201);
  const batch = await user.post("/api/import/morningstar").send({ text: "Code,Last,Fair Value\nBHP,45,50\nCBA,100,90" }).expect(200);
  ids.batch = batch.body.batchId;
  const history = await user.get("/api/fair-values").expect(200);
  ids.fairValue = history.body[0].id;
  ids.trackedStock = history.body[0].stockId;
  const entry = await user
    .post("/api/journal")
    .send({ stockId: ids.portfolioStock, side: "long", openedAt: SEEDED_OPENED_AT, entryPrice: 55, thesis: "Retail" })
    .expect(201);
  ids.journalEntry = entry.body.id;
  await user
    .post(`/api/stocks/${ids.portfolioStock}/shareholders`)
    .send({ asOfDate: "2024-06-30", text: "1 HSBC CUSTODY NOMINEES LIMITED 1,234,567 24.35%" })
    .expect(200);
  ids.shareholder = (await user.get("/api/shareholders").expect(200)).body[0].id;
  await user.post("/api/portfolio/allocations").send({ stockId: ids.portfolioStock, amount: 5000 }).expect(200);
  // WES's Intelligent Investor Buy Below is 65: a paste with a price of 58 reaches it.
  await user
    .post("/api/import/intelligent-investor")
    .send({ text: "Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight\nWES,58,58,65,90,5%" })
    .expect(200);
  ids.alert = (await user.get("/api/alerts").expect(200)).body[0].id;
});

afterAll(async () => {
  await t?.close();
  // Every route ran in full: a lowered numRuns or a skipped route fails here.
  expect(counter.runs).toBe(PROPERTY_RUNS.api);
});

// ---------------------------------------------------------------------------------------------
// The routes (hostile-routes.ts), and sending one generated request as its route's caller
// ---------------------------------------------------------------------------------------------

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

const ROUTES = hostileRoutes({ ids, userEmail: () => userEmail, db: () => t.db });

const counter = runCounter();

function send(route: Route, sent: Sent) {
  const agent = route.as === "user" ? user : route.as === "owner" ? owner : request(t.app);
  const pending = agent[route.method](sent.path);
  if (sent.body === null) return pending;
  // Serialised here, so primitives and own "__proto__" keys go out exactly as JSON.stringify writes them.
  const text = "raw" in sent.body ? sent.body.raw : JSON.stringify(sent.body.json);
  return pending.set("Content-Type", "application/json").send(text);
}

describe("hostile JSON bodies, query strings and path parameters", () => {
  it("covers every route and this file's share of the 10,000 generated inputs", () => {
    expect(ROUTES.reduce((sum, route) => sum + route.runs, 0)).toBe(PROPERTY_RUNS.api);
    expect(ROUTES.length).toBeGreaterThanOrEqual(30);
  });

  for (const route of ROUTES) {
    it(`${route.name}: < 500, JSON errors, no partial writes`, { timeout: 180_000 }, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(route.request, async (sent) => {
          counter.tick();
          const before = await fingerprint(t.db);
          const res = await send(route, sent);
          const after = await fingerprint(t.db);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const what = `${route.method.toUpperCase()} ${sent.path} ${JSON.stringify(sent.body)?.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
          expect(res.status, what).toBeLessThan(500);
          // Node's HTTP parser answers 431 itself, with no body, when the request line and headers
          // pass 16 KB (a 10,000-character id, percent-encoded); Express never sees the request.
          const byNode = res.status === 431;
          if (!byNode)
            expect(res.headers["content-type"], what).toMatch(
              res.status < 300 && route.successType ? route.successType : /^application\/json/,
            );
          const changed = changedTables(before, after);
          if (res.status >= 400) {
            if (!byNode) {
              expect(typeof res.body.error, what).toBe("string");
              expect(res.body.error.length, what).toBeGreaterThan(0);
            }
            expect(changed, `refused but wrote: ${what}`).toEqual([]);
          } else {
            for (const table of changed) expect(route.writes ?? [], `wrote ${table}: ${what}`).toContain(table);
            await route.accepted?.(res, sent, before, after);
          }
          expect(Object.getOwnPropertyNames(Object.prototype).sort(), what).toEqual(PROTOTYPE_KEYS);
          expect(({} as Record<string, unknown>).polluted, what).toBeUndefined();
        }),
        { numRuns: route.runs, examples: route.examples?.().map((sent) => [sent]) },
      );
      // Never vacuous: some requests were refused (the hostile ones reached a rule), and on a route
      // that writes, some were accepted (so the whole-write checks ran).
      const summary = JSON.stringify([...statuses]);
      expect(
        [...statuses.keys()].some((status) => status >= 400),
        summary,
      ).toBe(true);
      if (route.accepted)
        expect(
          [...statuses.keys()].some((status) => status < 300),
          summary,
        ).toBe(true);
      if (process.env.HOSTILE_SUMMARY) console.log(route.name, summary);
    });
  }
});
