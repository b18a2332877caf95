import { describe, expect, it } from "vitest";
import { hasErrors, validateNewPassword, validateRegistration } from "./password-rules";

describe("validateRegistration", () => {
  it("accepts 8 matching characters", () => {
    expect(validateRegistration("12345678", "12345678")).toEqual({});
  });

  it("reports a short password and a mismatch", () => {
    expect(validateRegistration("1234567", "1234568")).toEqual({
      password: "Password must be at least 8 characters long",
      confirmPassword: "Passwords do not match",
    });
  });
});

describe("validateNewPassword", () => {
  it("uses the reset screen's wording", () => {
    expect(validateNewPassword("short", "short")).toEqual({ password: "Password must be at least 8 characters" });
    expect(hasErrors(validateNewPassword("longenough", "different1"))).toBe(true);
    expect(hasErrors(validateNewPassword("longenough", "longenough"))).toBe(false);
  });
});
