// Whether the sector cards (the dashboard's pie and Sector Value Analysis, /sectors' pie and
// breakdown) show the holdings' market values or the manual allocations (issue 44 item 23). A user
// with holdings sees the market values until they switch them off; the choice is remembered in this
// browser for each user, and one switch changes every card, on both screens.
import { useCallback, useSyncExternalStore } from "react";
import { useCurrentUser } from "@/api/auth";

const KEY_PREFIX = "asx-fv.sectors-by-market-value.";
const CHANGED = "asx-fv:sectors-by-market-value";
// Where the choice lives when the browser keeps no storage (a privacy mode): until the page reloads.
const unsaved = new Map<string, boolean>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function storedChoice(key: string): boolean | null {
  const text = storage()?.getItem(key);
  if (text === "true" || text === "false") return text === "true";
  return unsaved.get(key) ?? null;
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** [shown by market value, choose]; never by market value without holdings. */
export function useSectorsByMarketValue(hasHoldings: boolean): [boolean, (byMarketValue: boolean) => void] {
  const { user } = useCurrentUser();
  const key = `${KEY_PREFIX}${user?.id ?? "signed-out"}`;
  const stored = useSyncExternalStore(subscribe, () => storedChoice(key));
  const choose = useCallback(
    (byMarketValue: boolean) => {
      unsaved.set(key, byMarketValue);
      try {
        storage()?.setItem(key, String(byMarketValue));
      } catch {
        // Full or refused: the choice holds until the page reloads.
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  return [hasHoldings && (stored ?? true), choose];
}
