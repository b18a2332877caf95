// Corporate actions on screen (issue 46 "Screens"), as a new approved user holding 600 WES bought on
// 15 Aug 2017 for $25,219.95 (the brief's worked example, docs/domain.md "Corporate actions"):
// Holdings suggests the known Wesfarmers demerger of Coles; Apply opens its form filled in with the
// class ruling's source; the preview splits the parcel $17,928.86 / $7,291.09 (71.09 % / 28.91 % of
// 25,219.95: 17,928.862455 and 7,291.087545 to the cent) with the COL parcel acquired on 15 Aug 2017;
// saved, the COL holding has that parcel; a COL sale on 16 Aug 2019 is an A1 line on the Tax page
// with its code explained; the action cannot be deleted while the sale needs its parcel (the API's
// sentence), and can once the sale is gone. At 1400 px, then the Holding tab's form at 360 px without
// a sideways scroll; axe finds no serious violations in either theme.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bothThemes } from "./support/axe";
import { chromiumForFile, newPage, signIn, toasts } from "./support/browser";
import { addStocks, approvedUser } from "./support/dashboard";
import { pageOverflowX, PHONE } from "./support/phone";

const browser = chromiumForFile();
const FLOW_MS = 120_000;
const DIALOG = '[role="dialog"]';

const openHolding = (page: Page, symbol: string) =>
  page
    .getByRole("button", { name: new RegExp(`^${symbol} .*: open its holding$`) })
    .first()
    .click();

async function closeStockDialog(page: Page) {
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Holding" }).waitFor({ state: "hidden" });
}

