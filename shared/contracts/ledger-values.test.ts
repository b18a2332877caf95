import { describe, expect, it } from "vitest";
import { brokerageField, dollarsText, multiplyDecimals, priceField, unitsField } from "./ledger-values";

const problem = (field: ReturnType<typeof unitsField>, value: unknown) => {
  const parsed = field.safeParse(value);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0].message };
};

describe("a decimal field read from a JSON number", () => {
  it("reads the number's exact decimal, in exponent notation too", () => {
    expect(problem(unitsField(), 12.5)).toEqual({ value: "12.5" });
    expect(problem(priceField(), 1e-6)).toEqual({ value: "0.000001" });
    expect(problem(unitsField(), 2.5e3)).toEqual({ value: "2500" });
    expect(problem(unitsField(), 1e12)).toEqual({ value: "1000000000000" });
  });

  it("names the real problem: 1e-7 has too many decimals, not 'must be a number like 12.5'", () => {
    expect(problem(priceField(), 1e-7)).toEqual({ error: "Price must have at most 6 decimal places" });
    expect(problem(priceField(), 1.5e-300)).toEqual({ error: "Price must have at most 6 decimal places" });
  });

  it("names the real problem: 1e400 (Infinity once parsed) is too large, not 'Units is required'", () => {
    expect(JSON.parse('{"units":1e400}').units).toBe(Number.POSITIVE_INFINITY);
    expect(problem(unitsField(), Number.POSITIVE_INFINITY)).toEqual({ error: "Units must be at most 1,000,000,000,000" });
    expect(problem(unitsField(), 1e300)).toEqual({ error: "Units must be at most 1,000,000,000,000" });
    expect(problem(unitsField(), Number.NEGATIVE_INFINITY)).toEqual({ error: "Units must be greater than 0" });
    expect(problem(brokerageField(), Number.NEGATIVE_INFINITY)).toEqual({ error: "Brokerage must be 0 or more" });
  });
});

describe("a decimal field read from text", () => {
  it("reads plain and grouped decimals, and a number in exponent notation a script wrote", () => {
    expect(problem(unitsField(), "1,000.50")).toEqual({ value: "1000.5" });
    expect(problem(unitsField(), "1e3")).toEqual({ value: "1000" });
    expect(problem(priceField(), "1E-7")).toEqual({ error: "Price must have at most 6 decimal places" });
    expect(problem(unitsField(), "1e400")).toEqual({ error: "Units must be at most 1,000,000,000,000" });
    expect(problem(unitsField(), "1e999999999")).toEqual({ error: "Units must be at most 1,000,000,000,000" });
    expect(problem(priceField(), "0e999999999")).toEqual({ error: "Price must be greater than 0" });
  });

  it("keeps its sentences for what is missing, negative or no number", () => {
    expect(problem(unitsField(), "")).toEqual({ error: "Units is required" });
    expect(problem(unitsField(), null)).toEqual({ error: "Units is required" });
    expect(problem(unitsField(), "-5")).toEqual({ error: "Units must be greater than 0" });
    expect(problem(unitsField(), "12abc")).toEqual({ error: "Units must be a number like 12.5" });
    expect(problem(unitsField(), "0x10")).toEqual({ error: "Units must be a number like 12.5" });
    expect(problem(unitsField(), true)).toEqual({ error: "Units must be a number like 12.5" });
  });
});

describe("exact arithmetic for messages", () => {
  it("multiplies canonical decimals exactly", () => {
    expect(multiplyDecimals("1", "0.01")).toBe("0.01");
    expect(multiplyDecimals("80", "270")).toBe("21600");
    expect(multiplyDecimals("0.000001", "0.000001")).toBe("0.000000000001");
    expect(multiplyDecimals("1000000000000", "1000000")).toBe("1000000000000000000");
    expect(multiplyDecimals("1.5", "0.25")).toBe("0.375");
  });

  it("writes dollars to the cent at least, grouped", () => {
    expect(dollarsText("5000")).toBe("$5,000.00");
    expect(dollarsText("0.01")).toBe("$0.01");
    expect(dollarsText("21600.5")).toBe("$21,600.50");
    expect(dollarsText("0.000000000001")).toBe("$0.000000000001");
  });
});
