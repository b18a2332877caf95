// The browser's offer to install the app (Chromium's `beforeinstallprompt`). The event can fire
// before React has drawn anything, so it is caught from start-up (main.tsx) and kept here;
// useInstallPrompt() tells a component whether an install can be offered and runs the prompt.
import { useSyncExternalStore } from "react";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function listenForInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the browser's own mini-infobar away; the app offers 'Install' in its header instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an install can be offered now, and the action that offers it (each offer can be used once). */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  );
  return {
    canInstall: event !== null,
    install: async () => {
      if (!deferred) return;
      const offer = deferred;
      deferred = null;
      notify();
      await offer.prompt();
      await offer.userChoice.catch(() => undefined);
    },
  };
}
