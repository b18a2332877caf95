// The server's one logger: pino. JSON lines on stdout, or readable coloured lines (pino-pretty) when
// stdout is a terminal. LOG_LEVEL sets the level; under NODE_ENV=test it is silent unless asked.
// Every line written while a request is handled carries that request's id (`reqId`), taken from an
// AsyncLocalStorage that requestLogging() fills, so a service's lines join the request's own line.
// See docs/decisions/012-resources-errors-and-logging.md.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pino, symbols, type DestinationStream, type Logger as PinoLogger } from "pino";
import { pinoHttp } from "pino-http";
import pretty from "pino-pretty";

type LogFn = (message: string, fields?: Record<string, unknown>) => void;

/** What the code logs through: (message, fields), with the pino instance underneath for pino-http. */
export interface Logger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  readonly pino: PinoLogger;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** LOG_LEVEL when it is a level; else silent under tests and info otherwise (config.ts reports a bad value). */
export function defaultLogLevel(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const configured = env.LOG_LEVEL?.trim();
  if (configured && (LOG_LEVELS as readonly string[]).includes(configured)) return configured as LogLevel;
  return env.NODE_ENV === "test" ? "silent" : "info";
}

export function createLogger(options: { level?: LogLevel; stream?: DestinationStream } = {}): Logger {
  const base = createPino(options);
  return {
    pino: base,
    // pino takes (fields, message); the codebase writes (message, fields).
    debug: (message, fields) => base.debug(fields ?? {}, message),
    info: (message, fields) => base.info(fields ?? {}, message),
    warn: (message, fields) => base.warn(fields ?? {}, message),
    error: (message, fields) => base.error(fields ?? {}, message),
  };
}

function createPino(options: { level?: LogLevel; stream?: DestinationStream }): PinoLogger {
  const stream =
    options.stream ??
    (process.stdout.isTTY ? pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" }) : undefined);
  return pino(
    {
      level: options.level ?? defaultLogLevel(),
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin(_object, _level, logger) {
        const context = requestContext.getStore();
        // pino-http's own line already binds reqId; adding it again would repeat the key.
        if (!context || String((logger as unknown as Record<symbol, string>)[symbols.chindingsSym]).includes('"reqId":')) return {};
        return { reqId: context.reqId };
      },
    },
    stream as DestinationStream | undefined,
  );
}

export const logger = createLogger();

/** A well-formed id a proxy sent is kept, so one id follows the request through every hop. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * pino-http for every request: an id (X-Request-Id, in and out), one line when an /api request
 * finishes (not the health probe), and the id made available to every line logged meanwhile.
 */
export function requestLogging(log: Logger): RequestHandler[] {
  const http = pinoHttp({
    logger: log.pino,
    quietReqLogger: true,
    quietResLogger: true,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const forwarded = req.headers["x-request-id"];
      const id = typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Probes (a load balancer asks every few seconds) would drown everything else.
    autoLogging: { ignore: (req) => !req.url?.startsWith("/api/") || req.url === "/api/health" || req.url === "/api/ready" },
    // A 503 is the database being away (the error handler has warned once): an outage the app rides
    // out, not a fault in it, so it must not fill the error log with one line per request.
    customLogLevel: (_req, res, error) => (res.statusCode === 503 ? "warn" : error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessObject: (req, res, value) => ({
      method: req.method,
      url: (req as { originalUrl?: string }).originalUrl ?? req.url,
      status: res.statusCode,
      responseTime: value.responseTime,
    }),
    customErrorObject: (req, res, _error, value) => ({
      method: req.method,
      url: (req as { originalUrl?: string }).originalUrl ?? req.url,
      status: res.statusCode,
      responseTime: value.responseTime,
    }),
    customSuccessMessage: () => "Request finished",
    customErrorMessage: () => "Request failed",
  });
  return [http, bindRequestContext];
}

/**
 * Runs the rest of the request inside its logging context. Also placed after middleware that calls
 * next() from a database driver's callback (express-session), where the context would be lost.
 */
export const bindRequestContext: RequestHandler = (req, _res, next) => {
  requestContext.run({ reqId: String(req.id) }, next);
};

/** The id of the request being handled, for error answers. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}
