export function buildAll(options?: { quiet?: boolean }): Promise<void>;
export function buildServer(options: { outfile: string; quiet?: boolean }): Promise<void>;
