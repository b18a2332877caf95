export function buildAll(options?: { quiet?: boolean }): Promise<void>;
export function buildServer(options: { outdir: string; quiet?: boolean }): Promise<void>;
