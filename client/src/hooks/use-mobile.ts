import { useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT } from "@shared/constants";

/** Below the mobile breakpoint (768 px) the layout switches to its mobile form. */
const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(query);
  mql.addEventListener("change", onChange);
  return () => mql.removeEventListener("change", onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
