// When a password-reset answer may carry the token itself (docs/security.md "Authentication"): only
// outside production, without a mail transport, and only when the server listens on loopback alone,
// so the one person who can ask is someone on this machine. Anywhere else the answer is the same
// for every e-mail, and a user without mail gets a link from the owner (User Management).
import { isIP } from "node:net";

/** True for an interface no other machine can reach: 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackOnly(host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost") return true;
  if (isIP(name) === 4) return name.startsWith("127.");
  return name === "::1" || name === "0:0:0:0:0:0:0:1";
}

export function showsResetTokens(options: { nodeEnv: string; host: string | undefined; mailConfigured: boolean }): boolean {
  return options.nodeEnv !== "production" && !options.mailConfigured && isLoopbackOnly(options.host);
}

/** Logged at start-up whenever tokens are shown, so whoever runs it knows what that means. */
export const RESET_TOKENS_SHOWN_WARNING =
  "Password reset tokens are shown on the Forgot password page (NODE_ENV is not production, no SMTP_URL, listening on loopback only): anyone who can open the app on this machine can reset any account's password. Set SMTP_URL or NODE_ENV=production to stop it.";
