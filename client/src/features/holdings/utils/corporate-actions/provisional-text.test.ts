import type { CorporateActionView } from "@shared/contracts/corporate-action-views";
import { describe, expect, it } from "vitest";
import { provisionalActionName, provisionalActionNames, provisionalSentence } from "./provisional-text";

const action = (id: string, symbol: string, date: string) => ({ id, symbol, date, type: "DEMERGER" }) as CorporateActionView;

describe("provisional marks' words", () => {
  it("name the action by its code, type and date", () => {
    expect(provisionalActionName(action("a1", "WES", "2018-11-28"))).toBe("WES demerger of 28 Nov 2018");
  });

  it("name only the marked actions, in the list's order", () => {
    const actions = [action("a1", "WES", "2018-11-28"), action("a2", "BHP", "2015-05-25"), action("a3", "WOW", "2021-06-24")];
    expect(provisionalActionNames(actions, ["a3", "a1"])).toEqual(["WES demerger of 28 Nov 2018", "WOW demerger of 24 Jun 2021"]);
    expect(provisionalActionNames(actions, ["gone"])).toEqual([]);
  });

  it("say the figures change when the ruling's percentages are confirmed", () => {
    expect(provisionalSentence(["WES demerger of 28 Nov 2018"])).toBe(
      "Uses the provisional WES demerger of 28 Nov 2018: these figures change when its class ruling's cost base percentages are confirmed.",
    );
    expect(provisionalSentence(["WES demerger of 28 Nov 2018", "WOW demerger of 24 Jun 2021"])).toBe(
      "Uses the provisional WES demerger of 28 Nov 2018 and WOW demerger of 24 Jun 2021: these figures change when their class rulings' cost base percentages are confirmed.",
    );
    expect(provisionalSentence([])).toBe(
      "Uses a provisional corporate action: these figures change when its class ruling's cost base percentages are confirmed.",
    );
  });
});
