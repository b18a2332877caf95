// Only for server/parsers/shareholder-list.ts, which another change owns while this one lands: the
// shareholder contract is ./shareholders.ts. Delete this file once the parser imports from there.
export type { ShareholderListRow } from "./shareholders";
