import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromScaled, times, toScaled } from "../ledger/scaled";
import { stockValuesOn } from "./values";

describe("stockValuesOn", () => {
  it("values the units held × the last close exactly as times(units, close) rounds it", () => {
    // Units of up to 24 decimals (a bonus issue's or a demerger's ratio) and closes of up to 6.
    const decimal = (maxPlaces: number) =>
      fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: maxPlaces })).map(([digits, places]) => {
        const unit = 10n ** BigInt(places);
        return places === 0 ? `${digits}` : `${digits / unit}.${(digits % unit).toString().padStart(places, "0")}`;
      });
    fc.assert(
      fc.property(decimal(24), fc.array(decimal(6), { minLength: 1, maxLength: 4 }), (unitsText, closeTexts) => {
        const units = toScaled(unitsText);
        const dates = closeTexts.map((_, index) => `2024-01-${String(index + 10)}`);
        const values = stockValuesOn([{ date: "2024-01-01", units, costBase: 0n }], { dates, closes: closeTexts }, dates);
        expect(values.map((point) => point.value)).toEqual(closeTexts.map((close) => fromScaled(times(units, toScaled(close)))));
      }),
      { numRuns: 1000 },
    );
  });

  it("counts a holding before its first close at its cost base, and one sold out at nothing", () => {
    const steps = [
      { date: "2024-01-02", units: toScaled("10"), costBase: toScaled("100.5") },
      { date: "2024-01-04", units: 0n, costBase: 0n },
    ];
    const values = stockValuesOn(steps, { dates: ["2024-01-03"], closes: ["12.345"] }, ["2024-01-02", "2024-01-03", "2024-01-04"]);
    expect(values.map((point) => point.value)).toEqual(["100.5", "123.45", "0"]);
  });
});
