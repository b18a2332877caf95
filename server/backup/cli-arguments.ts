// The command line of `npm run backup -- <file>` and `npm run restore -- <file> [--force]`.

export const USAGE = "Usage: npm run backup -- <file>   |   npm run restore -- <file> [--force]";

export interface CliArguments {
  command: "backup" | "restore";
  file: string;
  force: boolean;
}

/** The parsed command, or null for anything else (the caller prints USAGE). */
export function parseArguments(argv: readonly string[]): CliArguments | null {
  const [command, ...rest] = argv;
  const force = rest.includes("--force");
  const positional = rest.filter((a) => a !== "--force");
  if (command !== "backup" && command !== "restore") return null;
  if (positional.length !== 1 || positional[0].startsWith("-")) return null;
  if (command === "backup" && force) return null;
  return { command, file: positional[0], force };
}
