// The alert digest through a real SMTP server on loopback: after the scheduled refresh, one e-mail per
// opted-in user with new alerts, grouped by kind, with a link to the app; once per Sydney day across
// instances; a refusing server is retried on the next run and never fails the refresh; and the
// 'Send test e-mail' endpoint.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertSettings, alerts, stocks, type AlertRow } from "@shared/schema";
import { connect } from "../db/connection";
import { logger, type Logger } from "../logger";
import { createMailer } from "../mail/mailer";
import { createYahooChartProvider } from "../market-data/yahoo-chart";
import { createPriceRefreshScheduler } from "../scheduler/price-refresh-scheduler";
import { createAlertDigestService } from "../services/alert-digest";
import { createPriceRefreshService } from "../services/price-refresh";
import { createRefreshJobs } from "../services/refresh-jobs";
import { insertStock } from "./support/factories";
import { startMarketDataServer, type MarketDataServer } from "./support/market-data-server";
import { startSmtpServer, type SmtpServer } from "./support/smtp-server";
import { startTestApp, type TestApp } from "./support/test-app";

const APP_URL = "https://asx.example.com";
const MARKET_TIME = new Date("2026-03-02T05:10:00Z");
// 17:00 in Sydney on Mon 2 and Tue 3 March 2026 (AEDT, UTC+11).
const MONDAY = new Date("2026-03-02T06:00:00Z");
const TUESDAY = new Date("2026-03-03T06:00:00Z");

