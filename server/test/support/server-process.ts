// The real server process on a DATA_DIR of the test's, for the process-level tests: the bundle of
// server/index.ts that `npm start` runs (scripts/start.mjs), built from the current sources by the
// API layer's global setup.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";

export const projectDir = path.resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves to the base URL once the server logs that it is listening; rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
  output: () => string;
}

export function readPostmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, "pg", "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : null;
}

/** `cwd`: the folder the app starts in, where it looks for a `.env` file (the project by default). */
export function startServer(dataDir: string, env: Record<string, string> = {}, cwd = projectDir): ServerProcess {
  // One node process, so a signal reaches the app itself as it would in production.
  const child = spawn(process.execPath, [inject("serverBundle")], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/[^"\s]+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(Object.assign(new Error(`exited ${code}: ${output}`), { code, output }));
    });
  });
  listening.catch(() => {}); // awaited only by tests that expect the server to come up
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, listening, exited, output: () => output };
}
