import { describe, expect, it } from "vitest";
import { CGT_EVENT_EXPLANATIONS, cgtEventText, eventsShown } from "./cgt-events";

describe("the CGT events' explanations", () => {
  it("say what each code of the Tax page's lines means", () => {
    expect(Object.keys(CGT_EVENT_EXPLANATIONS)).toEqual(["A1", "C2", "G1", "G3", "E4", "E10"]);
    expect(cgtEventText("G1")).toBe("G1: A return of capital above the parcel's remaining cost base");
    expect(cgtEventText("A1")).toBe("A1: A disposal: a sale, or the cash of a takeover");
  });

  it("list the codes of the lines shown once each, A1 first", () => {
    expect(eventsShown([{ event: "G3" }, { event: "A1" }, { event: "G3" }, { event: "E10" }])).toEqual(["A1", "G3", "E10"]);
    expect(eventsShown([])).toEqual([]);
  });
});
