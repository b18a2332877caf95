// Initial JS and CSS from the production build: what index.html itself loads (the entry script, its
// modulepreloads and stylesheets), gzip-compressed as a server would send them. Page chunks that
// load later (route-level code splitting) are not initial.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** kB of 1,000 bytes, as Vite reports them. */
const KB = 1000;

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/** "/assets/index-abc.js" → the file under dist/public. */
export const assetFile = (publicDir: string, url: string) => path.join(publicDir, new URL(url, "http://x").pathname);

export interface BundleFigures {
  initialJsGzipKb: number;
  initialCssGzipKb: number;
  initialFiles: string[];
}

export function measureInitialBundle(publicDir: string): BundleFigures {
  const html = readFileSync(path.join(publicDir, "index.html"), "utf8");
  const scripts = [
    ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const total = (urls: string[]) => urls.reduce((sum, url) => sum + gzipBytes(assetFile(publicDir, url)), 0) / KB;
  if (scripts.length === 0) throw new Error(`No scripts found in ${publicDir}/index.html`);
  return { initialJsGzipKb: total(scripts), initialCssGzipKb: total(styles), initialFiles: [...scripts, ...styles] };
}

/** Gzip kB of the given script URLs (the ones a page actually loaded), read from the build. */
export function gzipKbOf(publicDir: string, urls: readonly string[]): number {
  return [...new Set(urls)].reduce((sum, url) => sum + gzipBytes(assetFile(publicDir, url)), 0) / KB;
}
