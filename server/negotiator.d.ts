// negotiator 1.x (Express's own, used by middleware/compression.ts): the one call the app makes.
// DefinitelyTyped's types describe 0.6, which had no `preferred` option.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The client's best-ranked of `available`; on a tie, the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
