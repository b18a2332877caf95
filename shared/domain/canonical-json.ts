// One spelling of a JSON value, so that two programs holding the same value write the same bytes:
// object keys sorted by UTF-16 code units (as Array#sort does), no whitespace, strings and numbers
// as JSON.stringify writes them. The account export's checksum is taken over this spelling
// (docs/decisions/022-account-export-import-and-health.md), so the importer can recompute it from
// the parsed file whatever the file's own layout.

/** Values JSON can carry; undefined members are left out, as JSON.stringify leaves them out. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue | undefined };

export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    // JSON has no NaN or Infinity; JSON.stringify would quietly write null, which would not round-trip.
    if (!Number.isFinite(value)) throw new Error(`canonicalJson: ${value} is not a JSON number`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item: JsonValue) => canonicalJson(item)).join(",")}]`;
  const object = value as { readonly [key: string]: JsonValue | undefined };
  const members: string[] = [];
  for (const key of Object.keys(object).sort()) {
    const member = object[key];
    if (member !== undefined) members.push(`${JSON.stringify(key)}:${canonicalJson(member)}`);
  }
  return `{${members.join(",")}}`;
}
