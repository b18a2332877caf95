export function buildIsStale(): boolean;
