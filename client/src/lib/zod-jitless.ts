// zod compiles object validators with `new Function` unless told not to, and probes for it first;
// the CSP (script-src 'self') refuses that with a violation report on every page load. Validation
// works the same without it. zod reads the setting when a schema is created, from the object it
// keeps on globalThis.__zod_globalConfig (and adopts one that is already there), so main.tsx sets
// it before anything loads zod, without loading zod itself: the first screen then carries no zod
// (docs/decisions/021-phone-pwa-compression.md). zod-jitless.test.ts checks zod honours it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
