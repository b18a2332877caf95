import { describe, expect, it } from "vitest";
import { replayLedger, type Parcel } from "../ledger";
import { buy } from "../ledger/test-trades";
import { BRIEF_AS_OF, BRIEF_CLOSES, BRIEF_FAIR_VALUES, BRIEF_FY, briefLedger } from "./brief-example";
import { discountDateOf, parcelTiming } from "./parcels";

const parcelsAt = (asOf: string) => new Map(replayLedger(briefLedger(), asOf).parcels.map((parcel) => [parcel.parcelId, parcel]));
const xyz = () => parcelsAt(BRIEF_AS_OF).get("xyz")!;

describe("each open parcel at asOf", () => {
  it("XYZ: +$580.05 at $36.00, discount from 21 Jun 2025 in 19 days, before 30 June; 5.88 % above $34.00", () => {
    const timing = parcelTiming(xyz(), { asOf: BRIEF_AS_OF, fy: BRIEF_FY, close: BRIEF_CLOSES.XYZ, fairValue: BRIEF_FAIR_VALUES.XYZ });
    // 100 × 36 − 3,019.95 = 580.05; (36 − 34) ÷ 34 × 100 = 5.882…
    expect(timing).toMatchObject({
      discountFrom: "2025-06-21",
      discountDateConservative: false,
      daysToDiscount: 19,
      discountBeforeFyEnd: true,
      unrealised: "580.05",
    });
    expect(Number(timing.priceVsFairValuePercent)).toBeCloseTo(5.882353, 5);
  });

  it("ABC: −$819.95 at $16.00, discount from 16 Nov 2025 (after 30 June), 27 % below $22.00", () => {
    const abc = parcelsAt(BRIEF_AS_OF).get("abc")!;
    const timing = parcelTiming(abc, { asOf: BRIEF_AS_OF, fy: BRIEF_FY, close: BRIEF_CLOSES.ABC, fairValue: BRIEF_FAIR_VALUES.ABC });
    // 200 × 16 − 4,019.95 = −819.95; (16 − 22) ÷ 22 × 100 = −27.27…; 2 Jun → 16 Nov is 167 days.
    expect(timing).toMatchObject({ discountFrom: "2025-11-16", daysToDiscount: 167, discountBeforeFyEnd: false, unrealised: "-819.95" });
    expect(timing.priceVsFairValuePercent!.slice(0, 8)).toBe("-27.2727");
  });

  it.each([
    // The anniversary (20 Jun) is not enough: the discount starts the day after.
    ["2025-06-20", 1, true],
    ["2025-06-21", 0, true],
    ["2025-06-22", 0, false],
  ])("at %s: %i days to the discount date, still ahead this year: %s", (asOf, days, ahead) => {
    expect(parcelTiming(xyz(), { asOf, fy: 2025, close: null, fairValue: null })).toMatchObject({
      daysToDiscount: days,
      discountBeforeFyEnd: ahead,
    });
  });

  it("a parcel whose discount date is 30 June counts as before 30 June; 1 July does not", () => {
    const on = (acquiredOn: string) => replayLedger({ trades: [buy(acquiredOn, "1", "1")] }).parcels[0];
    expect(parcelTiming(on("2024-06-29"), { asOf: "2025-06-01", fy: 2025, close: null, fairValue: null }).discountBeforeFyEnd).toBe(true);
    expect(parcelTiming(on("2024-06-30"), { asOf: "2025-06-01", fy: 2025, close: null, fairValue: null }).discountBeforeFyEnd).toBe(false);
  });

  it("without a close there is no unrealised figure and no distance from the fair value; without a fair value no distance", () => {
    expect(parcelTiming(xyz(), { asOf: BRIEF_AS_OF, fy: 2025, close: null, fairValue: "34" })).toMatchObject({
      unrealised: null,
      priceVsFairValuePercent: null,
    });
    expect(parcelTiming(xyz(), { asOf: BRIEF_AS_OF, fy: 2025, close: "36", fairValue: null }).priceVsFairValuePercent).toBeNull();
  });
});

describe("the discount date shown", () => {
  const parcel = (acquiredOn: string, discountEligibleFrom: string): Pick<Parcel, "acquiredOn" | "discountEligibleFrom"> => ({
    acquiredOn,
    discountEligibleFrom,
  });

  it("is the ledger's date: bought 2 Feb 2001, from 3 Feb 2002", () => {
    const [replayed] = replayLedger({ trades: [buy("2001-02-02", "1", "1")] }).parcels;
    expect(discountDateOf(replayed)).toEqual({ date: "2002-02-03", conservative: false });
  });

  it("for a parcel bought on 29 Feb 2024 is the later reading, 2 Mar 2025, marked conservative (the ledger says 1 Mar)", () => {
    const [replayed] = replayLedger({ trades: [buy("2024-02-29", "1", "1")] }).parcels;
    expect(replayed.discountEligibleFrom).toBe("2025-03-01");
    expect(discountDateOf(replayed)).toEqual({ date: "2025-03-02", conservative: true });
  });

  it("leaves a 29 February parcel alone when its date came from elsewhere (a parcel carrying an earlier acquisition's date)", () => {
    expect(discountDateOf(parcel("2024-02-29", "2024-08-01"))).toEqual({ date: "2024-08-01", conservative: false });
    // 28 Feb 2024 also gives 1 Mar 2025, with no doubt about it.
    expect(discountDateOf(parcel("2024-02-28", "2025-03-01"))).toEqual({ date: "2025-03-01", conservative: false });
  });
});
