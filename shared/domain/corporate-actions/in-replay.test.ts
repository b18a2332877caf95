// Corporate actions as events of the ledger's replay (ledger-actions.ts → ledger/replay.ts): the
// brief's examples from trades to disposal lines, the within-day order, and a refusal that names the
// action.
import { describe, expect, it } from "vitest";
import { replayLedger, replayPositionSteps } from "../ledger";
import { buy, ratio, sell } from "../ledger/test-trades";
import { CorporateActionRefused, ledgerActionsOf } from "./index";
import { demerger, qantasReturn, rightsIssue, wesBuy } from "./test-parcels";

const wesCol = demerger({ id: "wes-col" });
const createdAt = "2030-01-01T00:00:00.000Z";

describe("corporate actions in the replay", () => {
  it("WES → COL: the COL sale of 16 Aug 2019 is a discountable gain of 1,688.962455 on the parcel dated 15 Aug 2017", () => {
    const trades = [wesBuy(), sell("2019-08-16", "600", "15", "19.95", { stockId: "COL" })];
    const result = replayLedger({ trades, actions: ledgerActionsOf(wesCol, createdAt) });
    expect(result.refusals).toEqual([]);
    expect(result.disposals).toEqual([
      expect.objectContaining({
        event: "A1",
        stockId: "COL",
        parcelId: "wes-col:w1",
        acquiredOn: "2017-08-15",
        gain: "1688.962455",
        discountEligible: true,
      }),
    ]);
    expect(result.parcels).toEqual([expect.objectContaining({ parcelId: "w1", stockId: "WES", costBase: "17928.862455" })]);
  });

  it("Qantas 2015: the return per pre-consolidation share and the 1000:939 consolidation give 9,390 units at 10,219.95 in either order", () => {
    const qantas = qantasReturn({ id: "qan-roc" });
    const parcelsWith = (consolidatedOn: string) => {
      const trades = [
        buy("2013-09-02", "10000", "1.25", "19.95", { stockId: "QAN", id: "q1" }),
        ratio("CONSOLIDATION", consolidatedOn, 1000, 939, { stockId: "QAN" }),
      ];
      return replayLedger({ trades, actions: ledgerActionsOf(qantas, createdAt) }).parcels;
    };
    // 30 Oct (Macquarie's date): before the pay date; 6 Nov (Qantas's): the same day, ratios first; 9 Nov: after.
    for (const date of ["2015-10-30", "2015-11-06", "2015-11-09"]) {
      expect(parcelsWith(date)).toEqual([
        expect.objectContaining({ parcelId: "q1", units: "9390", costBase: "10219.95", acquiredOn: "2013-09-02" }),
      ]);
    }
  });

  it("a parcel bought on the ex-date is not entitled: it goes on untouched", () => {
    const trades = [wesBuy(), buy("2018-11-21", "100", "30", "0", { stockId: "WES", id: "w2" })];
    const result = replayLedger({ trades, actions: ledgerActionsOf(wesCol, createdAt) });
    expect(result.parcels.map((p) => [p.parcelId, p.stockId, p.units, p.costBase])).toEqual([
      ["wes-col:w1", "COL", "600", "7291.087545"],
      ["w1", "WES", "600", "17928.862455"],
      ["w2", "WES", "100", "3000"],
    ]);
  });

  it("shares taken up from rights enter the ledger on their own date", () => {
    const rights = rightsIssue({ id: "abc-rights" });
    const ledger = { trades: [buy("2012-05-01", "4000", "5", "0", { stockId: "ABC" })], actions: ledgerActionsOf(rights, createdAt) };
    const steps = replayPositionSteps(ledger).get("ABC")!;
    expect(steps.map((s) => [s.date, s.units, s.costBase])).toEqual([
      ["2012-05-01", "4000", "20000"],
      ["2024-02-20", "4000", "20000"],
      ["2024-03-12", "4600", "23000"],
    ]);
    expect(replayLedger(ledger).disposals).toEqual([
      expect.objectContaining({ soldOn: "2024-03-05", gain: "310.05", discountEligible: true }),
    ]);
  });

  it("an action the ledger refuses throws CorporateActionRefused with its sentence", () => {
    const replay = () =>
      replayLedger({
        trades: [buy("2019-01-02", "10", "30", "0", { stockId: "WES" })],
        actions: ledgerActionsOf({ ...wesCol, effectiveDate: "2018-11-28" }, createdAt),
      });
    expect(replay).toThrow(CorporateActionRefused);
    expect(replay).toThrow("No WES was held at the end of 20 Nov 2018: nothing is entitled to this demerger");
  });
});
