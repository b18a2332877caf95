// The Holdings page's Performance card (issue 48): two holdings' buys and sales (Aug 2023 to May
// 2025), a franked dividend and daily closes, and the accumulation index and the STW proxy stored as the
// benchmark refresh stores them. The card shows the API's own figures (GET /api/returns with the same
// choice), names the series compared with, says when it falls back to the proxy, marks itself busy
// while a period loads, lists each holding's contribution, explains itself, and has an empty state.
// At 1400 and 360 px, both themes: screenshots, axe 0 serious, no sideways swipe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ReturnsView } from "../shared/contracts/returns";
import { seriousViolations } from "./support/axe";
import { chromiumForFile, newPage, shot, signIn } from "./support/browser";
import { approvedUser } from "./support/dashboard";
import { database } from "./support/database";
import { pageOverflowX, PHONE } from "./support/phone";

const browser = chromiumForFile();

/**
 * ^AXJT (total) and STW.AX (the proxy, with a distribution each quarter) on every weekday from
 * June 2023 to today, rising about 9 % a year with a wobble, so no run of equal closes makes them stale.
 * Public market data shared by every user, as the refresh writes it; ^AXJO is left unstored.
 */
async function storeBenchmarks() {
  await database().query(
    `insert into benchmark_series (symbol, kind, label, refreshed_at) values
       ('^AXJT', 'total', 'S&P/ASX 200 Accumulation (total return)', now()),
       ('STW.AX', 'etf_proxy', 'SPDR S&P/ASX 200 Fund (STW) with distributions', now())
     on conflict (symbol) do nothing`,
  );
  await database().query(
    `insert into benchmark_prices (symbol, trade_date, close, dividend)
     select s.symbol, d::date,
            round((s.base * (1 + 0.09 * extract(epoch from d - '2023-06-01'::date) / 86400 / 365)
                   + s.base * 0.02 * sin(extract(epoch from d) / 86400 / 9))::numeric, 2),
            case when s.symbol = 'STW.AX' and extract(day from d) between 1 and 3 and extract(month from d)::int % 3 = 0
                      and extract(isodow from d) = 3 then 0.85 end
       from generate_series('2023-06-01'::date, current_date, interval '1 day') as d,
            (values ('^AXJT', 90000::numeric), ('STW.AX', 70::numeric)) as s(symbol, base)
      where extract(isodow from d) < 6
     on conflict (symbol, trade_date) do nothing`,
  );
}

// Codes no other browser test trades: daily closes are shared by symbol, so a test pricing CSL beside
// this one would move its figures under it.
const CODES = ["PFA", "PFB"] as const;
const TRADES = [
  { symbol: "PFA", type: "BUY", tradeDate: "2023-08-01", units: "100", price: "40.00", brokerage: "19.95" },
  { symbol: "PFB", type: "BUY", tradeDate: "2024-01-15", units: "200", price: "28.50", brokerage: "19.95" },
  { symbol: "PFA", type: "BUY", tradeDate: "2024-09-02", units: "50", price: "46.00", brokerage: "19.95" },
  { symbol: "PFA", type: "SELL", tradeDate: "2025-03-03", units: "120", price: "45.00", brokerage: "19.95" },
  { symbol: "PFB", type: "SELL", tradeDate: "2025-05-01", units: "80", price: "31.00", brokerage: "19.95" },
];

/**
 * Waits for the jobs pricing the added stocks, then stores each code's weekday closes from its first buy
 * to today (over the test provider's close of today) and its last price.
 */
async function priceCodes(userId: string) {
  await expect
    .poll(
      async () =>
        (
          await database().query<{ n: number }>(
            "select count(*)::int as n from refresh_jobs where user_id = $1 and state in ('queued', 'running')",
            [userId],
          )
        ).rows[0].n,
      { timeout: 20_000 },
    )
    .toBe(0);
  await database().query(
    `insert into price_history (symbol, trade_date, close)
     select c.symbol, d::date, round((c.base + c.base * 0.08 * sin(extract(epoch from d) / 86400 / c.days))::numeric, 2)::float8
       from (values ('PFA', 44::numeric, 45, '2023-08-01'::date), ('PFB', 30::numeric, 30, '2024-01-15'::date)) as c(symbol, base, days, first),
            generate_series(c.first, current_date, interval '1 day') as d
      where extract(isodow from d) < 6
     on conflict (symbol, trade_date) do update set close = excluded.close`,
  );
  await database().query(
    `update stocks s set last_price = (select close from price_history p where p.symbol = s.symbol order by trade_date desc limit 1)
      where s.user_id = $1 and s.symbol = any($2)`,
    [userId, CODES],
  );
}

