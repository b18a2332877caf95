/**
 * Whether the pending-user count rose since the last reading. The first reading after sign-in only
 * sets the baseline, so an owner is not beeped at for requests that were already waiting.
 */
export function pendingCountRose(previous: number | undefined, next: number | undefined): boolean {
  return previous !== undefined && next !== undefined && next > previous;
}
