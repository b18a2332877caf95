import { describe, expect, it } from "vitest";
import type { CorporateActionRecord } from "../storage/corporate-actions";
import { ledgerEventsOfRecord } from "./corporate-action-ledger";

const stockId = "00000000-0000-4000-8000-000000000001";
const record = (effectiveDate: string, updatedAt: string): CorporateActionRecord => ({
  id: "00000000-0000-4000-8000-0000000000aa",
  stockId,
  symbol: "AAA",
  otherStockId: null,
  otherSymbol: null,
  type: "CODE_CHANGE",
  body: { effectiveDate, newSymbol: "BBB", newName: "Bee Limited" },
  status: "confirmed",
  createdAt: "2026-01-01T00:00:00.000000Z",
  updatedAt,
});

describe("a stored action's replay events", () => {
  it("are the same for the same record text, and made again when the record changes", () => {
    const first = ledgerEventsOfRecord(record("2024-03-01", "2026-01-01T00:00:00.000000Z"));
    const again = ledgerEventsOfRecord(record("2024-03-01", "2026-01-01T00:00:00.000000Z"));
    expect(again.map((event) => event.date)).toEqual(["2024-03-01"]);
    expect(again[0]).toBe(first[0]);
    // An edit (its body and its updated time) is read from its new text, whatever was kept before.
    const edited = ledgerEventsOfRecord(record("2024-05-02", "2026-02-01T00:00:00.000000Z"));
    expect(edited.map((event) => event.date)).toEqual(["2024-05-02"]);
    // Even a body changed without its updated time.
    expect(ledgerEventsOfRecord(record("2024-06-03", "2026-02-01T00:00:00.000000Z"))[0].date).toBe("2024-06-03");
  });
});
