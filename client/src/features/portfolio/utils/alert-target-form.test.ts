import { describe, expect, it } from "vitest";
import { targetForm, validateTargetForm } from "./alert-target-form";

describe("validateTargetForm", () => {
  it("reads the boxes as prices, a blank box as no level that way", () => {
    expect(validateTargetForm({ below: "27.5", above: "" })).toEqual({ body: { below: 27.5, above: null } });
    expect(validateTargetForm({ below: "", above: " " })).toEqual({ body: { below: null, above: null } });
    expect(targetForm({ below: 27.5, above: null })).toEqual({ below: "27.5", above: "" });
  });

  it.each([
    [{ below: "30", above: "20" }, { below: "Alert me below must be less than Alert me above" }],
    [{ below: "-2", above: "" }, { below: "Alert me below must be greater than 0 and at most 1,000,000" }],
    [{ below: "", above: "lots" }, { above: "Alert me above must be a number or null" }],
  ])("refuses %j", (values, errors) => {
    expect(validateTargetForm(values)).toEqual({ errors });
  });
});
