// The dashboard's sector filter: the portfolio's sectors, alphabetically, however the select is
// opened. The names are sorted only once it is focused or pressed (filter-controls.tsx).
import { describe, expect, it } from "vitest";
import { chromiumForFile, newPage, signIn } from "./support/browser";
import { addStocks, approvedUser, openDashboard, symbolsIn } from "./support/dashboard";

const browser = chromiumForFile();

describe("the dashboard's sector filter", () => {
  it("lists the portfolio's sectors alphabetically in the sector filter, opened by pointer or by keyboard", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    // Created out of alphabetical order, with their symbols in another order again.
    await addStocks(page, [
      { symbol: "AAA", name: "Alpha Ltd", lastPrice: 10, sector: "Utilities" },
      { symbol: "BBB", name: "Bravo Ltd", lastPrice: 10, sector: "Banks" },
      { symbol: "CCC", name: "Charlie Ltd", lastPrice: 10, sector: "Materials" },
      { symbol: "DDD", name: "Delta Ltd", lastPrice: 10, sector: "banks" },
    ]);
    await openDashboard(page);
    const filter = page.getByRole("combobox", { name: "Filter by sector" });
    const expected = ["All Sectors", "banks", "Banks", "Materials", "Utilities"];

    await filter.click();
    await page.getByRole("option", { name: "Utilities" }).waitFor();
    expect(await page.getByRole("option").allTextContents()).toEqual(expected);
    await page.getByRole("option", { name: "Materials" }).click();
    await expect.poll(() => symbolsIn(page)).toEqual(["CCC"]);

    await page.reload();
    await page.getByText("Loading portfolio data...").waitFor({ state: "detached" });
    await filter.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Utilities" }).waitFor();
    expect(await page.getByRole("option").allTextContents()).toEqual(expected);
    await page.keyboard.press("Escape");
    await context.close();
  });
});
