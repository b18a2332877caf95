// Tests' own binary COPY writer, from PostgreSQL's documented layout, so the archive and its scanner
// can be tested without a server: text values (or NULL) per row, as COPY … WITH (FORMAT binary) of
// text columns writes them.

const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

export function binaryCopy(rows: (string | null)[][], { flags = 0, extension = Buffer.alloc(0) } = {}): Buffer {
  const parts = [Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"), int32(flags), int32(extension.length), extension];
  for (const row of rows) {
    parts.push(int16(row.length));
    for (const value of row) {
      if (value === null) parts.push(int32(-1));
      else {
        const bytes = Buffer.from(value);
        parts.push(int32(bytes.length), bytes);
      }
    }
  }
  parts.push(int16(-1));
  return Buffer.concat(parts);
}