const card = (page: Page) => page.getByRole("region", { name: "Performance", exact: true });
const tile = (page: Page, label: string) =>
  card(page)
    .getByRole("region", { name: "Performance figures" })
    .locator("dt", { hasText: label })
    .locator("xpath=following-sibling::dd[1]");

const signedMoney = (text: string) => {
  const negative = text.startsWith("-");
  const [whole, cents] = text.replace(/^-/, "").split(".");
  const digits = `$${whole.replace(/\B(?=(\d{3})+$)/g, ",")}.${cents}`;
  return /^[0.]*$/.test(whole + cents) ? digits : `${negative ? "-" : "+"}${digits}`;
};

/** Screenshots and axe's serious findings in both themes; the page is left dark. */
async function lookAt(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((next) => document.documentElement.classList.toggle("dark", next === "dark"), theme);
    await shot(page, `${name}-${theme}`);
    for (const problem of await seriousViolations(page))
      problems.push(`${name} ${theme}: ${problem.rule} ${JSON.stringify(problem.nodes)}`);
  }
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  return problems;
}

let user: Awaited<ReturnType<typeof approvedUser>>;
let api: ReturnsView;

/** The user and their trades, closes and the benchmarks, once for the file (in the first test that asks: expect.poll needs a test). */
let seeding: Promise<void> | null = null;
const seeded = () => (seeding ??= seed());

async function seed() {
  await storeBenchmarks();
  user = await approvedUser();
  const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
  await signIn(page, user);
  for (const trade of TRADES) expect((await page.request.post("/api/trades", { data: trade })).status()).toBe(201);
  await priceCodes(user.id);
  // PFB's dividend, fully franked, on the 200 units held at its ex-date.
  const stocks = (await (await page.request.get("/api/stocks")).json()) as { id: string; symbol: string }[];
  const pfb = stocks.find((stock) => stock.symbol === "PFB")!;
  const dividend = { stockId: pfb.id, exDate: "2024-08-14", payDate: "2024-09-20", amountPerShare: "0.84", frankingPercent: 100 };
  expect((await page.request.post("/api/dividends", { data: dividend })).status()).toBe(201);
  api = (await (await page.request.get("/api/returns?period=all&franking=exclude&benchmark=%5EAXJT")).json()) as ReturnsView;
  await context.close();
}

/** A 1400 px page of the user's, on Holdings with the card on "All". */
async function openCard(viewport: { width: number; height: number } = { width: 1400, height: 900 }) {
  await seeded();
  const opened = await newPage(browser(), viewport);
  await signIn(opened.page, user);
  await opened.page.goto("/holdings");
  await card(opened.page).waitFor();
  await card(opened.page).getByRole("button", { name: "All", exact: true }).click();
  await expect.poll(() => tile(opened.page, "Dollar gain").first().textContent()).toBe(signedMoney(api.gain));
  return opened;
}

