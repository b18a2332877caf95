import { useEffect, useState } from "react";

/**
 * The current time, re-read every `intervalMs`. Price age and the month columns depend on "now";
 * one clock per table (not per cell) keeps memoised rows from re-rendering on their own.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
