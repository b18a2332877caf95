import { describe, expect, it } from "vitest";
import { KNOWN_ACTIONS } from "./known-actions";
import { suggestKnownActions, type HeldStock } from "./suggestions";

const step = (date: string, units: string) => ({ date, units, costBase: "1000" });

describe("suggested known actions", () => {
  const bhp: HeldStock = { stockId: "bhp", symbol: "BHP", steps: [step("2014-01-10", "1000"), step("2020-06-01", "0")] };
  const wes: HeldStock = { stockId: "wes", symbol: "WES", steps: [step("2018-11-21", "500")] };

  it("lists the actions whose code was held at the end of the entitlement date, oldest first", () => {
    const suggestions = suggestKnownActions(KNOWN_ACTIONS, [bhp, wes], new Set());
    // BHP was sold out before 2022, so only South32; WES was bought on its ex-date, so no Coles.
    expect(suggestions.map((s) => [s.known.key, s.stockId, s.unitsHeld])).toEqual([["BHP-S32-2015", "bhp", "1000"]]);
  });

  it("leaves out those applied, and follows a stock through its code change", () => {
    const held: HeldStock[] = [
      { stockId: "bhp", symbol: "BHP", steps: [step("2014-01-10", "1000")] },
      { stockId: "woodside", symbol: "WDS", steps: [step("2019-01-10", "200")] },
    ];
    const changes = [{ stockId: "woodside", oldSymbol: "WPL", newSymbol: "WDS", effectiveDate: "2022-05-25" }];
    expect(suggestKnownActions(KNOWN_ACTIONS, held, new Set(["BHP-S32-2015"]), changes).map((s) => s.known.key)).toEqual(["BHP-WDS-2022"]);
    const beforeTheChange = [{ ...held[1], symbol: "WPL" }];
    expect(suggestKnownActions(KNOWN_ACTIONS, beforeTheChange, new Set()).map((s) => s.known.key)).toEqual(["WPL-WDS-2022"]);
  });
});
