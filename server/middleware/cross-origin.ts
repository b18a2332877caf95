import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site state-changing requests the way Go's http.CrossOriginProtection does:
 * a Sec-Fetch-Site other than same-origin/none is refused; without it, an Origin whose host differs
 * from the request's Host is refused; requests with neither header (curl, server-to-server) pass.
 */
export function crossOriginProtection(trustedOrigins: string[] = []): RequestHandler {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (origin && trusted.has(origin)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite) {
      if (fetchSite === "same-origin" || fetchSite === "none") return next();
      return refuse(res);
    }
    if (!origin) return next();
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return refuse(res);
    }
    if (originHost === req.get("host")) return next();
    return refuse(res);
  };
}

function refuse(res: Parameters<RequestHandler>[1]) {
  res.status(403).json({ error: "Cross-site request refused" });
}
