import { describe, expect, it } from "vitest";
import { moneyText, priceText, signedMoneyText, signedPercentText, unitsText } from "./ledger-text";

describe("ledger figures on screen", () => {
  it.each([
    ["4019.95", "$4,019.95"],
    ["1440", "$1,440.00"],
    ["-12.5", "-$12.50"],
    ["-0.00", "$0.00"],
    ["1234567.8", "$1,234,567.80"],
    [null, "-"],
  ])("money %s reads %s", (value, text) => expect(moneyText(value)).toBe(text));

  it.each([
    ["48.03", "+$48.03"],
    ["-216.06", "-$216.06"],
    ["0", "$0.00"],
  ])("a gain %s reads %s", (value, text) => expect(signedMoneyText(value)).toBe(text));

  it("percentages carry their sign and two decimals", () => {
    expect(signedPercentText("3.5")).toBe("+3.50%");
    expect(signedPercentText("-1.25")).toBe("-1.25%");
    expect(signedPercentText(null)).toBe("-");
  });

  it("units and prices keep their stored decimals", () => {
    expect(unitsText("1500.500000")).toBe("1,500.5");
    expect(unitsText("100")).toBe("100");
    expect(priceText("20.09975")).toBe("$20.09975");
    expect(priceText("132")).toBe("$132.00");
  });
});
