// Trade Journal end to end, as a new approved user: create an entry through the New Entry dialog,
// close it with an exit price (the P&L, return and R shown before saving, then on the card with the
// Profit badge), edit its stop price, and log a short trade that closes at a Loss.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signIn, toasts, chromiumForFile } from "./support/browser";
import { addStocks, approvedUser, shot } from "./support/dashboard";

const browser = chromiumForFile();

async function choose(scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label }).click();
  await scope.page().getByRole("option", { name: option }).click();
}

/** The figure under a label in an entry card or the close dialog's result. */
const figure = (scope: Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label.replace("&", "\\&")}$`) }).locator("xpath=following-sibling::dd[1]");

async function newEntry(
  page: Page,
  entry: {
    symbol: RegExp;
    side?: "Short";
    opened: string;
    entry: string;
    shares: string;
    stop: string;
    thesis: string;
    catalysts?: string;
    tags?: string;
  },
) {
  await page.getByRole("button", { name: "New Entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New Journal Entry" });
  await choose(dialog, "Stock", entry.symbol);
  if (entry.side) await choose(dialog, "Side", entry.side);
  await dialog.getByLabel("Opened date").fill(entry.opened);
  await dialog.getByLabel("Entry price ($)").fill(entry.entry);
  await dialog.getByLabel("Shares").fill(entry.shares);
  await dialog.getByLabel("Stop price ($, optional)").fill(entry.stop);
  await dialog.getByLabel("Thesis").fill(entry.thesis);
  if (entry.catalysts) await dialog.getByLabel("Catalysts (comma or new line separated)").fill(entry.catalysts);
  if (entry.tags) await dialog.getByLabel("Tags (comma separated)").fill(entry.tags);
  await dialog.getByRole("button", { name: "Save Entry" }).click();
  await toasts(page).getByText("Journal entry created", { exact: true }).waitFor();
  await dialog.waitFor({ state: "detached" });
}

async function closeEntry(page: Page, card: Locator, closedAt: string, exitPrice: string, expected: [string, string, string]) {
  await card.getByRole("button", { name: /^Close / }).click();
  const dialog = page.getByRole("dialog", { name: "Close Journal Entry" });
  await dialog.getByLabel("Close date").fill(closedAt);
  await dialog.getByLabel("Exit price ($)").fill(exitPrice);
  const result = dialog.getByRole("region", { name: "Result of closing" });
  await expect.poll(() => figure(result, "R Multiple").textContent()).toBe(expected[2]);
  expect([await figure(result, "P&L").textContent(), await figure(result, "Return").textContent()]).toEqual([expected[0], expected[1]]);
  return dialog;
}

describe("trade journal", () => {
  it("creates an entry, closes it with a profit, edits it, and logs a short loss", async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser());
    await signIn(page, user);
    await addStocks(page, [
      { symbol: "BHP", name: "BHP Group Limited", lastPrice: 45.2 },
      { symbol: "CSL", name: "CSL Limited", lastPrice: 290 },
    ]);
    await page.goto("/journal");
    await page.getByRole("heading", { name: "Trade Journal" }).waitFor();
    await page.getByText('No journal entries yet. Click "New Entry" to document your first trade.').waitFor();

    // The dialog refuses an entry without a stock, a price or a thesis.
    await page.getByRole("button", { name: "New Entry" }).click();
    const blank = page.getByRole("dialog", { name: "New Journal Entry" });
    await blank.getByRole("button", { name: "Save Entry" }).click();
    for (const message of ["Choose a stock", "Entry price is required", "Thesis is required"]) await blank.getByText(message).waitFor();
    await shot(page, "journal-new-entry-1280");
    await blank.getByRole("button", { name: "Cancel" }).click();
    await blank.waitFor({ state: "detached" });

    await newEntry(page, {
      symbol: /^BHP/,
      opened: "2024-01-05",
      entry: "40",
      shares: "100",
      stop: "38",
      thesis: "Iron ore recovery on China stimulus",
      catalysts: "China stimulus\nQ3 production report",
      tags: "iron-ore, swing",
    });
    const card = page.getByRole("article", { name: "BHP long trade opened 5 Jan 2024" });
    await card.getByText("Open", { exact: true }).waitFor();
    expect([
      await figure(card, "Entry Price").textContent(),
      await figure(card, "Position").textContent(),
      await figure(card, "Exit Price").textContent(),
    ]).toEqual(["$40.00", "100 shares", "-"]);
    for (const text of [
      "Iron ore recovery on China stimulus",
      "China stimulus",
      "Q3 production report",
      "iron-ore",
      "swing",
      "Entry 5 Jan 2024 · Exit -",
    ]) {
      await card.getByText(text, { exact: true }).waitFor();
    }

    // Long 100 @ 40, stop 38, out @ 50: P&L (50 − 40) × 100 = $1,000; return 10 / 40 = 25%; R 10 / 2 = 5.
    const close = await closeEntry(page, card, "2024-03-01", "50", ["+$1,000.00", "+25.0%", "5.00R"]);
    await shot(page, "journal-close-1280");
    await close.getByRole("button", { name: "Close Entry" }).click();
    await toasts(page).getByText("Journal entry closed", { exact: true }).waitFor();
    await card.getByText("Profit", { exact: true }).waitFor();
    expect([
      await figure(card, "Exit Price").textContent(),
      await figure(card, "P&L").textContent(),
      await figure(card, "Return").textContent(),
      await figure(card, "R Multiple").textContent(),
    ]).toEqual(["$50.00", "+$1,000.00", "+25.0%", "5.00R"]);
    await card.getByText("Entry 5 Jan 2024 · Exit 1 Mar 2024").waitFor();
    expect(await card.getByRole("button", { name: /^Close / }).count()).toBe(0);

    // Edit loads the whole entry (the stop price too); a wider stop of 35 makes R 10 / 5 = 2.
    await card.getByRole("button", { name: /^Edit / }).click();
    const edit = page.getByRole("dialog", { name: "Edit Journal Entry" });
    expect(await edit.getByLabel("Stop price ($, optional)").inputValue()).toBe("38");
    expect(await edit.getByLabel("Exit price ($)").inputValue()).toBe("50");
    await edit.getByLabel("Stop price ($, optional)").fill("35");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await toasts(page).getByText("Journal entry updated", { exact: true }).waitFor();
    await expect.poll(() => figure(card, "R Multiple").textContent()).toBe("2.00R");

    // Short 10 @ 300, stop 315, covered @ 330: P&L (330 − 300) × 10 × −1 = −$300; return −10%; R −30 / 15 = −2.
    await newEntry(page, {
      symbol: /^CSL/,
      side: "Short",
      opened: "2024-04-02",
      entry: "300",
      shares: "10",
      stop: "315",
      thesis: "Plasma margins fall",
    });
    const short = page.getByRole("article", { name: "CSL short trade opened 2 Apr 2024" });
    const closeShort = await closeEntry(page, short, "2024-05-01", "330", ["-$300.00", "-10.0%", "-2.00R"]);
    await closeShort.getByRole("button", { name: "Close Entry" }).click();
    await short.getByText("Loss", { exact: true }).waitFor();
    expect(await figure(short, "P&L").textContent()).toBe("-$300.00");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "journal-1280");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await card.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "journal-375");
    await page.getByRole("button", { name: "New Entry" }).click();
    await page.getByRole("dialog", { name: "New Journal Entry" }).waitFor();
    await shot(page, "journal-new-entry-375");
    await context.close();
  });
});
