import { DEFAULT_THEME, THEME_STORAGE_KEY } from "@shared/constants";

/** The theme is saved in local storage under THEME_STORAGE_KEY; dark is the default. */
export type Theme = "dark" | "light";

export function parseTheme(value: string | null | undefined): Theme {
  return value === "light" || value === "dark" ? value : DEFAULT_THEME;
}

export function readStoredTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames); fall back to the default.
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not saved: the choice still applies for this visit.
  }
}

/** Each theme's page background (index.css --background), for the browser's and an installed app's title bar. */
export const THEME_COLORS: Record<Theme, string> = { dark: "#09090b", light: "#ffffff" };

/** The `dark` class on <html> switches every colour variable (see index.css); the title bar follows. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = THEME_COLORS[theme];
}
