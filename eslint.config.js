// `npm run lint` (with knip and the Prettier check): the code's own rules, and the import boundaries
// that keep the layers pointing one way (README "Layout"; docs/decisions/018-lint-format-and-boundaries.md).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./client/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A no-restricted-imports rule refusing the given module patterns (aliases and relative paths alike). */
function refuse(message, patterns, { allowTypeImports = false } = {}) {
  return ["error", { patterns: [{ group: patterns, message, allowTypeImports }] }];
}

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "migrations/**", "e2e/screenshots/**", "**/*.d.mts", "**/fixtures/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    rules: {
      // Unused names are errors, except the deliberate `_ignored` ones.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "error",
      eqeqeq: ["error", "always", { null: "ignore" }],
      // Input sanitising matches control characters on purpose (shared/contracts/text.ts, parsers/cells.ts).
      "no-control-regex": "off",
      // Prettier wraps code at 140; a line may only run past it inside a string, a template or a regex.
      "max-len": ["error", { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // The app is not compiled with the React Compiler; this only notes that it would skip a component.
      "react-hooks/incompatible-library": "off",
    },
  },
  // Plain scripts the browser runs as they are (the offline page's theme script).
  { files: ["client/public/**/*.js"], languageOptions: { globals: { ...globals.browser }, sourceType: "script" } },
  // Scripts, tests and the bench talk to a terminal.
  {
    files: ["scripts/**", "e2e/**", "stress/**", "**/*.test.ts", "**/*.test.tsx", "server/backup/cli.ts", "server/db/migrate-cli.ts"],
    rules: { "no-console": "off" },
  },
  // shared/ is code both sides run: it imports neither side.
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": refuse("shared/ imports neither server/ nor client/", ["**/server/**", "**/client/**", "@/*", "@/**"]),
    },
  },
  // The client never imports server code.
  {
    files: ["client/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": refuse("the client never imports server code", ["**/server/**"]) },
  },
  // Client features never import each other; pages combine them.
  ...features.map((feature) => ({
    files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": refuse(`features never import each other (this is features/${feature}); combine them in a page`, [
        "**/server/**",
        "@/features/*",
        `!@/features/${feature}`,
        `!@/features/${feature}/**`,
        "@/pages/**",
        ...features.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
      ]),
    },
  })),
  // Server layers point one way: routes → services → storage → db. Nothing imports a route.
  {
    files: ["server/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": refuse("services never import routes or middleware", ["**/routes/**", "**/middleware/**"]) },
  },
  {
    files: ["server/storage/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": refuse("storage is SQL only: it imports db and shared, not services, routes or presenters", [
        "**/routes/**",
        "**/services/**",
        "**/middleware/**",
        "**/presenters/**",
      ]),
    },
  },
  {
    files: ["server/db/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": refuse("db is the bottom layer", ["**/routes/**", "**/services/**", "**/storage/**", "**/middleware/**"]),
    },
  },
  {
    files: ["server/routes/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": refuse("routes call services; SQL stays in storage", ["**/storage/**", "**/db/**"], {
        allowTypeImports: true,
      }),
    },
  },
  {
    files: ["server/parsers/**/*.ts", "server/presenters/**/*.ts", "shared/domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": refuse(
        "parsers, presenters and domain formulas are pure: no database, services or routes",
        ["**/routes/**", "**/services/**", "**/storage/**", "**/db/**", "**/client/**", "@/*", "@/**"],
        { allowTypeImports: true },
      ),
    },
  },
);
