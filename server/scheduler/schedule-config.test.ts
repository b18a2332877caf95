import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../config";

describe("PRICE_REFRESH_SCHEDULE", () => {
  it("is off unless set to daily", () => {
    expect(parseConfig({}).PRICE_REFRESH_SCHEDULE).toBe("off");
    expect(parseConfig({ PRICE_REFRESH_SCHEDULE: "" }).PRICE_REFRESH_SCHEDULE).toBe("off");
    expect(parseConfig({ PRICE_REFRESH_SCHEDULE: "daily" }).PRICE_REFRESH_SCHEDULE).toBe("daily");
  });

  it("stops start-up on any other value, naming the variable", () => {
    expect(() => parseConfig({ PRICE_REFRESH_SCHEDULE: "hourly" })).toThrow(ConfigError);
    expect(() => parseConfig({ PRICE_REFRESH_SCHEDULE: "hourly" })).toThrow(/^Invalid environment variable PRICE_REFRESH_SCHEDULE: /);
  });
});
