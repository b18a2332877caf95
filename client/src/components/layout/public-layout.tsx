import type { ReactNode } from "react";
import { ThemeToggle } from "./theme-toggle";
import { BrandLogo } from "./brand-logo";

/** The frame of the signed-out pages: a centred column with the brand mark and no sidebar. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-svh flex-col items-center justify-center bg-background px-4 py-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-muted)_0%,transparent_60%)] opacity-60"
      />
      <ThemeToggle className="absolute top-3 right-3" />
      <main className="relative w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <BrandLogo className="size-11 shadow-sm" />
        </div>
        {children}
      </main>
    </div>
  );
}
