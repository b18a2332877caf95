// Issue 45 item 3, the imports' part: a trade or dividend file has a row limit, said in the answer
// (a 200,000-line trade file took 20 s to import), and one import runs at a time per user (three dry
// runs at once peaked at 1.9 GB): a second answers 409 saying one is running, before its upload is
// read, and the next one after it is taken.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LEDGER_FILE_ROWS } from "@shared/constants";
import { IMPORT_MESSAGES } from "@shared/contracts/imports";
import { importBatches, trades } from "@shared/schema";
import { startTestApp, TEST_PASSWORD, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-15T00:00:00Z");
let t: TestApp;
let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  server = t.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const TRADES_HEADER = "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference";
const tradeFile = (rows: number) =>
  [TRADES_HEADER, ...Array.from({ length: rows }, (_, i) => `2024-03-01,CSL,BUY,1,132.00,0,,,,ref-${i}`)].join("\n");

describe("the row limit of a trade or dividend file", () => {
  it("refuses a trade file of one row more than the limit, saying both figures, and writes nothing", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent
      .post("/api/import/trades")
      .field("dryRun", "false")
      .attach("file", Buffer.from(`${tradeFile(MAX_LEDGER_FILE_ROWS + 1)}\n\n`), "big.csv");
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: "payload_too_large",
      error:
        "This file has 50,001 rows; a trade file can have at most 50,000 (15 years of a busy trader's trades are about 10,000). " +
        "Split it, by year for example, and import each part.",
      rows: 50_001,
      limit: 50_000,
    });
    expect(await t.db.select().from(trades).where(eq(trades.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(importBatches).where(eq(importBatches.userId, user.id))).toEqual([]);
  });

  it("refuses a dividend file over the limit, a dry run too", async () => {
    const { agent } = await t.signedInAgent();
    const lines = ["Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price"];
    for (let i = 0; i <= MAX_LEDGER_FILE_ROWS; i++) lines.push("CBA,2024-08-14,2024-09-26,2.50,100,100,,");
    const res = await agent
      .post("/api/import/dividends")
      .field("dryRun", "true")
      .attach("file", Buffer.from(lines.join("\r\n")), "d.csv");
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/^This file has 50,001 rows; a dividend file can have at most 50,000 /);
  });
});

/** Signs in over plain HTTP and answers the session cookie. */
async function sessionCookie(email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A trade import whose upload stops half-way: the server has its headers and part of the file, and
 * waits for the rest. `finish` sends the rest and answers the import's status.
 */
function stalledImport(cookie: string): { finish: () => Promise<number> } {
  const boundary = "stalled-boundary";
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\ntrue\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.csv"\r\nContent-Type: text/csv\r\n\r\n${TRADES_HEADER}\n`;
  const tail = `2024-03-01,CSL,BUY,1,132.00,0,,,,ref-1\n\r\n--${boundary}--\r\n`;
  const req = http.request(`${baseUrl}/api/import/trades`, {
    method: "POST",
    headers: {
      cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": Buffer.byteLength(head) + Buffer.byteLength(tail),
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
  });
  req.write(head);
  return {
    finish: () => {
      req.end(tail);
      return answered;
    },
  };
}

const dryRun = (cookie: string) => {
  const form = new FormData();
  form.append("dryRun", "true");
  form.append("file", new Blob([`${TRADES_HEADER}\n2024-03-01,CSL,BUY,1,132.00,0,,,,ref-1\n`]), "t.csv");
  return fetch(`${baseUrl}/api/import/trades`, { method: "POST", headers: { cookie }, body: form });
};

describe("one import at a time per user", () => {
  it("a second import while one is running answers 409 saying so; another user's goes ahead; the next one after it is taken", async () => {
    const { user } = await t.signedInAgent();
    const { user: neighbour } = await t.signedInAgent();
    const cookie = await sessionCookie(user.email);
    const first = stalledImport(cookie);
    // The first claims the user's import as soon as its headers are in; ask until the claim shows.
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 200 && !refused; attempt++) {
      const res = await dryRun(cookie);
      if (res.status === 409) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused, "a second import was refused while the first was uploading").toBeDefined();
    expect(await refused!.json()).toEqual({ code: "conflict", error: IMPORT_MESSAGES.importRunning });
    // A paste is an import too.
    const paste = await fetch(`${baseUrl}/api/import/morningstar`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ text: "Code,Fair Value\nBHP,42" }),
    });
    expect(paste.status).toBe(409);
    expect((await dryRun(await sessionCookie(neighbour.email))).status).toBe(200);
    expect(await first.finish()).toBe(200);
    expect((await dryRun(cookie)).status).toBe(200);
  });

  it("an import refused on its upload frees the user's next import", async () => {
    const { agent } = await t.signedInAgent();
    await agent.post("/api/import/trades").attach("file", Buffer.from("PK\u0003\u0004not a csv"), "t.csv").expect(400);
    await agent
      .post("/api/import/trades")
      .attach("file", Buffer.from(`${tradeFile(1)}\n`), "t.csv")
      .expect(200);
  });
});
