// The sidebar's open state survives reloads in a cookie for 7 days (docs/product.md).
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from "@shared/constants";

/**
 * Reads the saved open state from a `document.cookie` string. Returns undefined when the cookie is
 * absent or holds anything but "true"/"false", so the caller can apply its default.
 */
export function parseSidebarCookie(cookieString: string): boolean | undefined {
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== SIDEBAR_COOKIE_NAME) continue;
    const value = part.slice(eq + 1).trim();
    if (value === "true") return true;
    if (value === "false") return false;
    return undefined;
  }
  return undefined;
}

/** The string to assign to `document.cookie` to save the open state. */
export function serializeSidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