let smtp: SmtpServer;
let market: MarketDataServer;
let t: TestApp;
const prices: Record<string, number> = {};
beforeAll(async () => {
  smtp = await startSmtpServer();
  market = await startMarketDataServer({ prices });
  t = await startTestApp({ config: { SMTP_URL: smtp.url, APP_URL, MARKET_DATA_BASE_URL: market.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await market.close();
});

const mailer = () => createMailer({ smtpUrl: smtp.url, from: "alerts@asx.example.com" }, logger);
const digests = (now: Date, log: Logger = logger) =>
  createAlertDigestService({ db: t.db, mailer: mailer(), logger: log, appUrl: APP_URL, now: () => now });
const TEST_LINE = "This is a test e-mail: it holds what your next daily digest will send.";
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

/** A user who chose the daily digest, with a stock BHP. */
async function optedIn() {
  const { agent, user } = await t.signedInAgent();
  await agent.put("/api/alerts/settings").send({ emailDigest: "daily" }).expect(200);
  const stock = await insertStock(t.db, { userId: user.id, symbol: "BHP", lastPrice: 27, lastPriceUpdatedAt: MARKET_TIME });
  return { agent, user, stock };
}

let episode = 0;
async function addAlert(userId: string, stockId: string, kind: AlertRow["kind"], message: string) {
  episode += 1;
  await t.db.insert(alerts).values({ userId, stockId, kind, condition: "five-star", episode, message, price: 27, threshold: 28 });
}

describe("the daily digest", () => {
  it("sends one e-mail with the new alerts grouped by kind, plain text and HTML, linking to the app", async () => {
    const { user, stock } = await optedIn();
    await addAlert(user.id, stock.id, "five-star", "Price $27.00 fell to the Morningstar 5-star price $28.00");
    await addAlert(user.id, stock.id, "rating-change", "Consensus rating changed from Hold to Strong Buy");
    await addAlert(user.id, stock.id, "five-star", "Price $26.00 fell to the Morningstar 5-star price $28.00");

    const result = await digests(MONDAY).sendDailyDigests();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail.from).toBe("alerts@asx.example.com");
    expect(mail.subject).toBe("ASX Fair Value Dashboard: 3 new alerts");
    const lines = mail.text.split("\n");
    // Grouped by kind in the settings' order (5-star price before Rating change), newest first inside.
    const fiveStar = lines.indexOf("5-star price (2)");
    const rating = lines.indexOf("Rating change (1)");
    expect(fiveStar).toBeGreaterThan(0);
    expect(rating).toBeGreaterThan(fiveStar);
    expect(lines[fiveStar + 1]).toMatch(/^- BHP: Price \$26\.00 fell to the Morningstar 5-star price \$28\.00 \(\d+ \w+ 2\d{3}, /);
    expect(lines[fiveStar + 2]).toMatch(/^- BHP: Price \$27\.00 fell to the Morningstar 5-star price \$28\.00 /);
    expect(lines[rating + 1]).toMatch(/^- BHP: Consensus rating changed from Hold to Strong Buy /);
    expect(mail.text).toContain(`Open your alerts: ${APP_URL}/alerts`);
    expect(mail.html).toContain("<strong>BHP</strong>: Price $27.00 fell to the Morningstar 5-star price $28.00");
    expect(mail.html).toContain(`<a href="${APP_URL}/alerts">Open your alerts</a>`);
  });

  it("sends at most one a day across instances, and the next day only what is new", async () => {
    const { user, stock } = await optedIn();
    await addAlert(user.id, stock.id, "target", "Price $27.00 fell to your target $28.00");
    // Two instances run the digests at the same moment.
    const other = connect((t.pool.options as { connectionString: string }).connectionString, logger);
    try {
      const secondInstance = createAlertDigestService({ db: other.db, mailer: mailer(), logger, appUrl: APP_URL, now: () => MONDAY });
      await Promise.all([digests(MONDAY).sendDailyDigests(), secondInstance.sendDailyDigests()]);
    } finally {
      await other.close();
    }
    expect(mailsTo(user.email)).toHaveLength(1);
    // Later the same day, with a new alert: still one e-mail today.
    await addAlert(user.id, stock.id, "buy-below", "Price $27.00 fell to the Intelligent Investor Buy Below $30.00");
    await digests(MONDAY).sendDailyDigests();
    expect(mailsTo(user.email)).toHaveLength(1);
    // The next day: only the alert the first e-mail did not have.
    await digests(TUESDAY).sendDailyDigests();
    const [, tuesday] = mailsTo(user.email);
    expect(tuesday.subject).toBe("ASX Fair Value Dashboard: 1 new alert");
    expect(tuesday.text).toContain("Buy Below (1)");
    expect(tuesday.text).not.toContain("your target");
    // Nothing new: no e-mail at all.
    await digests(new Date("2026-03-04T06:00:00Z")).sendDailyDigests();
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it("sends nothing to users who did not opt in, or who turned it off", async () => {
    const { user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "CBA" });
    await addAlert(user.id, stock.id, "five-star", "never e-mailed");
    await digests(MONDAY).sendDailyDigests();
    const later = await optedIn();
    await later.agent.put("/api/alerts/settings").send({ emailDigest: "off" }).expect(200);
    await addAlert(later.user.id, later.stock.id, "five-star", "never e-mailed either");
    await digests(MONDAY).sendDailyDigests();
    expect(mailsTo(user.email)).toEqual([]);
    expect(mailsTo(later.user.email)).toEqual([]);
  });

  it("logs a refusing server and tries again on the next run", async () => {
    const { user, stock } = await optedIn();
    await addAlert(user.id, stock.id, "sell-above", "Price $27.00 rose to the Intelligent Investor Sell Above $25.00");
    const warnings: string[] = [];
    const log: Logger = { ...logger, warn: (message) => void warnings.push(message) };
    smtp.state.refuse = true;
    try {
      const failed = await digests(MONDAY, log).sendDailyDigests();
      expect(failed.failed).toBeGreaterThanOrEqual(1);
    } finally {
      smtp.state.refuse = false;
    }
    expect(warnings).toContain("Alert digest not sent; the next run tries again");
    expect(mailsTo(user.email)).toEqual([]);
    // The next run (the same day) gives it another go, and it goes.
    await digests(MONDAY).sendDailyDigests();
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(["ASX Fair Value Dashboard: 1 new alert"]);
  });
});

describe("after the scheduled refresh", () => {
  it("the refresh's own alerts go out in the digest that follows it, and a failing mail server does not fail the run", async () => {
    const { agent, user } = await optedIn();
    // Through the API, so the stock's first evaluation remembers its rating at 50: (50 − 40) / 50 = +20 %, Sell.
    const stock = (await agent.post("/api/stocks").send({ symbol: "SCH", name: "Sch Ltd", lastPrice: 50 }).expect(201)).body as {
      id: string;
    };
    await agent
      .post("/api/import/morningstar")
      .send({ text: "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health\nSCH\t50\t40\tMedium\tWide\tStrong" })
      .expect(200);
    // Last written before the slot, so the scheduled run is due to refresh them.
    await t.db
      .update(stocks)
      .set({ updatedAt: new Date("2026-03-01T00:00:00Z") })
      .where(eq(stocks.userId, user.id));
    prices.SCH = 27;
    prices.BHP = 27;
    const refresh = createPriceRefreshService({
      db: t.db,
      logger,
      now: () => MONDAY,
      provider: createYahooChartProvider({ baseUrl: market.url, backoffMs: 1 }),
    });
    const jobs = createRefreshJobs({ db: t.db, logger, priceRefresh: refresh });
    const scheduler = (mail: ReturnType<typeof mailer>) =>
      createPriceRefreshScheduler({
        jobs,
        logger,
        now: () => MONDAY,
        catchUp: false,
        afterRun: () => createAlertDigestService({ db: t.db, mailer: mail, logger, appUrl: APP_URL, now: () => MONDAY }).sendDailyDigests(),
      });
    // A mail server that throws on connect: the run still finishes and reports its counts.
    const broken = { configured: true, send: async () => Promise.reject(new Error("connect ECONNREFUSED")) };
    const outcome = await scheduler(broken).runOnce(new Date("2026-03-02T05:30:00Z"));
    expect(outcome).toMatchObject({ status: "ran", job: { state: "done", successful: expect.any(Number) } });
    const stored = await t.db.select().from(alerts).where(eq(alerts.stockId, stock.id));
    expect(stored.map((a) => a.kind).sort()).toEqual(["five-star", "rating-change"]);
    expect(mailsTo(user.email)).toEqual([]);
    // The next run (nothing left to refresh) sends the digest with the refresh's alerts.
    expect((await scheduler(mailer()).runOnce(new Date("2026-03-02T05:30:00Z"))).status).toBe("up-to-date");
    const [mail] = mailsTo(user.email);
    expect(mail.text).toContain("- SCH: Price $27.00 fell to the Morningstar 5-star price $28.00");
    expect(mail.text).toContain("- SCH: Consensus rating changed from Sell to Strong Buy");
    await jobs.stop();
  });
});

describe("POST /api/alerts/digest/test", () => {
  it("sends the signed-in user their digest now, without counting it as the daily one", async () => {
    const { agent, user, stock } = await optedIn();
    const empty = await agent.post("/api/alerts/digest/test").expect(200);
    expect(empty.body).toEqual({ sent: true, alerts: 0, emailDigest: "daily" });
    expect(mailsTo(user.email).map((m) => [m.subject, ...m.text.split("\n").slice(2, 5)])).toEqual([
      ["ASX Fair Value Dashboard (test): no new alerts", TEST_LINE, "", "No new alerts."],
    ]);
    await addAlert(user.id, stock.id, "five-star", "Price $27.00 fell to the Morningstar 5-star price $28.00");
    expect((await agent.post("/api/alerts/digest/test").expect(200)).body).toEqual({ sent: true, alerts: 1, emailDigest: "daily" });
    expect(mailsTo(user.email)[1].subject).toBe("ASX Fair Value Dashboard (test): 1 new alert");
    // The daily digest still has the alert to send.
    await digests(MONDAY).sendDailyDigests();
    expect(mailsTo(user.email)).toHaveLength(3);
    expect(mailsTo(user.email)[2].subject).toBe("ASX Fair Value Dashboard: 1 new alert");
  });

  // Issue 33 item 14: with 12 unread alerts the test said "No new alerts since your last digest"
  // (opting in had started the digest after them) while the toast said "Your digest is on its way".
  it("holds what the next digest will send: the unread alerts no digest has sent, those from before opting in too", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "WES", lastPrice: 27, lastPriceUpdatedAt: MARKET_TIME });
    for (let n = 1; n <= 12; n++) await addAlert(user.id, stock.id, "target", `Price $${n}.00 fell to your target $${n + 1}.00`);
    await addAlert(user.id, stock.id, "fv-change", "Already read in the app");
    const [read] = await t.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, user.id), eq(alerts.kind, "fv-change")));
    await agent
      .post("/api/alerts/read")
      .send({ ids: [read.id] })
      .expect(200);

    // Before opting in: what the digest would send once it is on.
    const off = await agent.post("/api/alerts/digest/test").expect(200);
    expect(off.body).toEqual({ sent: true, alerts: 12, emailDigest: "off" });
    expect(mailsTo(user.email)[0].text.split("\n")[2]).toBe(
      "This is a test e-mail. Your daily digest is off: turned on in Alert settings, it would send what follows.",
    );

    await agent.put("/api/alerts/settings").send({ emailDigest: "daily" }).expect(200);
    const mark = async () => (await t.db.select().from(alertSettings).where(eq(alertSettings.userId, user.id)))[0];
    const before = await mark();
    const on = await agent.post("/api/alerts/digest/test").expect(200);
    expect(on.body).toEqual({ sent: true, alerts: 12, emailDigest: "daily" });
    const test = mailsTo(user.email)[1];
    expect(test.subject).toBe("ASX Fair Value Dashboard (test): 12 new alerts");
    expect(test.text.split("\n").slice(2, 7)).toEqual([TEST_LINE, "", "12 new alerts.", "", "Your target (12)"]);
    expect(test.html).toContain(`<p><em>${TEST_LINE}</em></p>`);
    expect(test.text).toContain("- WES: Price $12.00 fell to your target $13.00");
    expect(test.text).not.toContain("Already read in the app");
    // Sending the test moved nothing: the daily digest sends the same alerts.
    expect(await mark()).toEqual(before);
    await digests(MONDAY).sendDailyDigests();
    const daily = mailsTo(user.email)[2];
    expect(daily.subject).toBe("ASX Fair Value Dashboard: 12 new alerts");
    expect(daily.text.split("\n").slice(2)).toEqual(test.text.split("\n").slice(4));
    // Once sent, the next test says so: nothing waits, since the last digest.
    await agent.post("/api/alerts/digest/test").expect(200);
    expect(mailsTo(user.email)[3].text.split("\n").slice(2, 5)).toEqual([TEST_LINE, "", "No new alerts since your last digest."]);
  });

  it("answers 503 mail_failed when the server refuses, and 429 after five tries in 15 minutes", async () => {
    const { agent } = await optedIn();
    smtp.state.refuse = true;
    try {
      const res = await agent.post("/api/alerts/digest/test");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error: "The mail server did not accept the e-mail", code: "mail_failed" });
    } finally {
      smtp.state.refuse = false;
    }
    for (let i = 0; i < 4; i++) await agent.post("/api/alerts/digest/test").expect(200);
    const limited = await agent.post("/api/alerts/digest/test");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: "Too many test e-mails. Please try again in a few minutes.", code: "rate_limited" });
  });
});
