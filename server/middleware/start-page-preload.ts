// A page load of the dashboard ("/") by a visitor who carries a session cookie names the dashboard's
// first reads (the session check and the portfolio list) in a Link header with rel=preload. The
// browser then asks for them as the page's headers arrive, beside the code, instead of once the code
// has been downloaded and run; the app's own fetches of the same URLs (preloadStartPage in
// client/src/app/routes.tsx, which main.tsx calls) are handed the preloaded answers (one request
// each). On a phone's network that is the code's download time saved before the data can arrive,
// and the first screen is drawn once, with its data, instead of drawn empty and drawn again
// (docs/decisions/023-portfolio-payload-and-first-paint.md).
//
// Only the cookie's presence is checked: a stale or forged cookie costs the two reads the page's
// own script would send anyway (each answers 401). The fetches send the cookie (credentials
// "include"), so the preloads are `crossorigin=use-credentials`, or the browser would not match them.
import type { Request, Response } from "express";
import { DASHBOARD_START_URLS } from "@shared/contracts/start-requests";

const LINK = DASHBOARD_START_URLS.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(", ");

function hasCookie(req: Request, name: string): boolean {
  const header = req.headers.cookie;
  return header !== undefined && header.split(";").some((part) => part.trimStart().startsWith(`${name}=`));
}

/** Adds the dashboard's preload Link header to the SPA shell's answer when it applies. */
export function announceStartRequests(req: Request, res: Response, sessionCookieName: string): void {
  if (req.path !== "/") return;
  // The answer for "/" depends on the Cookie header: a cache must not hand one visitor's to another.
  res.vary("Cookie");
  if (hasCookie(req, sessionCookieName)) res.setHeader("Link", LINK);
}
