import type { RequestHandler } from "express";
import { HttpError } from "../http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site state-changing requests the way Go's http.CrossOriginProtection does:
 * a Sec-Fetch-Site other than same-origin/none is refused; without it, an Origin whose host differs
 * from the request's Host is refused; requests with neither header (curl, server-to-server) pass.
 */
export function crossOriginProtection(trustedOrigins: string[] = []): RequestHandler {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  return (req, _res, next) => {
    const refuse = () => next(new HttpError(403, "cross_origin_refused", "Cross-site request refused"));
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (origin && trusted.has(origin)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite) {
      if (fetchSite === "same-origin" || fetchSite === "none") return next();
      return refuse();
    }
    if (!origin) return next();
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return refuse();
    }
    if (originHost === req.get("host")) return next();
    return refuse();
  };
}
