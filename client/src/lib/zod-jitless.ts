// zod compiles object validators with `new Function` unless told not to, and probes for it first;
// the CSP (script-src 'self') refuses that with a violation report on every page load. Validation
// works the same without it. zod reads the setting when a schema is created, so main.tsx imports
// this module before anything that defines one.
import { z } from "zod";

z.config({ jitless: true });