describe("the Performance card", () => {
  it("shows the period's returns by each method beside the index and the same money in it, per holding, the chart and how it is worked out (1400 px)", async () => {
    const { context, page } = await openCard();
    // Since the first trade: more than a year, so the headline is the XIRR p.a.
    expect(api.period.from).toBe("2023-08-01");
    expect(api.headline).toMatchObject({ method: "xirr", perAnnum: true });
    expect(api.benchmark).toMatchObject({ symbol: "^AXJT", fallbackUsed: false });
    expect(await card(page).getByText("Your return (money-weighted, p.a.)").count()).toBe(1);
    const headline = Number(api.headline.rate) * 100;
    expect(await tile(page, "Your return").first().textContent()).toBe(`${headline >= 0 ? "+" : "-"}${Math.abs(headline).toFixed(2)}%`);
    expect(await card(page).textContent()).toContain("compared with S&P/ASX 200 Accumulation (total return)");
    const difference = api.benchmark.shadow!.difference;
    const sentence = `${signedMoney(difference).replace(/^[+-]/, "")} ${difference.startsWith("-") ? "behind" : "ahead of"} the same money in the ASX 200`;
    expect(await card(page).getByText(sentence).count()).toBeGreaterThan(0);

    // Each method, mine beside the index's.
    const methods = card(page).getByRole("region", { name: "Return by method" });
    const row = (name: string) => methods.getByRole("row", { name: new RegExp(`^${name}`) });
    const twr = Number(api.benchmark.indexReturn) * 100;
    expect(await row("Time-weighted").textContent()).toContain(`${twr >= 0 ? "+" : "-"}${Math.abs(twr).toFixed(2)}%`);
    expect(await row("Money-weighted \\(XIRR\\)").textContent()).toMatch(/p\.a\..*p\.a\./);

    // Per holding: PFA and PFB, their gains adding up to the portfolio's; PFB's $168 dividend counted.
    expect(api.flows.dividends).toBe("168.00");
    const holdings = card(page).getByRole("region", { name: "By holding" });
    const codes = await holdings.locator("tbody th").allTextContents();
    expect(codes.sort()).toEqual(["PFA", "PFB"]);
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(api.holdings.reduce((sum, holding) => sum + cents(holding.gain), 0)).toBe(cents(api.gain));
    const pfa = api.holdings.find((holding) => holding.symbol === "PFA")!;
    expect(await holdings.getByRole("row", { name: /^PFA/ }).textContent()).toContain(signedMoney(pfa.gain));

    // The chart, its series named; then the shadow's value beside the portfolio's.
    const chart = card(page).getByRole("region", { name: "Performance chart" });
    await chart.locator(".recharts-line").first().waitFor();
    expect(await chart.textContent()).toContain("S&P/ASX 200 Accumulation (total return)");
    await chart.getByRole("button", { name: "Value" }).click();
    expect(await chart.textContent()).toContain("The same money in S&P/ASX 200 Accumulation (total return)");
    await chart.getByRole("button", { name: "Return" }).click();

    // The explanation, in plain words.
    await card(page).getByRole("button", { name: "How is this worked out?" }).click();
    await card(page).getByText("not financial or tax advice").waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await card(page).scrollIntoViewIfNeeded();
    expect(await lookAt(page, "performance-1400")).toEqual([]);
    await context.close();
  }, 120_000);

  it("marks itself busy while a period loads, names a fallback series, counts franking when asked, and says when a period is empty", async () => {
    const { context, page } = await openCard();
    // Busy: the period's figures are held back a moment; the card says it is updating.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/returns?period=last-fy*", async (route) => {
      await held;
      await route.continue();
    });
    await card(page).getByRole("button", { name: "Last FY" }).click();
    await card(page).getByRole("status").filter({ hasText: "Updating..." }).waitFor();
    expect(await card(page).getAttribute("aria-busy")).toBe("true");
    await card(page).getByRole("status").filter({ hasText: "Updating..." }).scrollIntoViewIfNeeded();
    await shot(page, "performance-busy-1400");
    release();
    await card(page).getByRole("status").filter({ hasText: "Updating..." }).waitFor({ state: "detached" });
    expect(await card(page).textContent()).toMatch(/1 Jul\w* \d{4} to 30 Jun\w* \d{4} \(36[45] days\)/);
    // Under a year: the period's return, no p.a.
    expect(await card(page).getByText("Your return (money-weighted)", { exact: true }).count()).toBe(1);
    await page.unroute("**/api/returns?period=last-fy*");

    // The price index is not stored: the proxy stands in, and the card says so.
    await card(page).getByRole("combobox", { name: "Compare with" }).click();
    await page.getByRole("option", { name: "S&P/ASX 200 (price only)" }).click();
    await card(page)
      .getByText(
        "The S&P/ASX 200 (price only) series is stale or missing, so the comparison uses SPDR S&P/ASX 200 Fund (STW) with distributions.",
      )
      .waitFor();
    expect(await card(page).textContent()).toContain("compared with SPDR S&P/ASX 200 Fund (STW) with distributions");

    // Franking credits counted when asked.
    await card(page).getByRole("switch", { name: "Include franking credits" }).click();
    await card(page).getByText("(counted)").waitFor();

    // Empty: dates before the first trade.
    await card(page).getByRole("button", { name: "Dates" }).click();
    await card(page).getByLabel("From").fill("2020-01-01");
    await card(page).getByLabel("To").fill("2020-12-31");
    await card(page).getByText("Nothing was held, bought, sold or paid in this period: there is no return to show.").waitFor();
    expect(await lookAt(page, "performance-empty-1400")).toEqual([]);
    await context.close();
  });

  it("reads without a sideways swipe at 360 px, axe 0 serious in both themes", async () => {
    const { context, page } = await openCard(PHONE);
    await card(page).getByRole("region", { name: "Performance chart" }).locator(".recharts-line").first().waitFor();
    expect(await pageOverflowX(page)).toBe(0);
    expect(await card(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    // Nor do its tables scroll sideways inside it.
    const tableOverflow = await card(page)
      .locator("table")
      .evaluateAll((tables) => tables.map((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth));
    expect(tableOverflow).toEqual([0, 0]);
    await card(page).scrollIntoViewIfNeeded();
    const problems = await lookAt(page, "performance-360");
    await card(page).getByRole("region", { name: "By holding" }).scrollIntoViewIfNeeded();
    problems.push(...(await lookAt(page, "performance-360-holdings")));
    expect(problems).toEqual([]);
    await context.close();
  });
});
