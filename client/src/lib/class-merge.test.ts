// cn merges with tailwind-merge's own algorithm over a table of only the classes the app writes
// (class-merge-config.ts), so no page runs tailwind-merge's default configuration, a large function
// whose first run cost a phone tens of milliseconds of its first draw. These tests make that table
// from the source and hold cn to tailwind-merge's full configuration: every class written anywhere
// in client/src is in the table, and on every ordered pair of those classes cn gives what the full
// configuration gives (on two classes a merge can only keep both or drop the first; a longer list
// drops each class exactly when some later kept class would drop it in a pair, so equal pairs mean
// equal merges of any list of these classes).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { createTailwindMerge, getDefaultConfig, twMerge as fullMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./utils";

const SOURCE = path.resolve(import.meta.dirname, "..");
const CONFIG_FILE = path.join(import.meta.dirname, "class-merge-config.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && file !== CONFIG_FILE ? [file] : [];
  });
}

/** Every whitespace-separated word inside a string or template literal of the app's source. */
function sourceWords(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/"([^"\\\n]*)"|'([^'\\\n]*)'|`([^`]*)`/g)) {
      const literal = (match[1] ?? match[2] ?? match[3]).replace(/\$\{[^}]*\}/g, " ");
      for (const word of literal.split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words].sort();
}

/** A word `merge` counts as a class: a repeat of it is dropped. */
const isClassOf = (merge: (classes: string) => string, word: string) => merge(`${word} ${word}`) === word;
type FullConfig = ReturnType<typeof getDefaultConfig>;
const full = getDefaultConfig();
const withGroups = (classGroups: Record<string, unknown>) => createTailwindMerge(() => ({ ...full, classGroups }) as unknown as FullConfig);
/** With no groups at all, tailwind-merge still knows arbitrary properties (`[mask-type:alpha]`). */
const noGroups = withGroups({});

/** Where a class's variants end (after `md:hover:` in `md:hover:px-2`), brackets and parentheses respected. */
function variantsEnd(word: string): number {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < word.length; i++) {
    if (word[i] === "[" || word[i] === "(") depth += 1;
    else if (word[i] === "]" || word[i] === ")") depth -= 1;
    else if (word[i] === ":" && depth === 0) end = i + 1;
  }
  return end;
}

/** What tailwind-merge looks a class up by: without variants and "!", with and without what follows its last top-level "/". */
function lookups(word: string): string[] {
  const base = word.slice(variantsEnd(word)).replace(/^!|!$/g, "");
  let depth = 0;
  let slash = -1;
  for (let i = 0; i < base.length; i++) {
    if (base[i] === "[" || base[i] === "(") depth += 1;
    else if (base[i] === "]" || base[i] === ")") depth -= 1;
    else if (base[i] === "/" && depth === 0) slash = i;
  }
  return slash > 0 ? [base, base.slice(0, slash)] : [base];
}

const words = sourceWords();
const classes = words.filter((word) => isClassOf(fullMerge, word));
const groupIds = Object.keys(full.classGroups) as (keyof FullConfig["classGroups"])[];
const singleGroup = new Map(groupIds.map((group) => [group, withGroups({ [group]: full.classGroups[group] })]));
// A class only this test writes, added to one group of the full configuration (without its
// conflict rules): another class drops before it exactly when tailwind-merge puts both in that group.
const SENTINEL = "zz-sentinel-class";
const sentinelIn = new Map<string, (classes: string) => string>();
function sameGroupAsSentinel(group: keyof FullConfig["classGroups"], lookup: string): boolean {
  let merge = sentinelIn.get(group);
  if (!merge) {
    const classGroups = { ...full.classGroups, [group]: [...full.classGroups[group], SENTINEL] };
    merge = createTailwindMerge(
      () => ({ ...full, classGroups, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} }) as unknown as FullConfig,
    );
    sentinelIn.set(group, merge);
  }
  return merge(`${lookup} ${SENTINEL}`) === SENTINEL;
}
/** The group tailwind-merge's full configuration puts `lookup` in. */
const groupOf = (lookup: string) =>
  groupIds.find((group) => isClassOf(singleGroup.get(group)!, lookup) && sameGroupAsSentinel(group, lookup));

/** The table cn merges with: each group's classes from the source, and the configuration's rules among those groups. */
function configFromSource() {
  const classGroups: Record<string, Set<string>> = {};
  for (const word of classes) {
    if (isClassOf(noGroups, word)) continue;
    for (const lookup of lookups(word)) {
      const group = groupOf(lookup);
      // Stored without a leading "-": tailwind-merge skips it when it looks a negative value up.
      if (group) (classGroups[group] ??= new Set()).add(lookup.replace(/^-/, ""));
    }
  }
  const used = Object.keys(classGroups).sort();
  const among = (rules: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      used.flatMap((group) => {
        const others = (rules[group] ?? []).filter((other) => other in classGroups);
        return others.length > 0 ? [[group, others]] : [];
      }),
    );
  return {
    cacheSize: full.cacheSize,
    theme: {},
    classGroups: Object.fromEntries(used.map((group) => [group, [...classGroups[group]].sort()])),
    conflictingClassGroups: among(full.conflictingClassGroups),
    conflictingClassGroupModifiers: among(full.conflictingClassGroupModifiers),
    postfixLookupClassGroups: (full.postfixLookupClassGroups ?? []).filter((group) => group in classGroups),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
  };
}

async function configModule(): Promise<string> {
  const text = `// Generated by class-merge.test.ts from the classes written in client/src; do not edit. After a class
// of a new kind is written, \`npx vitest run --project unit client/src/lib/class-merge.test.ts -u\`
// rewrites it. tailwind-merge's class groups, reduced to those classes, and its rules among them.
import type { Config } from "tailwind-merge";

export const CLASS_MERGE_CONFIG: Config<string, string> = ${JSON.stringify(configFromSource())};
`;
  return format(text, { ...(await resolveConfig(CONFIG_FILE)), filepath: CONFIG_FILE });
}

describe("the classes cn knows", () => {
  it("are the classes written in client/src, with their groups and rules from tailwind-merge's configuration", async () => {
    expect(classes.length).toBeGreaterThan(300);
    await expect(await configModule()).toMatchFileSnapshot(CONFIG_FILE);
  });

  it("merge every pair of the app's classes as tailwind-merge's full configuration does", () => {
    const byVariants = new Map<string, string[]>();
    for (const word of classes) {
      const variants = word.slice(0, variantsEnd(word));
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), word]);
    }
    let pairs = 0;
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const a of group) {
        for (const b of group) {
          pairs += 1;
          if (cn(a, b) !== fullMerge(a, b)) differences.push(`${a} ${b}: ${cn(a, b)} vs ${fullMerge(a, b)}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(pairs).toBeGreaterThan(10_000);
  });

  it("still lets a later class win over an earlier one of the same group, and keeps what it does not know", () => {
    expect(cn("px-2 py-1 h-9", "px-4", "h-8")).toBe("py-1 px-4 h-8");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe("text-sm text-destructive");
    expect(cn("flex", false, undefined, "hidden md:flex")).toBe("hidden md:flex");
    expect(cn("my-own-class", "another")).toBe("my-own-class another");
  });
});
