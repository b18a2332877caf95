export const CHROMIUM_PATH = "/usr/bin/chromium";
export const OWNER = { email: "owner@e2e.test", password: "owner-password-1" };
