// The bench prints exactly one JSON object on stdout, so the app's logger may only use stderr, and
// only for warnings and errors (an import logs every write at info level).
import type { Logger } from "../../server/logger";

const toStderr = (level: string) => (message: string, fields?: Record<string, unknown>) =>
  process.stderr.write(`${JSON.stringify({ level, message, ...fields })}\n`);

export const quietLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: toStderr("warn"),
  error: toStderr("error"),
};

/** Progress lines for whoever watches the run; stderr, so stdout stays one JSON object. */
export const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
