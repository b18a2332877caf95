import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type LogLevel, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const rootDir = path.dirname(fileURLToPath(import.meta.url));

// Two chunks for the UI kit, the API layer, the shared rules and their libraries, instead of the
// dozens of 1-2 kB shared chunks automatic splitting made (each a request with ~1 kB of headers, and
// a modulepreload the page inserts at start-up): "app", what the entry imports (every page needs
// it), and "dashboard-kit", what only the dashboard page adds (loaded and run with that page, so
// the start-up task does not run it). Other pages' code stays in their own chunks; the heavy
// libraries of lazily loaded parts (the chart, zod) never go in.
// docs/decisions/023-portfolio-payload-and-first-paint.md.
const KIT =
  /(client[\\/]src[\\/](components|lib|hooks|api)[\\/]|shared[\\/](domain|constants)|node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|detect-node-es|get-nonce|tslib|lucide-react|tailwind-merge|class-variance-authority|clsx|@tanstack))/;
const HEAVY = /(recharts|d3-|zod|drizzle|redux|immer|reselect|xlsx)/;
const ENTRY = path.resolve(rootDir, "client/src/main.tsx");
const DASHBOARD = path.resolve(rootDir, "client/src/pages/dashboard-page.tsx");

/** What the bundler's chunking context offers a group's name function (Rolldown's ChunkingContext). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** `root` and everything reachable from it through `next`: a module's or a chunk's imports, directly or not. */
function reachable(root: string, next: (node: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const node = queue.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...next(node));
  }
  return seen;
}

/** Every module `root` imports statically, directly or not. */
const staticImports = (ctx: ChunkingContext, root: string) => reachable(root, (id) => ctx.getModuleInfo(id)?.importedIds ?? []);
let reach: { entry: Set<string>; dashboard: Set<string> } | undefined;
const kitChunkName = (id: string, ctx: ChunkingContext) => {
  reach ??= { entry: staticImports(ctx, ENTRY), dashboard: staticImports(ctx, DASHBOARD) };
  if (!KIT.test(id) || HEAVY.test(id)) return null;
  if (reach.entry.has(id)) return "app";
  return reach.dashboard.has(id) ? "dashboard-kit" : null;
};

/** The slice of a built chunk this file reads (Rollup/Rolldown's OutputChunk). */
interface BuiltChunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * index.html names the dashboard page's chunks as modulepreloads. "/" is where a signed-in user
 * starts, and the page's code was fetched only once the entry had run (main.tsx's preloadStartPage):
 * on Lighthouse's simulated phone, one round trip and the entry's evaluation after the entry's own
 * download. The browser now fetches and compiles them beside the entry, and runs them when the
 * route asks. A visitor who is signed out fetches them for nothing (about 35 kB of brotli).
 * docs/performance.md (issue #15).
 */
function preloadDashboardChunks() {
  return {
    name: "asx:preload-dashboard-chunks",
    apply: "build" as const,
    transformIndexHtml: {
      order: "post" as const,
      handler(html: string, ctx: { bundle?: Record<string, BuiltChunk | { type: "asset" }> }) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is BuiltChunk => c.type === "chunk");
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const page = chunks.find((c) => c.facadeModuleId === DASHBOARD);
        if (!page) throw new Error("asx:preload-dashboard-chunks: no chunk for the dashboard page");
        const files = reachable(page.fileName, (file) => byFile.get(file)?.imports ?? []);
        const already = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
        const links = [...files]
          .filter((file) => !already.includes(file))
          .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
          .join("\n    ");
        return html.replace("</head>", `  ${links}\n  </head>`);
      },
    },
  };
}

/** The app build's log level, which the service worker's build (a second Vite build) follows. */
let appLogLevel: LogLevel | undefined;
const followAppLogLevel: Plugin = {
  name: "asx:app-log-level",
  configResolved(config) {
    appLogLevel = config.logLevel;
  },
};

/**
 * A plugin of the service worker's own build (vite-plugin-pwa's injectManifest). The PWA plugin asks
 * for one output file with Rollup's `inlineDynamicImports`, which Rolldown deprecates (a warning on
 * every build) for `codeSplitting: false`, the same thing; and it builds at Vite's default log level,
 * printing its progress in a quiet build (npm start's). Both are set here as the app's build wants.
 */
const serviceWorkerBuild: Plugin = {
  name: "asx:service-worker-build",
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (output && !Array.isArray(output) && "inlineDynamicImports" in output) {
      delete output.inlineDynamicImports;
      output.codeSplitting = false;
    }
    return appLogLevel ? { logLevel: appLogLevel } : {};
  },
};

// The client lives in client/; the server serves the built files from dist/public in production and
// mounts Vite as middleware in development. The proxy below only matters when Vite runs on its own.
export default defineConfig({
  root: path.resolve(rootDir, "client"),
  plugins: [
    followAppLogLevel,
    react(),
    tailwindcss(),
    preloadDashboardChunks(),
    // The installable app: the web app manifest (linked from index.html) and the service worker of
    // client/src/service-worker/sw.ts with the built files' list injected. main.tsx registers it.
    // See docs/decisions/021-phone-pwa-compression.md.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/service-worker",
      filename: "sw.ts",
      injectRegister: false,
      injectManifest: {
        // The app shell: code, styles, the logo and icons, the manifest and the offline page (with its
        // theme script); never index.html (page loads ask the server first) and never anything under /api.
        globPatterns: ["assets/**/*.{js,css}", "icons/*.png", "logo.svg", "offline.html", "offline-theme.js", "manifest.webmanifest"],
        minify: true,
        sourcemap: false,
        buildPlugins: { vite: [serviceWorkerBuild] },
      },
      manifest: {
        id: "/",
        name: "ASX Fair Value Dashboard",
        short_name: "ASX Fair Value",
        description: "Compare ASX share prices with analyst fair-value estimates and track your portfolio.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "any",
        // The dark theme is the default; index.html's theme-color tags carry both, and the theme toggle updates them.
        theme_color: "#09090b",
        background_color: "#09090b",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      "@": path.resolve(rootDir, "client/src"),
      "@shared": path.resolve(rootDir, "shared"),
    },
  },
  build: {
    outDir: path.resolve(rootDir, "dist/public"),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // debugName: how the bundler's timing report names a group whose name is a function.
          groups: [{ name: kitChunkName, debugName: "app and dashboard-kit", priority: 1 }],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": {
        target: `http://127.0.0.1:${process.env.API_PORT ?? 5001}`,
        changeOrigin: true,
      },
    },
  },
});
