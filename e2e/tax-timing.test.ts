// Before 30 June end to end (issue 49), as a new approved user holding the research brief's example
// (docs/domain.md "Before 30 June"): $1,200 discountable realised in FY 2025, $300 brought forward,
// XYZ and ABC open, seen as of 2 Jun 2025. From the Tax page's link: the year so far, the parcels with
// the brief's sentences, the filters and an order, then a scenario (ABC: $30.05 instead of $450.00;
// XYZ on 21 Jun: $730.05; on 20 Jun: $860.10) that writes nothing; no banned word on the screen. At
// 1400 px, then at 360 px without a sideways scroll; axe finds no serious violations in either theme.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { chromiumForFile, navigateInApp, newPage, shot, signIn } from "./support/browser";
import { approvedUser } from "./support/dashboard";
import { database } from "./support/database";
import { pageOverflowX, PHONE } from "./support/phone";

const browser = chromiumForFile();
const LONG_FLOW_MS = 180_000;
const PAGE = "/tax/before-30-june?asOf=2025-06-02";
const WASH_SALE =
  "The ATO can cancel a capital loss if you sell and buy back the same or a substantially similar investment to obtain a tax benefit ('wash sale', TR 2008/1). No waiting period makes this safe.";
const BANNED = /\b(should|recommend\w*|save tax|harvest\w*|buy back)\b/i;

