import { cn } from "@/lib/utils";

/**
 * The app's one logo (client/public/logo.svg): the sidebar's tile, the sign-in pages' mark, the tab
 * icon, the offline page and, drawn by scripts/make-icons.ts, the installed app's icons. Its colours
 * are its own, so it reads the same on the light and the dark theme. Decorative: the name beside it,
 * or the page's heading, says what it stands for.
 */
export function BrandLogo({ className }: { className?: string }) {
  // Rounded like the logo's own tile (rx 7 of 32), so a shadow follows its corners.
  return <img src="/logo.svg" alt="" width={32} height={32} className={cn("size-8 shrink-0 rounded-[22%]", className)} />;
}
