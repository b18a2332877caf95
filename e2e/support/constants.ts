/** The Chromium binary: CHROMIUM_PATH when set (another distribution's path), else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH?.trim() || "/usr/bin/chromium";
}
export const CHROMIUM_PATH = chromiumPath();
export const OWNER = { email: "owner@e2e.test", password: "owner-password-1" };
