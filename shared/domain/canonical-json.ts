// One spelling of a JSON value, so that two programs holding the same value write the same bytes:
// object keys sorted by UTF-16 code units (as Array#sort does), no whitespace, strings and numbers
// as JSON.stringify writes them. The account export's checksum is taken over this spelling
// (docs/decisions/022-account-export-import-and-health.md), so the importer can recompute it from
// the parsed file whatever the file's own layout. It runs over every row of an export (290k for a
// whole-ASX account), hence the cache of quoted keys.

/** Values JSON can carry; undefined members are left out, as JSON.stringify leaves them out. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue | undefined };

/** Object keys repeat on every row; quoting each once is measurably cheaper. Bounded, as keys come from files. */
const quotedKeys = new Map<string, string>();

function quoteKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < 1_000) quotedKeys.set(key, quoted);
  }
  return quoted;
}

export function canonicalJson(value: JsonValue): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      // JSON has no NaN or Infinity; JSON.stringify would quietly write null, which would not round-trip.
      if (!Number.isFinite(value)) throw new Error(`canonicalJson: ${value} is not a JSON number`);
      return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item: JsonValue) => canonicalJson(item)).join(",")}]`;
  const object = value as { readonly [key: string]: JsonValue | undefined };
  const members: string[] = [];
  for (const key of Object.keys(object).sort()) {
    const member = object[key];
    if (member !== undefined) members.push(`${quoteKey(key)}:${canonicalJson(member)}`);
  }
  return `{${members.join(",")}}`;
}
