// Properties over random ledgers (fast-check): a demerger conserves each parcel's cost base exactly,
// keeps one new parcel per original with the original's acquisition date (the discount date), and
// shares out exactly the units the holding is entitled to; a bonus issue and a partial roll-over
// conserve cost base too.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Dec, HUNDRED, ZERO, dec } from "../ledger/decimal";
import { applyCorporateAction, type LineageParcel, type TakeoverAction } from "./index";
import { base, demerger, parcel } from "./test-parcels";

const decimalText = (min: number, max: number, places: number) =>
  fc.integer({ min: min * 10 ** places, max: max * 10 ** places }).map((n) => new Dec(n).div(10 ** places).toString());
const isoDate = fc
  .date({ min: new Date("1990-01-01"), max: new Date("2018-01-01"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const parcels = fc
  .array(fc.record({ acquiredOn: isoDate, units: decimalText(1, 50_000, 0), costBase: decimalText(1, 900_000, 6) }), {
    minLength: 1,
    maxLength: 8,
  })
  .map((rows) => rows.map((row, index) => parcel(`p${index}`, "HEAD", row.acquiredOn, row.units, row.costBase)));
const percent = decimalText(0, 100, 2);

const sum = (values: readonly string[]) => values.reduce((acc, value) => acc.plus(value), ZERO);

describe("corporate action properties", () => {
  it("a demerger conserves cost base exactly and each new parcel keeps its original's discount date", () => {
    fc.assert(
      fc.property(parcels, percent, fc.constantFrom("1", "0.5", "0.2857", "3"), (held, head, received) => {
        const action = demerger({
          ...base("HEAD", "HED"),
          exDate: "2019-03-01",
          effectiveDate: "2019-03-08",
          newStockId: "NEW",
          newSharesPerOld: { received, held: "1" },
          headCostBasePercent: head,
          demergedCostBasePercent: HUNDRED.minus(head).toString(),
        });
        const { outcome } = applyCorporateAction(action, held);
        expect(outcome).not.toBeNull();
        const after = outcome!.parcels;
        expect(sum(after.map((p) => p.costBase)).eq(sum(held.map((p) => p.costBase)))).toBe(true);
        const derived = after.filter((p) => p.stockId === "NEW");
        for (const child of derived) {
          const origin = held.find((p) => p.parcelId === child.lineage?.sourceParcelId) as LineageParcel;
          expect(child.acquiredOn).toBe(origin.acquiredOn);
          expect(child.discountEligibleFrom).toBe(origin.discountEligibleFrom);
          expect(
            dec(child.costBase)
              .plus(after.find((p) => p.parcelId === origin.parcelId)!.costBase)
              .eq(origin.costBase),
          ).toBe(true);
        }
        const entitled = held.reduce((acc, p) => acc.plus(dec(p.units).times(received)), ZERO).floor();
        expect(sum(derived.map((p) => p.units)).eq(entitled)).toBe(true);
        expect(derived.length).toBeLessThanOrEqual(held.length);
      }),
    );
  });

  it("a partial roll-over splits each parcel's cost base exactly between the cash leg and the new parcel", () => {
    fc.assert(
      fc.property(parcels, decimalText(0, 5, 3), decimalText(1, 20, 2), (held, cash, value) => {
        const action: TakeoverAction = {
          ...base("HEAD", "HED"),
          type: "TAKEOVER",
          effectiveDate: "2019-03-08",
          cashPerShare: cash,
          acquirerStockId: "BID",
          scripPerShare: { received: "1", held: "1" },
          scripValuePerShare: value,
          rollover: true,
          unitsReceived: null,
          fractions: "down",
        };
        const outcome = applyCorporateAction(action, held).outcome!;
        for (const original of held) {
          const child = outcome.parcels.find((p) => p.lineage?.sourceParcelId === original.parcelId)!;
          const lines = outcome.disposals.filter((line) => line.parcelId === original.parcelId);
          const rolled = child.acquiredOn === original.acquiredOn;
          const total = rolled ? sum([child.costBase, ...lines.map((line) => line.costBase)]) : sum(lines.map((line) => line.costBase));
          expect(total.eq(original.costBase)).toBe(true);
        }
      }),
    );
  });
});
