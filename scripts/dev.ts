// `npm run dev`: the API on API_PORT (5001) with tsx watching it, and Vite with HMR on PORT (5000)
// proxying /api to it. Both stop together.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.API_PORT ?? "5001";
const webPort = process.env.PORT ?? "5000";
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development" };

const api = spawn(path.join(root, "node_modules/.bin/tsx"), ["watch", "server/index.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...env, PORT: apiPort, HOST: "127.0.0.1", STATIC_DIR: path.join(root, "no-static-in-dev") },
});
const web = spawn(path.join(root, "node_modules/.bin/vite"), ["--port", webPort, "--host", process.env.HOST ?? "127.0.0.1"], {
  cwd: root,
  stdio: "inherit",
  env: { ...env, API_PORT: apiPort },
});

const stop = () => {
  api.kill("SIGTERM");
  web.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
api.on("exit", () => web.kill("SIGTERM"));
web.on("exit", () => api.kill("SIGTERM"));
