import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { CLASS_MERGE_CONFIG } from "./class-merge-config";

/**
 * tailwind-merge's algorithm over a table of only the classes the app's source writes, with their
 * groups and rules from its full configuration (class-merge-config.ts, which class-merge.test.ts
 * makes and holds cn to). The default configuration is a large function whose first run, with the
 * class map built from it, took 16-58 ms of a phone's start-up (x4 in Lighthouse's phone, in the
 * window where every millisecond past 50 of a task counts as blocking time); from the table the
 * map takes a fraction of that, and the configuration is not in the bundle at all
 * (docs/performance.md, issue #15).
 */
const twMerge = createTailwindMerge(() => CLASS_MERGE_CONFIG);

/** Joins class names and lets a later Tailwind class win over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map (its first call does) in a task of its own, while the app waits
 * for its first answers, rather than inside the first render that needs cn (main.tsx calls this
 * after the first render is scheduled).
 */
export function prepareClassMerging(): void {
  setTimeout(() => twMerge("p-0 p-1"), 0);
}
