import { describe, expect, it } from "vitest";
import { DIVIDEND_MESSAGES, type DividendView } from "@shared/contracts/dividends";
import { CONFIRM_NEEDS_BOTH, createDividendFromForm, emptyDividendForm, formFromDividend, updateDividendFromForm } from "./dividend-form";

const STOCK = "6f1c2b1e-3d4a-4b5c-8d6e-7f8091a2b3c4";

const estimate: DividendView = {
  id: "d1",
  stockId: STOCK,
  symbol: "CBA",
  exDate: "2024-08-14",
  payDate: null,
  amountPerShare: "0.72",
  frankingPercent: null,
  companyTaxRate: "0.30",
  units: "30",
  unitsOverridden: false,
  drpUnits: null,
  drpPrice: null,
  status: "estimated",
  source: "provider",
  batchId: null,
  note: null,
  createdAt: "2024-08-15T00:00:00Z",
  cash: "21.60",
  frankingCredit: null,
  grossedUp: null,
  drpResidual: null,
};

describe("createDividendFromForm", () => {
  it("sends the stock and the fields, blanks as null (units from the trades, rate 30%)", () => {
    const values = { ...emptyDividendForm(), exDate: "2024-08-14", amountPerShare: "0.72", frankingPercent: "100" };
    expect(createDividendFromForm(values, STOCK)).toEqual({
      body: {
        stockId: STOCK,
        exDate: "2024-08-14",
        payDate: null,
        amountPerShare: "0.72",
        frankingPercent: "100",
        companyTaxRate: "0.30",
        units: null,
        drpUnits: null,
        drpPrice: null,
        note: null,
      },
    });
  });

  it("refuses with the server's own sentences", () => {
    const base = { ...emptyDividendForm(), exDate: "2024-08-14", amountPerShare: "0.72" };
    expect(createDividendFromForm({ ...base, frankingPercent: "101" }, STOCK)).toEqual({ error: expect.stringContaining("Franking %") });
    expect(createDividendFromForm({ ...base, payDate: "2024-08-01" }, STOCK)).toEqual({ error: DIVIDEND_MESSAGES.payBeforeEx });
    expect(createDividendFromForm({ ...base, drpUnits: "45" }, STOCK)).toEqual({ error: DIVIDEND_MESSAGES.drpTogether });
    expect(createDividendFromForm({ ...base, amountPerShare: "" }, STOCK)).toEqual({ error: "Amount per share is required" });
  });
});

describe("formFromDividend and updateDividendFromForm", () => {
  it("keeps units worked out from the trades blank, so an edit keeps following the trades", () => {
    expect(formFromDividend(estimate).units).toBe("");
    expect(formFromDividend({ ...estimate, unitsOverridden: true, units: "25" }).units).toBe("25");
  });

  it("Confirm needs both the franking % and the pay date", () => {
    const form = formFromDividend(estimate);
    expect(updateDividendFromForm(form, "confirm")).toEqual({ error: CONFIRM_NEEDS_BOTH });
    expect(updateDividendFromForm({ ...form, frankingPercent: "100" }, "confirm")).toEqual({ error: CONFIRM_NEEDS_BOTH });
    const confirmed = updateDividendFromForm({ ...form, frankingPercent: "100", payDate: "2024-09-20" }, "confirm");
    expect(confirmed).toEqual({ body: expect.objectContaining({ frankingPercent: "100", payDate: "2024-09-20", units: null }) });
  });

  it("an edit may leave them blank, but not break a rule across fields", () => {
    const form = formFromDividend(estimate);
    expect(updateDividendFromForm(form, "edit")).toEqual({
      body: expect.objectContaining({ exDate: "2024-08-14", frankingPercent: null }),
    });
    expect(updateDividendFromForm({ ...form, payDate: "2024-08-13" }, "confirm")).toEqual({ error: CONFIRM_NEEDS_BOTH });
    expect(updateDividendFromForm({ ...form, frankingPercent: "100", payDate: "2024-08-13" }, "confirm")).toEqual({
      error: DIVIDEND_MESSAGES.payBeforeEx,
    });
  });
});
