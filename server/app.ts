// createApp(deps): the whole HTTP surface — security headers, sessions, the /api router, the built
// SPA with its client-side-route fallback, and one error handler. Listening is index.ts's job.
import type { BenchmarkService } from "./services/benchmarks";
import type { DividendSync } from "./services/dividend-sync";
import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import session from "express-session";
import helmet from "helmet";
import type pg from "pg";
import type { Config } from "./config";
import type { Database } from "./db/connection";
import { bindRequestContext, logger as defaultLogger, requestLogging, type Logger } from "./logger";
import { HttpError } from "./http-error";
import { createMailer, type Mailer } from "./mail/mailer";
import { compressResponses } from "./middleware/compression";
import { crossOriginProtection } from "./middleware/cross-origin";
import { apiNotFound, errorHandler } from "./middleware/errors";
import { IMMUTABLE, precompressedStatic, REVALIDATE, sendPrecompressed } from "./middleware/precompressed-static";
import { createSessionStore } from "./middleware/session-store";
import { showsResetTokens } from "./reset-token-exposure";
import { apiRouter } from "./routes";
import { healthRouter, migrationGate } from "./routes/health";
import { createServices } from "./services";
import { createHealthService, type AppLifecycle } from "./services/health";
import type { RefreshJobRunnerOptions } from "./services/refresh-job-runner";
import type { RefreshJobs } from "./services/refresh-jobs";

export const SESSION_COOKIE = "asx.sid";
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type AppConfig = Pick<
  Config,
  "NODE_ENV" | "SESSION_SECRET" | "OWNER_EMAIL" | "APP_URL" | "SMTP_URL" | "MAIL_FROM" | "MARKET_DATA_BASE_URL"
> &
  // HOST: the interface index.ts listens on (every interface when absent, as config.ts defaults it).
  Partial<Pick<Config, "AUTH_RATE_LIMIT" | "TRUST_PROXY" | "HOST">>;

export interface AppDeps {
  db: Database;
  pool: pg.Pool;
  config: AppConfig;
  logger?: Logger;
  mailer?: Mailer;
  /** The built SPA (dist/public). Without it only the API is served. */
  staticDir?: string;
  /** bcrypt cost; tests use a low one to stay fast. */
  bcryptRounds?: number;
  now?: () => Date;
  /** Set by server/index.ts: /api/ready answers 503 once the process is stopping. */
  lifecycle?: AppLifecycle;
  /** Timings of the refresh jobs' runner (tests shorten the lease). */
  refreshJobs?: RefreshJobRunnerOptions;
}

/**
 * The Express app, and the refresh jobs it runs in the background (decision 027): server/index.ts
 * starts their runner once migrated and stops it in the graceful stop; tests stop it before closing
 * their pool.
 */
export type App = Express & {
  refreshJobs: Pick<RefreshJobs, "start" | "stop" | "enqueueScheduled" | "waitFor">;
  /** The scheduled refresh adds estimated dividends after each run (server/scheduler). */
  dividendSync: Pick<DividendSync, "addEstimatesForEveryone">;
  /** …and brings the benchmark series up to date. */
  benchmarks: Pick<BenchmarkService, "refreshAll">;
};

export function createApp(deps: AppDeps): App {
  const { config, pool } = deps;
  const logger = deps.logger ?? defaultLogger;
  const production = config.NODE_ENV === "production";
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, logger);
  const services = createServices({
    db: deps.db,
    pool,
    logger,
    mailer,
    bcryptRounds: deps.bcryptRounds ?? 12,
    ownerEmail: config.OWNER_EMAIL,
    exposeResetToken: showsResetTokens({ nodeEnv: config.NODE_ENV, host: config.HOST, mailConfigured: mailer.configured }),
    appUrl: config.APP_URL,
    marketDataBaseUrl: config.MARKET_DATA_BASE_URL,
    now: deps.now,
    refreshJobs: deps.refreshJobs,
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY ?? "loopback");
  app.use(requestLogging(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'"],
          // Radix and Recharts position elements with inline style attributes.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:"],
          "connect-src": ["'self'"],
          "upgrade-insecure-requests": production && config.APP_URL?.startsWith("https:") ? [] : null,
        },
      },
      // Plain-http self-hosting on a LAN must not be forced to https by HSTS.
      strictTransportSecurity: production && Boolean(config.APP_URL?.startsWith("https:")),
    }),
  );

  // Before sessions: probes never read or create one. Then nothing else under /api until migrated.
  const health = createHealthService({ pool, logger, lifecycle: deps.lifecycle ?? { stopping: false } });
  app.use("/api", healthRouter(health), migrationGate(health));

  app.use(
    "/api",
    compressResponses(),
    // API answers belong to one signed-in user: never written to the browser's disk cache, so a
    // shared phone keeps nothing after logout (docs/decisions/021-phone-pwa-compression.md).
    (_req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      next();
    },
    express.json({ limit: "2mb" }),
    crossOriginProtection(config.APP_URL ? [config.APP_URL] : []),
    session({
      name: SESSION_COOKIE,
      secret: config.SESSION_SECRET,
      store: createSessionStore(pool, logger),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: "lax",
        // Production: Secure whenever the request arrived over https (directly or via a trusted
        // proxy), always when APP_URL is https; plain-http self-hosting still gets a cookie.
        // See docs/decisions/004-session-cookies.md.
        secure: production ? (config.APP_URL?.startsWith("https:") ? true : "auto") : false,
        maxAge: SESSION_MAX_AGE_MS,
        path: "/",
      },
    }),
    bindRequestContext,
    apiRouter(services, {
      db: deps.db,
      rateLimit: config.AUTH_RATE_LIMIT ?? 20,
      sessionCookieName: SESSION_COOKIE,
    }),
  );
  app.use("/api", apiNotFound);

  if (deps.staticDir && existsSync(path.join(deps.staticDir, "index.html"))) {
    const indexHtml = path.join(deps.staticDir, "index.html");
    // Built files go out in the brotli or gzip copy the build wrote beside them; hashed assets are
    // cached for a year, everything else is revalidated (so a new sw.js or index.html is seen).
    app.use("/assets", precompressedStatic(path.join(deps.staticDir, "assets"), IMMUTABLE), (_req, _res, next) =>
      next(new HttpError(404, "not_found", "Not found")),
    );
    app.use(precompressedStatic(deps.staticDir, REVALIDATE));
    // Client-side routes (/sectors, /reset-password?token=…) all load the SPA.
    app.get(/.*/, (req, res, next) => sendPrecompressed(req, res, next, indexHtml, REVALIDATE));
  }

  app.use(errorHandler(logger));
  return Object.assign(app, { refreshJobs: services.refreshJobs, dividendSync: services.dividendSync, benchmarks: services.benchmarks });
}
