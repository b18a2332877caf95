import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const rootDir = path.dirname(fileURLToPath(import.meta.url));

// The client lives in client/; the server serves the built files from dist/public in production and
// mounts Vite as middleware in development. The proxy below only matters when Vite runs on its own.
export default defineConfig({
  root: path.resolve(rootDir, "client"),
  plugins: [
    react(),
    tailwindcss(),
    // The installable app: the web app manifest (linked from index.html) and the service worker of
    // client/src/service-worker/sw.ts with the built files' list injected. main.tsx registers it.
    // See docs/decisions/021-phone-pwa-compression.md.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/service-worker",
      filename: "sw.ts",
      injectRegister: false,
      injectManifest: {
        // The app shell: code, styles, icons, the manifest and the offline page; never index.html
        // (page loads ask the server first) and never anything under /api.
        globPatterns: ["assets/**/*.{js,css}", "icons/*.png", "favicon.svg", "offline.html", "manifest.webmanifest"],
        minify: true,
        sourcemap: false,
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
