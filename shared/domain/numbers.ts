// Small numeric helpers the other domain files share.

/** A value counts as present only when it is a finite number (null, undefined and NaN are missing). */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * Rounds away binary floating-point noise before a value meets a threshold or a test:
 * (0.3 − 0.33) / 0.3 × 100 is −10.000000000000009 in IEEE doubles, which would cross the −10 rating
 * line although the true value sits exactly on it. Nine decimals is far below anything displayed.
 */
export function withoutFloatNoise(value: number): number {
  const rounded = Math.round(value * 1e9) / 1e9;
  // Normalise −0 so that callers never see or print a negative zero.
  return rounded === 0 ? 0 : rounded;
}

/** Arithmetic mean; null for an empty list (there is no meaningful average of nothing). */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Population standard deviation (divides by n, not n − 1: the brokers are all the data there is). */
export function populationStdDev(values: readonly number[]): number | null {
  const average = mean(values);
  if (average === null) return null;
  let squares = 0;
  for (const value of values) squares += (value - average) ** 2;
  return Math.sqrt(squares / values.length);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
