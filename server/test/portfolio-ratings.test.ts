// Issue #12 item 2: a monthly Portfolio workbook upload carries Morningstar values without
// Uncertainty, Moat or Financial Health. The ratings a stock shows come from the newest Morningstar
// row that carries them, whatever its month, so the upload must not blank them (nor the 5-star
// figure that depends on the uncertainty, the table's default sort column).
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StockViewWire } from "@shared/contracts/portfolio";
import { toStockView } from "@shared/domain/stock-figures";
import { insertFairValues, insertStock } from "./support/factories";
import { startTestApp, type TestApp } from "./support/test-app";

// The workbook fixture's latest month is Mar-25, so "now" is in March 2025: the paste lands in the
// same month and the upload supersedes it there.
const NOW = new Date("2025-03-15T00:00:00Z");
const workbook = readFileSync(path.join(import.meta.dirname, "../parsers/fixtures/portfolio/ok/portfolio-text-months.xlsx"));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(() => t.close());

describe("Morningstar ratings after a Portfolio workbook upload", () => {
  it("keeps Uncertainty, Moat, Financial Health and current5StarVsTrade from the paste", async () => {
    const { agent } = await t.signedInAgent();
    const pasted = await agent.post("/api/import/morningstar").send({ text: "BHP,45.20,50.00,Medium,Wide,Strong" });
    expect(pasted.status).toBe(200);
    const upload = await agent.post("/api/import/excel").attach("file", workbook, "portfolio.xlsx");
    expect(upload.status).toBe(200);

    // The paste made BHP an other-tracked stock; the workbook's new stocks are portfolio ones. The
    // 5-star figure is worked out from the body's fields as the client does (toStockView).
    const bodies: StockViewWire[] = [
      ...(await agent.get("/api/portfolio")).body,
      ...(await agent.get("/api/portfolio?isPortfolio=false")).body,
    ];
    const rows = bodies.map(toStockView);
    const bhp = rows.find((s) => s.symbol === "BHP");
    // The workbook's Mar-25 value (43) is now the current one; the ratings are still the paste's.
    expect(bhp).toMatchObject({ morningstarFV: 43, morningstarFVDate: "2025-03-01", lastPrice: 45.2 });
    expect(bhp).toMatchObject({ msUncertainty: "Medium", msMoat: "Wide", msFinancialHealth: "Strong" });
    // 5-star price 43 × (1 − 0.30) = 30.1; (30.1 − 45.2) / 45.2 × 100 = −33.4071
    expect(bhp?.current5StarVsTrade).toBeCloseTo(-33.4071, 3);
    // A stock the paste never rated has no ratings to keep.
    const csl = rows.find((s) => s.symbol === "CSL");
    expect(csl).toMatchObject({ msUncertainty: null, msMoat: null, msFinancialHealth: null, current5StarVsTrade: null });
  });

  it("takes the ratings of the newest rated row, even one older than every month the table reads", async () => {
    const { agent, user } = await t.signedInAgent();
    const stock = await insertStock(t.db, { userId: user.id, symbol: "CBA", lastPrice: 100 });
    const ms = (asOfMonth: string, fairValue: number, createdAt: string, meta: Record<string, unknown> | null) => ({
      stockId: stock.id,
      source: "morningstar",
      asOfMonth,
      fairValue,
      createdAt: new Date(createdAt),
      meta,
    });
    await insertFairValues(t.db, [
      ms("2023-05-01", 80, "2023-05-02", { uncertainty: "Low", economicMoat: "Narrow", financialHealth: "Weak" }),
      ms("2023-06-01", 82, "2023-06-02", { uncertainty: "High", economicMoat: "Wide", financialHealth: "Moderate" }),
      // A paste without the rating columns carries no ratings: it does not count as rated.
      ms("2023-07-01", 83, "2023-07-02", { uncertainty: null, economicMoat: null, financialHealth: null }),
      // Workbook months, no meta: Oct-24 … Mar-25.
      ...["2024-10-01", "2024-11-01", "2024-12-01", "2025-01-01", "2025-02-01", "2025-03-01"].map((month, i) =>
        ms(month, 90 + i, "2025-03-10", null),
      ),
    ]);
    const cba = toStockView((await agent.get("/api/portfolio")).body[0]);
    expect(cba).toMatchObject({ morningstarFV: 95, msUncertainty: "High", msMoat: "Wide", msFinancialHealth: "Moderate" });
    // 5-star price 95 × (1 − 0.40) = 57; (57 − 100) / 100 × 100 = −43
    expect(cba.current5StarVsTrade).toBeCloseTo(-43, 6);
  });
});
