// cn merges with tailwind-merge built from only the class groups the app writes (utils.ts), so the
// first cn call builds a small class map rather than all of Tailwind's. These tests hold that list
// to the source: every class written anywhere in client/src belongs to a listed group, and on every
// pair of those classes the app's merger gives what tailwind-merge's full configuration gives.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createTailwindMerge, getDefaultConfig, twMerge as fullMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { CLASS_GROUPS_IN_USE } from "./class-groups-in-use";
import { cn } from "./utils";

const SOURCE = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
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
/** With no groups at all, tailwind-merge still knows arbitrary properties (`[mask-type:alpha]`). */
type FullConfig = ReturnType<typeof getDefaultConfig>;
const withGroups = (classGroups: Record<string, unknown>) =>
  createTailwindMerge(() => ({ ...getDefaultConfig(), classGroups }) as unknown as FullConfig);
const noGroups = withGroups({});

/** The variant part of a class (`md:hover:` of `md:hover:px-2`), brackets respected. */
function variants(word: string): string {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < word.length; i++) {
    if (word[i] === "[") depth += 1;
    else if (word[i] === "]") depth -= 1;
    else if (word[i] === ":" && depth === 0) last = i;
  }
  return word.slice(0, last + 1);
}

const words = sourceWords();
const classes = words.filter((word) => isClassOf(fullMerge, word));
const groupClasses = classes.filter((word) => !isClassOf(noGroups, word));

describe("the class groups cn knows", () => {
  it("are exactly the groups of the classes written in client/src", () => {
    const groups: Record<string, unknown> = getDefaultConfig().classGroups;
    const used = Object.keys(groups).filter((group) => {
      const merge = withGroups({ [group]: groups[group] });
      return groupClasses.some((word) => isClassOf(merge, word));
    });
    // A new kind of class in the source: add the group this names to class-groups-in-use.ts.
    expect([...CLASS_GROUPS_IN_USE].sort()).toEqual(used.sort());
    expect(classes.length).toBeGreaterThan(300);
  });

  it("merge every pair of the app's classes as tailwind-merge's full configuration does", () => {
    const byVariants = new Map<string, string[]>();
    for (const word of classes) byVariants.set(variants(word), [...(byVariants.get(variants(word)) ?? []), word]);
    let pairs = 0;
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const a of group) {
        for (const b of group) {
          if (a === b) continue;
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
