// The bench prints exactly one JSON object on stdout, so the app's logger may only use stderr, and
// only for warnings and errors (an import logs every write at info level).
import { createLogger } from "../../server/logger";

export const quietLogger = createLogger({ level: "warn", stream: process.stderr });

/** Progress lines for whoever watches the run; stderr, so stdout stays one JSON object. */
export const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
