// Every known action is a body the API accepts, becomes the domain's action, and applies to a holding
// without a refusal; each figure has a source (docs/domain.md "Corporate actions").
import { describe, expect, it } from "vitest";
import { applyCorporateAction, entitlementDate } from "../domain/corporate-actions";
import { KNOWN_ACTIONS } from "../domain/corporate-actions/known-actions";
import { parcel } from "../domain/corporate-actions/test-parcels";
import { toCents } from "../domain/ledger/decimal";
import { corporateActionBody, corporateActionOf } from "./corporate-actions";

const stockId = "3f1c2a4e-8d7b-4c1a-9e2f-5b6a7c8d9e0f";
const domainActionOf = (known: (typeof KNOWN_ACTIONS)[number]) =>
  corporateActionOf(corporateActionBody.parse({ ...known.terms, stockId }), {
    id: known.key,
    symbol: known.symbol,
    stockIdOf: (symbol) => `stock-${symbol}`,
  });

describe("the known ASX actions", () => {
  it("are the brief's eight, each with a key of its own and at least one source per entry", () => {
    expect(KNOWN_ACTIONS.map((known) => known.key)).toEqual([
      "BHP-S32-2015",
      "WES-COL-2018",
      "WOW-EDV-2021",
      "TAH-TLC-2022",
      "BHP-WDS-2022",
      "QAN-ROC-2015",
      "TTS-TAH-2017",
      "WPL-WDS-2022",
    ]);
    for (const known of KNOWN_ACTIONS) {
      expect(known.sources.length).toBeGreaterThan(0);
      for (const source of known.sources) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it.each(KNOWN_ACTIONS.map((known) => [known.key, known] as const))(
    "%s parses, and applies to 1,000 units held since 2010",
    (_key, known) => {
      const action = domainActionOf(known);
      if ("exDate" in action) expect(known.entitlementDate).toBe(entitlementDate(action));
      const result = applyCorporateAction(action, [parcel("p1", stockId, "2010-03-01", "1000", "10000")]);
      expect(result.refusal).toBeNull();
    },
  );

  it("WES → COL from the library gives the ruling's split; BHP → WDS its 180 shares at $29.76", () => {
    const wes = applyCorporateAction(domainActionOf(KNOWN_ACTIONS[1]), [parcel("w1", stockId, "2017-08-15", "600", "25219.95")]).outcome!;
    expect(wes.parcels.map((p) => [p.stockId, p.costBase])).toEqual([
      [stockId, "17928.862455"],
      ["stock-COL", "7291.087545"],
    ]);
    const wds = applyCorporateAction(domainActionOf(KNOWN_ACTIONS[4]), [parcel("b1", stockId, "2010-05-05", "1000", "40000")]).outcome!;
    expect(wds.parcels[1]).toMatchObject({ stockId: "stock-WDS", units: "180", costBase: "5356.8" });
    expect(toCents(wds.income[0].frankingCredit)).toBe("2295.77");
  });
});