describe("corporate actions", () => {
  it("applies the suggested WES → COL demerger from its preview, and deletes it", { timeout: FLOW_MS }, async () => {
    const user = await approvedUser();
    const { context, page } = await newPage(browser(), { width: 1400, height: 900 });
    await signIn(page, user);
    const ids = await addStocks(page, [{ symbol: "WES", name: "Wesfarmers Limited", lastPrice: 60 }]);
    const buy = await page.request.post("/api/trades", {
      data: { stockId: ids.WES, type: "BUY", tradeDate: "2017-08-15", units: "600", price: "42", brokerage: "19.95" },
    });
    expect(buy.status(), await buy.text()).toBe(201);

    // Holdings suggests the demerger; Apply opens its form filled in, with the ruling's reference.
    await page.goto("/holdings");
    const notice = page.getByRole("note", { name: "Suggested corporate actions" });
    await notice.getByText("Wesfarmers demerger of Coles").waitFor();
    await notice.getByRole("button", { name: "Apply: Wesfarmers demerger of Coles" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply corporate action" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Head cost base %").inputValue()).toBe("71.09");
    expect(await dialog.getByLabel("Demerged cost base %").inputValue()).toBe("28.91");
    expect(await dialog.getByRole("switch", { name: "Demerger roll-over" }).getAttribute("aria-checked")).toBe("true");
    await dialog.getByRole("link", { name: "ATO Class Ruling CR 2018/59 paras 68–69" }).waitFor();

    // A broken figure is refused in the contract's words before anything is sent.
    await dialog.getByLabel("Head cost base %").fill("71");
    await dialog.getByRole("button", { name: "Preview" }).click();
    await dialog.getByRole("alert").getByText(/100/).waitFor();
    await dialog.getByLabel("Head cost base %").fill("71.09");

    // The dry run's per-parcel preview: WES keeps 71.09 %, the COL parcel the rest, dated as the WES parcel.
    await dialog.getByRole("button", { name: "Preview" }).click();
    const wes = dialog.getByRole("table", { name: "WES · parcel acquired 15 Aug 2017" });
    const costBase = (table: typeof wes) => table.getByRole("row", { name: /^Cost base/ }).getByRole("cell");
    await expect.poll(() => costBase(wes).allTextContents()).toEqual(["$25,219.95", "$17,928.86"]);
    const col = dialog.getByRole("table", { name: "COL · new parcel acquired 15 Aug 2017" });
    expect(await costBase(col).allTextContents()).toEqual(["—", "$7,291.09"]);
    expect(
      await col
        .getByRole("row", { name: /^Acquired/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["—", "15 Aug 2017"]);
    expect(
      await col
        .getByRole("row", { name: /^Units/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["—", "600"]);
    await bothThemes(page, "corporate-action-preview-1400", DIALOG);

    await dialog.getByRole("button", { name: "Save action" }).click();
    await dialog.waitFor({ state: "hidden" });
    await toasts(page).getByText("Corporate action added").waitFor();
    await notice.waitFor({ state: "hidden" });

    // The COL holding: one parcel acquired on the WES parcel's date, at its share of the cost base.
    await openHolding(page, "COL");
    const parcels = page.getByRole("region", { name: "Parcels" });
    await parcels.getByText("$7,291.09").waitFor();
    expect(await parcels.getByText("15 Aug 2017").count()).toBeGreaterThan(0);
    await closeStockDialog(page);

    // Sold on 16 Aug 2019: an A1 line of FY 2020 with the code explained, $1,688.96 and discountable.
    const sale = await page.request.post("/api/trades", {
      data: { symbol: "COL", type: "SELL", tradeDate: "2019-08-16", units: "600", price: "15", brokerage: "19.95" },
    });
    expect(sale.status(), await sale.text()).toBe(201);
    const saleId = ((await sale.json()) as { id: string }).id;
    await page.goto("/tax");
    await page.getByRole("combobox", { name: "Financial year" }).click();
    await page.getByRole("option", { name: "FY 2020 (1 Jul 2019 – 30 Jun 2020)" }).click();
    const line = page.getByRole("region", { name: "Capital gains lines" }).getByRole("row", { name: /^COL/ });
    await expect
      .poll(() => line.getByRole("cell").allTextContents())
      .toEqual(["A1", "16 Aug 2019", "15 Aug 2017", "600", "$8,980.05", "$7,291.09", "+$1,688.96", "Yes"]);
    await page.getByRole("definition").getByText("A disposal: a sale, or the cash of a takeover").waitFor();

    // The action cannot go while the sale needs its parcel; once the sale is gone, it can.
    await page.goto("/holdings");
    await openHolding(page, "WES");
    const actions = page.getByRole("list", { name: "Applied corporate actions" });
    await actions.getByText("Demerger · 28 Nov 2018").waitFor();
    await actions.getByText("Demerger of COL, 1 for 1").waitFor();
    await actions.getByRole("button", { name: "Delete the Demerger of 28 Nov 2018" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this corporate action?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    const refusal = confirm.getByRole("alert");
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(
      "Deleting the WES demerger on 28 Nov 2018 would leave the sale of 600 COL on 16 Aug 2019 short: 0 units held",
    );
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect((await page.request.delete(`/api/trades/${saleId}`)).status()).toBe(200);
    await actions.getByRole("button", { name: "Delete the Demerger of 28 Nov 2018" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByText("No corporate actions for WES.").waitFor();

    // At 360 px: the suggestion is back in the tab; its form and preview fit without a sideways scroll.
    await page.setViewportSize(PHONE);
    const tab = page.getByRole("tabpanel", { name: "Holding" });
    await tab.getByRole("button", { name: "Apply: Wesfarmers demerger of Coles" }).click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Preview" }).click();
    await dialog.getByRole("table", { name: "COL · new parcel acquired 15 Aug 2017" }).waitFor();
    expect(await pageOverflowX(page)).toBe(0);
    await bothThemes(page, "corporate-action-preview-360", DIALOG);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await tab.getByRole("heading", { name: "Corporate actions" }).scrollIntoViewIfNeeded();
    expect(await pageOverflowX(page)).toBe(0);
    await bothThemes(page, "corporate-actions-tab-360", DIALOG);
    await context.close();
  });
});
