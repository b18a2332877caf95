import { describe, expect, it } from "vitest";
import { testDigestDescription } from "./test-digest";

// The notice after 'Send test e-mail' says what the e-mail holds (issue 33 item 14: it said "Your
// digest is on its way" over an e-mail that listed nothing).
describe("testDigestDescription", () => {
  it.each([
    [{ alerts: 12, emailDigest: "daily" as const }, "It lists the 12 new alerts your next digest will send"],
    [{ alerts: 1, emailDigest: "daily" as const }, "It lists the 1 new alert your next digest will send"],
    [{ alerts: 0, emailDigest: "daily" as const }, "No new alerts are waiting for your next digest"],
    [{ alerts: 3, emailDigest: "off" as const }, "Your digest is off: it lists the 3 new alerts it would send"],
    [{ alerts: 0, emailDigest: "off" as const }, "Your digest is off, and no new alerts are waiting for it"],
  ])("%j → %s", (result, description) => {
    expect(testDigestDescription({ sent: true, ...result })).toBe(description);
  });
});
