import { describe, expect, it } from "vitest";
import type { ImportBatchDetail } from "@shared/contracts/imports";
import { undoImportLines } from "./undo-import-lines";

const NOTHING = {
  fairValues: 0,
  shareholders: 0,
  journalEntries: 0,
  allocations: 0,
  trades: 0,
  dividends: 0,
  taxStatements: 0,
  corporateActions: 0,
  alertSettings: false,
  parcelMethod: false,
};

const detail = (holds: Partial<ImportBatchDetail["holds"]>, undo: Partial<ImportBatchDetail["undo"]> = {}): ImportBatchDetail => ({
  batch: { id: "b1", source: "trades", fileName: "commsec.csv", rowsImported: 6, rowsSkipped: 0, createdAt: "2026-11-15T00:00:00Z" },
  holds: { ...NOTHING, ...holds },
  undo: { removesStocks: [], keepsStocks: [], restoresPrices: 0, refusal: null, ...undo },
});

describe("undoImportLines", () => {
  it("the issue's trade import: its trades, the stocks it added by symbol, the stock that stays and why", () => {
    expect(
      undoImportLines(
        detail({ trades: 6 }, { removesStocks: ["CSL", "DEM", "NAB"], keepsStocks: [{ symbol: "BHP", reason: "it has dividends" }] }),
      ),
    ).toEqual({ removes: ["6 trades", "3 stocks it added: CSL, DEM, NAB"], keeps: ["BHP stays: it has dividends"], restores: null });
  });

  it("an account import: every kind it holds, one of each in the singular, thousands separated; the prices it puts back", () => {
    expect(
      undoImportLines(
        detail(
          {
            fairValues: 1_200,
            shareholders: 1,
            journalEntries: 2,
            allocations: 1,
            trades: 1,
            dividends: 3,
            taxStatements: 2,
            alertSettings: true,
            parcelMethod: true,
          },
          { removesStocks: ["XRO"], restoresPrices: 1 },
        ),
      ),
    ).toEqual({
      removes: [
        "1,200 fair values",
        "1 shareholder row",
        "2 journal entries",
        "1 allocation",
        "1 trade",
        "3 dividends",
        "2 tax statements",
        "the alert settings it brought",
        "the parcel method, tax entity and loss brought in it brought",
        "1 stock it added: XRO",
      ],
      keeps: [],
      restores: "1 stock gets back the price this import replaced",
    });
  });

  it("names twelve stocks and counts the rest; a batch holding nothing lists nothing", () => {
    const symbols = Array.from({ length: 15 }, (_, i) => `S${i + 10}`);
    expect(undoImportLines(detail({ fairValues: 15 }, { removesStocks: symbols, restoresPrices: 4 })).removes[1]).toBe(
      "15 stocks it added: S10, S11, S12, S13, S14, S15, S16, S17, S18, S19, S20, S21 and 3 more",
    );
    expect(undoImportLines(detail({}))).toEqual({ removes: [], keeps: [], restores: null });
  });
});
