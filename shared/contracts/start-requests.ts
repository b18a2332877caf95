// The reads a page load starts with, named once for the client that sends them and the server that
// announces them. client/src/app/routes.tsx (preloadStartPage) sends them before the first render;
// server/middleware/start-page-preload.ts names the dashboard's in a Link header, so the browser
// starts them with the page's code instead of after it.

/** The session check every page load makes. */
export const SESSION_CHECK_URL = "/api/auth/me";

/** The portfolio table's read (true) or the Other Stocks table's (false). */
export const portfolioListUrl = (isPortfolio: boolean) => `/api/portfolio?isPortfolio=${isPortfolio}`;

/**
 * What the dashboard ("/") needs for its first screen: the session and the portfolio list. Other
 * Stocks is drawn further down and asked for once the overview mounts, so its bytes do not compete
 * with the first screen's.
 */
export const DASHBOARD_START_URLS = [SESSION_CHECK_URL, portfolioListUrl(true)] as const;
