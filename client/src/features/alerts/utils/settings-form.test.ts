import { describe, expect, it } from "vitest";
import { DEFAULT_ALERT_SETTINGS_VIEW } from "@shared/contracts/alerts";
import { settingsForm, validateSettingsForm } from "./settings-form";

describe("validateSettingsForm", () => {
  it("sends the settings with the threshold as a number", () => {
    const form = { ...settingsForm(DEFAULT_ALERT_SETTINGS_VIEW), fvChangePercent: " 7.5 ", scope: "portfolio" as const };
    expect(validateSettingsForm(form)).toEqual({ body: { ...DEFAULT_ALERT_SETTINGS_VIEW, fvChangePercent: 7.5, scope: "portfolio" } });
  });

  it.each([
    ["0", "The threshold must be between 0.1 and 100"],
    ["150", "The threshold must be between 0.1 and 100"],
    ["five", "The threshold must be a number"],
    ["", "Enter a percentage"],
  ])("refuses a threshold of %j", (value, error) => {
    expect(validateSettingsForm({ ...settingsForm(DEFAULT_ALERT_SETTINGS_VIEW), fvChangePercent: value })).toEqual({ error });
  });
});
