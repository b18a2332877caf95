// The notice after 'Send test e-mail' ('Test e-mail sent'): what the e-mail holds, from the server's
// answer, so it never promises a digest the e-mail does not carry.
import { newAlertsMessage } from "@shared/contracts/alert-labels";
import type { DigestTestResult } from "@shared/contracts/alerts";

export function testDigestDescription(result: DigestTestResult): string {
  const listed = newAlertsMessage(result.alerts);
  if (result.emailDigest === "off")
    return result.alerts === 0
      ? "Your digest is off, and no new alerts are waiting for it"
      : `Your digest is off: it lists the ${listed} it would send`;
  return result.alerts === 0 ? "No new alerts are waiting for your next digest" : `It lists the ${listed} your next digest will send`;
}
