import type { Config } from "tailwindcss";

// Tailwind 4 reads this through `@config` in client/src/index.css. Colours are CSS variables so the
// light and dark themes (client/src/index.css) swap them without new class names.
const color = (name: string) => `var(--${name})`;

export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      colors: {
        border: color("border"),
        input: color("input"),
        ring: color("ring"),
        background: color("background"),
        foreground: color("foreground"),
        primary: { DEFAULT: color("primary"), foreground: color("primary-foreground") },
        secondary: { DEFAULT: color("secondary"), foreground: color("secondary-foreground") },
        muted: { DEFAULT: color("muted"), foreground: color("muted-foreground") },
        accent: { DEFAULT: color("accent"), foreground: color("accent-foreground") },
        destructive: { DEFAULT: color("destructive"), foreground: color("destructive-foreground") },
        success: { DEFAULT: color("success"), foreground: color("success-foreground") },
        warning: { DEFAULT: color("warning"), foreground: color("warning-foreground") },
        card: { DEFAULT: color("card"), foreground: color("card-foreground") },
        popover: { DEFAULT: color("popover"), foreground: color("popover-foreground") },
        sidebar: {
          DEFAULT: color("sidebar"),
          foreground: color("sidebar-foreground"),
          primary: color("sidebar-primary"),
          "primary-foreground": color("sidebar-primary-foreground"),
          accent: color("sidebar-accent"),
          "accent-foreground": color("sidebar-accent-foreground"),
          border: color("sidebar-border"),
          ring: color("sidebar-ring"),
        },
        chart: {
          1: color("chart-1"),
          2: color("chart-2"),
          3: color("chart-3"),
          4: color("chart-4"),
          5: color("chart-5"),
        },
      },
      // Text in a status colour uses its own token (readable on every surface), not the fill colour
      // the badges and buttons sit on: text-destructive, text-success, text-warning (index.css).
      textColor: {
        destructive: color("destructive-text"),
        success: color("success-text"),
        warning: color("warning-text"),
      },
      // The one stacking scale (docs/decisions/015-issue-12-screens.md). Tables isolate their own
      // stacking context, so their pinned cells and sticky header rows stay below the app header.
      zIndex: {
        pinned: "1", // sticky columns inside a table
        "table-header": "2", // a table's sticky header rows, above its pinned body cells
        sidebar: "20", // the fixed desktop sidebar
        header: "30", // the sticky app header, above any page content
        dialog: "40", // modal overlays, dialogs, alert dialogs and the mobile sidebar sheet
        popover: "50", // selects, menus, popovers and tooltips: they also open inside dialogs
        toast: "60", // notices, above everything they may report on
        "skip-link": "70", // the keyboard's 'Skip to main content', when focused
      },
      borderRadius: {
        lg: "var(--radius)",
        md: "calc(var(--radius) - 2px)",
        sm: "calc(var(--radius) - 4px)",
      },
      fontFamily: {
        sans: ["Inter", "ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
        mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "monospace"],
      },
      keyframes: {
        "fade-in": { from: { opacity: "0" }, to: { opacity: "1" } },
        "fade-out": { from: { opacity: "1" }, to: { opacity: "0" } },
        "zoom-in": { from: { opacity: "0", transform: "scale(0.96)" }, to: { opacity: "1", transform: "scale(1)" } },
        "zoom-out": { from: { opacity: "1", transform: "scale(1)" }, to: { opacity: "0", transform: "scale(0.96)" } },
        "slide-in-left": { from: { transform: "translateX(-100%)" }, to: { transform: "translateX(0)" } },
        "slide-out-left": { from: { transform: "translateX(0)" }, to: { transform: "translateX(-100%)" } },
        "slide-in-right": { from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } },
        "slide-in-bottom": { from: { transform: "translateY(100%)" }, to: { transform: "translateY(0)" } },
        "slide-out-bottom": { from: { transform: "translateY(0)" }, to: { transform: "translateY(100%)" } },
        "swipe-out-right": {
          from: { transform: "translateX(var(--radix-toast-swipe-end-x))" },
          to: { transform: "translateX(100%)" },
        },
        "collapsible-down": {
          from: { height: "0" },
          to: { height: "var(--radix-collapsible-content-height)" },
        },
        "collapsible-up": {
          from: { height: "var(--radix-collapsible-content-height)" },
          to: { height: "0" },
        },
      },
      animation: {
        "fade-in": "fade-in 150ms ease-out",
        "fade-out": "fade-out 150ms ease-in",
        "zoom-in": "zoom-in 150ms ease-out",
        "zoom-out": "zoom-out 120ms ease-in",
        "slide-in-left": "slide-in-left 250ms ease-out",
        "slide-out-left": "slide-out-left 200ms ease-in",
        "slide-in-right": "slide-in-right 200ms ease-out",
        "slide-in-bottom": "slide-in-bottom 200ms ease-out",
        "slide-out-bottom": "slide-out-bottom 150ms ease-in",
        "swipe-out-right": "swipe-out-right 150ms ease-out",
        "collapsible-down": "collapsible-down 200ms ease-out",
        "collapsible-up": "collapsible-up 200ms ease-out",
      },
    },
  },
} satisfies Config;
