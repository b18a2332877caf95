import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";
import { CLASS_GROUPS_IN_USE } from "./class-groups-in-use";

/**
 * tailwind-merge with only the class groups the app's source writes (about 110 of Tailwind's 379):
 * its first call builds the class map, and over every group that took some 35 ms of a phone's
 * start-up, in the window where the dashboard's first frame is waiting (docs/performance.md,
 * issue #15). class-merge.test.ts keeps the list equal to the source and the merges equal to the
 * full configuration's.
 */
const twMerge = createTailwindMerge(() => {
  const config = getDefaultConfig();
  const inUse = new Set(CLASS_GROUPS_IN_USE);
  return { ...config, classGroups: Object.fromEntries(Object.entries(config.classGroups).filter(([group]) => inUse.has(group))) };
});

/** Joins class names and lets a later Tailwind class win over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class tables (its first call does) in a task of its own, while the app
 * waits for its first answers, rather than inside the first render that needs cn (main.tsx calls
 * this after the first render is scheduled).
 */
export function prepareClassMerging(): void {
  setTimeout(() => twMerge("p-0 p-1"), 0);
}
