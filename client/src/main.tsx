import "@/lib/zod-jitless";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/App";
import { preloadStartPage } from "@/app/routes";
import { listenForInstallPrompt } from "@/lib/install-prompt";
import { registerServiceWorker } from "@/lib/service-worker";
import { applyTheme, readStoredTheme } from "@/lib/theme";
import "./index.css";

// Apply the saved theme before the first render so a light-theme user never sees a dark flash of
// the app. (index.html starts dark; the CSP forbids an inline script that could do this earlier.)
applyTheme(readStoredTheme());

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element in index.html");

preloadStartPage(window.location.pathname);
listenForInstallPrompt();
registerServiceWorker();

// A transition, so React renders the first screen in slices with the page responsive in between
// rather than in one task (docs/decisions/023-portfolio-payload-and-first-paint.md).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
