import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets a later Tailwind class win over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class tables (its first call does, tens of milliseconds on a phone) in a
 * task of its own, while the app waits for its first answers, rather than inside the first render
 * that needs cn (main.tsx calls this after the first render is scheduled).
 */
export function prepareClassMerging(): void {
  setTimeout(() => twMerge("p-0 p-1"), 0);
}
