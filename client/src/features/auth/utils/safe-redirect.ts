const DEFAULT_TARGET = "/";
const PROBE_ORIGIN = "http://same-site.invalid";

/**
 * Whether a redirect target stays on this site. Only an absolute path is allowed: "//host" and
 * "/\host" are protocol-relative in browsers, and browsers drop tabs and newlines from URLs, so
 * "/\t/evil.example" would also leave the site.
 */
export function isSafeRedirect(target: string): boolean {
  if (!target.startsWith("/")) return false;
  if (target.startsWith("//") || target.startsWith("/\\")) return false;
  if (/[\u0000-\u001f\u007f]/.test(target)) return false;
  try {
    return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The page to open after sign-in: the `redirect` query parameter when it is safe, else "/". */
export function getSafeRedirect(search: string): string {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const target = params.get("redirect");
  return target && isSafeRedirect(target) ? target : DEFAULT_TARGET;
}

/** The login URL that brings the user back to `path` (with its query) after sign-in. */
export function buildLoginRedirect(path: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  const target = query ? `${path}?${query}` : path;
  return `/login?redirect=${encodeURIComponent(target)}`;
}
