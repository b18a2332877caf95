import { describe, expect, it } from "vitest";
import { type DecimalRule, MAX_PER_SHARE, MAX_QUANTITY, readDecimal } from "./decimals";

const units: DecimalRule = { label: "Units", least: "positive", max: MAX_QUANTITY, blank: "missing" };
const price: DecimalRule = { label: "Price", least: "positive", max: MAX_PER_SHARE, blank: "missing" };
const brokerage: DecimalRule = { label: "Brokerage", least: "zero", max: MAX_QUANTITY, blank: "zero" };

function read(text: string, rule: DecimalRule) {
  const problems: string[] = [];
  return { value: readDecimal(text, rule, problems), problems };
}

describe("readDecimal", () => {
  it.each([
    ["1,000", units, "1000"],
    ["1,234,567.5", units, "1234567.5"],
    ["94.500000", price, "94.5"],
    ["0.000001", price, "0.000001"],
    ["$132.00", price, "132"],
    ["A$ 12.40", price, "12.4"],
    ["AUD 12", price, "12"],
    [".5", price, "0.5"],
    ["999999999999.999999", units, "999999999999.999999"],
    ["1000000", price, "1000000"],
    ["0", brokerage, "0"],
    ["0.00", brokerage, "0"],
    ["", brokerage, "0"],
    ["$19.95", brokerage, "19.95"],
    ["1.1000000", units, "1.1"], // seven places written, one held
  ])("reads %j exactly", (text, rule, value) => {
    expect(read(text, rule)).toEqual({ value, problems: [] });
  });

  it.each([
    ["0", units, "Units '0' must be more than 0"],
    ["-5", units, "Units '-5' must be more than 0"],
    ["−5", price, "Price '−5' must be more than 0"],
    ["(20.00)", brokerage, "Brokerage '(20.00)' must be 0 or more"],
    ["-$5", brokerage, "Brokerage '-$5' must be 0 or more"],
    ["1.1234567", units, "Units '1.1234567' has more than 6 decimal places"],
    ["1000000.01", price, "Price '1000000.01' is more than 1,000,000"],
    ["1000000000001", units, "Units '1000000000001' is more than 1,000,000,000,000"],
    ["1,00", units, "Units '1,00' is not a number"],
    ["1e3", units, "Units '1e3' is not a number"],
    ["Infinity", units, "Units 'Infinity' is not a number"],
    ["12.5.1", price, "Price '12.5.1' is not a number"],
    ["", units, "No Units given"],
  ])("refuses %j", (text, rule, reason) => {
    expect(read(text, rule)).toEqual({ value: null, problems: [reason] });
  });

  it("leaves a blank optional cell without a value or a problem", () => {
    expect(read(" ", { ...units, blank: "none" })).toEqual({ value: null, problems: [] });
  });
});