/** The brief's trades through the API with the page's session, the closes of 30 May 2025 and the analysts' values. */
async function seedBrief(page: Page) {
  const trade = async (symbol: string, type: "BUY" | "SELL", tradeDate: string, units: string, price: string, brokerage = "0") => {
    const res = await page.request.post("/api/trades", { data: { symbol, type, tradeDate, units, price, brokerage } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { stockId: string }).stockId;
  };
  await trade("TTL", "BUY", "2023-08-01", "100", "10");
  await trade("TTL", "SELL", "2024-03-01", "100", "7");
  await trade("TTG", "BUY", "2023-07-03", "100", "10");
  await trade("TTG", "SELL", "2024-09-02", "100", "22");
  const xyz = await trade("XYZ", "BUY", "2024-06-20", "100", "30", "19.95");
  const abc = await trade("ABC", "BUY", "2024-11-15", "200", "20", "19.95");
  // A trade adding a stock starts a job fetching its prices (the test's market server answers for any
  // code, with closes up to today): let it end, then keep only the brief's close of 30 May 2025.
  await expect
    .poll(
      async () =>
        (
          await database().query<{ n: number }>(
            "select count(*)::int as n from refresh_jobs where user_id = (select user_id from stocks where id = $1) and state in ('queued', 'running')",
            [xyz],
          )
        ).rows[0].n,
      { timeout: 20_000 },
    )
    .toBe(0);
  await database().query("delete from price_history where symbol in ('XYZ', 'ABC')");
  await database().query(
    "insert into price_history (symbol, trade_date, close) values ('XYZ', '2025-05-30', 36), ('ABC', '2025-05-30', 16)",
  );
  const values: [string, string, number][] = [
    [abc, "morningstar", 20],
    [abc, "intelligent-investor", 21],
    [abc, "motley-fool", 23],
    [abc, "bell-potter", 24],
    [xyz, "morningstar", 34],
  ];
  for (const [stockId, source, fairValue] of values) {
    await database().query(
      `insert into fair_values (stock_id, source, as_of_month, fair_value, created_at) values ($1, $2, date_trunc('month', now() at time zone 'Australia/Sydney')::date, $3, now())`,
      [stockId, source, fairValue],
    );
  }
}

const figure = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
const card = (page: Page, symbol: string) =>
  page.getByRole("region", { name: "Open parcels" }).locator("article", { has: page.getByRole("heading", { name: symbol }) });
const scenarioPanel = (page: Page) => page.getByRole("region", { name: "Scenario" });
const sentence = (page: Page) => scenarioPanel(page).getByText(/^If these sales happened at these prices/);

async function bothThemes(page: Page, name: string) {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((next) => document.documentElement.classList.toggle("dark", next === "dark"), theme);
    await shot(page, `${name}-${theme}`);
    expect(await seriousViolations(page), `${name} (${theme})`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.add("dark"));
}

/** The screen's text holds no banned word, the quoted wash-sale rule aside. */
async function expectNoBannedWord(page: Page) {
  const text = (await page.locator("main").innerText()).split(WASH_SALE).join(" ");
  expect(text.match(BANNED)?.[0] ?? null).toBeNull();
}

async function tick(page: Page, name: string) {
  await page.getByRole("checkbox", { name }).click();
}

async function setField(page: Page, label: string, parcelSymbol: string, value: string) {
  const row = scenarioPanel(page).locator("li", { hasText: parcelSymbol });
  await row.getByLabel(label, { exact: true }).fill(value);
}

describe("before 30 June", () => {
  it(
    "shows the year so far and the parcels, filters and orders them, and works out a scenario that writes nothing (1400 px)",
    { timeout: LONG_FLOW_MS },
    async () => {
      const user = await approvedUser();
      const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
      await signIn(page, user);
      await seedBrief(page);
      const tradesBefore = await (await page.request.get("/api/trades")).text();

      // From the Tax page's link, then as of 2 Jun 2025.
      await page.goto("/tax");
      await page.getByRole("link", { name: "Before 30 June" }).click();
      await page.getByRole("heading", { level: 1, name: "Before 30 June — your figures, not advice" }).waitFor();
      // The date through the router, as the screen's own controls change it (docs/decisions/079-ci-time-fewer-loads.md).
      await navigateInApp(page, PAGE);
      const summary = page.getByRole("region", { name: "The year so far" });
      await summary.waitFor();
      expect(await figure(summary, "Net capital gain so far").textContent()).toBe("$450.00");
      expect(await figure(summary, "Discountable gains").textContent()).toBe("$1,200.00");
      expect(await figure(summary, "Losses brought forward").textContent()).toBe("$300.00");
      expect(await figure(summary, "Days to 30 June").textContent()).toBe("28");

      // The parcels, by code, with the brief's sentences.
      const xyz = card(page, "XYZ");
      const abc = card(page, "ABC");
      expect(await figure(xyz, "Unrealised").textContent()).toBe("+$580.05");
      expect(await figure(abc, "Unrealised").textContent()).toBe("-$819.95");
      await xyz
        .getByText(
          "Held 12 months on 21 Jun 2025 (in 19 days). A sale on or after that date may be eligible for the 50% CGT discount if the other conditions are met.",
        )
        .waitFor();
      await xyz.getByText("12-month date before 30 June").waitFor();
      await abc.getByText("Unrealised loss $819.95 at the last close. Capital losses reduce capital gains, not other income.").waitFor();
      await abc.getByText(WASH_SALE).waitFor();
      await abc
        .getByText("Analysts' consensus fair value $22.00 (4 sources); price is 27% below. These are opinions and can change.")
        .waitFor();
      expect(await xyz.getByText(WASH_SALE).count()).toBe(0);
      await page
        .getByText(
          "Calculated from the trades and prices you entered, using FIFO. It does not consider your objectives, financial situation or needs and is not financial or tax advice. Check with a registered tax agent before you act.",
        )
        .waitFor();
      const codes = () => page.getByRole("region", { name: "Open parcels" }).locator("article h3").allTextContents();
      expect(await codes()).toEqual(["ABC", "XYZ"]);
      // No sell button anywhere.
      expect(await page.getByRole("button", { name: /sell/i }).count()).toBe(0);

      // Filters, then an order the user asks for.
      await page.getByRole("checkbox", { name: "Unrealised loss", exact: true }).click();
      await expect.poll(codes).toEqual(["ABC"]);
      await page.getByRole("checkbox", { name: "Unrealised loss", exact: true }).click();
      await page.getByRole("checkbox", { name: "12-month date before 30 June", exact: true }).click();
      await expect.poll(codes).toEqual(["XYZ"]);
      await page.getByRole("checkbox", { name: "12-month date before 30 June", exact: true }).click();
      await page.getByRole("combobox", { name: "Sort by" }).click();
      await page.getByRole("option", { name: "Unrealised amount" }).click();
      await page.getByRole("button", { name: /^Ascending/ }).click();
      await expect.poll(codes).toEqual(["XYZ", "ABC"]);
      await bothThemes(page, "before-30-june-1400");

      // Scenario 1: ABC, all of it, on 2 Jun at the close with $19.95 brokerage (the defaults).
      await tick(page, "ABC bought 15 Nov 2024 in the scenario");
      const abcRow = scenarioPanel(page).locator("li", { hasText: "ABC" });
      expect(await abcRow.getByLabel("Units", { exact: true }).inputValue()).toBe("200");
      expect(await abcRow.getByLabel("Price", { exact: true }).inputValue()).toBe("16");
      expect(await abcRow.getByLabel("Brokerage", { exact: true }).inputValue()).toBe("19.95");
      await expect
        .poll(() => sentence(page).textContent())
        .toBe(
          "If these sales happened at these prices, your estimated net capital gain for FY 2024–25 would be $30.05 instead of $450.00.",
        );
      const arithmetic = scenarioPanel(page).getByRole("table", { name: "The arithmetic" });
      expect(await arithmetic.getByRole("row", { name: /^Difference/ }).textContent()).toContain("-$419.95");
      expect(await arithmetic.getByRole("row", { name: /^50% CGT discount/ }).textContent()).toContain("-$30.05");
      await bothThemes(page, "before-30-june-scenario-1400");

      // XYZ alone: on 21 Jun with the discount, on its anniversary (20 Jun) without.
      await page.getByRole("button", { name: "Take ABC bought 15 Nov 2024 out of the scenario" }).click();
      await tick(page, "XYZ bought 20 Jun 2024 in the scenario");
      await setField(page, "Date", "XYZ", "2025-06-21");
      await expect.poll(() => sentence(page).textContent()).toContain("would be $730.05 instead of $450.00.");
      await setField(page, "Date", "XYZ", "2025-06-20");
      await expect.poll(() => sentence(page).textContent()).toContain("would be $860.10 instead of $450.00.");
      // A date after 30 June is refused on the spot, and the figures wait for a good one.
      await setField(page, "Date", "XYZ", "2025-07-01");
      await scenarioPanel(page).getByText("From 2 Jun 2025 to 30 Jun 2025").waitFor();
      await expectNoBannedWord(page);

      // Nothing was written.
      expect(await (await page.request.get("/api/trades")).text()).toBe(tradesBefore);
      await context.close();
    },
  );

  it("fits 360 px: the parcels as cards, the scenario below, no sideways scroll", { timeout: LONG_FLOW_MS }, async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(page, user);
    await seedBrief(page);
    await page.goto(PAGE);
    await card(page, "ABC").waitFor();
    expect(await pageOverflowX(page)).toBe(0);
    await bothThemes(page, "before-30-june-360");
    await card(page, "ABC").scrollIntoViewIfNeeded();
    await shot(page, "before-30-june-360-cards");
    await tick(page, "ABC bought 15 Nov 2024 in the scenario");
    await tick(page, "XYZ bought 20 Jun 2024 in the scenario");
    await setField(page, "Date", "XYZ", "2025-06-21");
    await expect.poll(() => sentence(page).textContent()).toContain("would be $310.10 instead of $450.00.");
    await scenarioPanel(page).scrollIntoViewIfNeeded();
    expect(await pageOverflowX(page)).toBe(0);
    await bothThemes(page, "before-30-june-scenario-360");
    await expectNoBannedWord(page);
    await context.close();
  });
});
