// PostgreSQL's binary COPY format, walked without decoding a value: the archive needs to know where a
// table's stream ends (it carries no terminator line) and how many rows it holds. The layout, from
// PostgreSQL's COPY documentation: an 11-byte signature, a 32-bit flags field, a 32-bit header
// extension length and that many bytes; then per row a 16-bit field count and, per field, a 32-bit
// length (-1 for NULL) and that many bytes; a field count of -1 ends the stream. Big-endian throughout.

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
/** Signature, flags and the header extension's length. */
const FIXED_HEADER = SIGNATURE.length + 8;
/** Flags bit 16: every row starts with an OID. The app's tables have none, and rows would not count. */
const WITH_OIDS = 1 << 16;

/** The bytes are not a binary COPY stream; the message says what is wrong. */
export class BinaryCopyError extends Error {}

type Expecting = "header" | "fieldCount" | "fieldLength";

/**
 * Fed a binary COPY stream chunk by chunk (cut anywhere), counts its rows and says where it ends.
 * `scan` returns how many bytes of the chunk belong to the stream: all of them until the trailer,
 * which may end it inside a chunk.
 */
export class BinaryCopyScanner {
  rows = 0;
  done = false;
  private expecting: Expecting = "header";
  /** Bytes the next number (or the header) needs. */
  private want = FIXED_HEADER;
  /** The part of a number or header cut by a chunk's end. */
  private readonly partial = Buffer.alloc(FIXED_HEADER);
  private partialLength = 0;
  /** Data bytes still to pass over: a field's value, or the header extension. */
  private skip = 0;
  private fieldsLeft = 0;

  scan(chunk: Buffer): number {
    let at = 0;
    while (at < chunk.length && !this.done) {
      if (this.expecting === "fieldCount" && this.skip === 0 && this.partialLength === 0) {
        at = this.wholeRows(chunk, at);
        if (at === chunk.length) break;
      }
      if (this.skip > 0) {
        const passed = Math.min(this.skip, chunk.length - at);
        this.skip -= passed;
        at += passed;
        continue;
      }
      let source = chunk;
      let from = at;
      if (this.partialLength === 0 && chunk.length - at >= this.want) {
        at += this.want;
      } else {
        const copied = chunk.copy(this.partial, this.partialLength, at, Math.min(chunk.length, at + this.want - this.partialLength));
        this.partialLength += copied;
        at += copied;
        if (this.partialLength < this.want) break;
        source = this.partial;
        from = 0;
        this.partialLength = 0;
      }
      this.accept(source, from);
    }
    return at;
  }

  /**
   * The rows that lie wholly inside the chunk from `at`, passed over in one tight loop (millions of
   * them in a whole-ASX archive); returns where the first row it did not take starts. That row — cut
   * by the chunk's end, the trailer, or a fault — is left to the general path.
   */
  private wholeRows(chunk: Buffer, at: number): number {
    const end = chunk.length;
    for (;;) {
      if (at + 2 > end) return at;
      const fields = ((chunk[at] << 24) | (chunk[at + 1] << 16)) >> 16;
      if (fields < 0) return at;
      let next = at + 2;
      for (let field = 0; field < fields; field++) {
        if (next + 4 > end) return at;
        const length = (chunk[next] << 24) | (chunk[next + 1] << 16) | (chunk[next + 2] << 8) | chunk[next + 3];
        if (length < -1) return at;
        next += length > 0 ? 4 + length : 4;
      }
      if (next > end) return at;
      this.rows += 1;
      at = next;
    }
  }

  private accept(source: Buffer, at: number) {
    if (this.expecting === "header") {
      if (!source.subarray(at, at + SIGNATURE.length).equals(SIGNATURE)) throw new BinaryCopyError("a table's data is not a COPY stream");
      if (source.readInt32BE(at + SIGNATURE.length) & WITH_OIDS) throw new BinaryCopyError("a table's data carries row OIDs");
      const extension = source.readInt32BE(at + SIGNATURE.length + 4);
      if (extension < 0) throw new BinaryCopyError("a table's data has a damaged header");
      this.skip = extension;
      this.expectFieldCount();
    } else if (this.expecting === "fieldCount") {
      const fields = source.readInt16BE(at);
      if (fields === -1) {
        this.done = true;
      } else if (fields < 0) {
        throw new BinaryCopyError(`a row of a table's data has ${fields} fields`);
      } else {
        this.rows += 1;
        this.fieldsLeft = fields;
        if (fields > 0) this.expectFieldLength();
      }
    } else {
      const length = source.readInt32BE(at);
      if (length < -1) throw new BinaryCopyError(`a value of a table's data has length ${length}`);
      this.skip = Math.max(length, 0);
      this.fieldsLeft -= 1;
      if (this.fieldsLeft > 0) this.expectFieldLength();
      else this.expectFieldCount();
    }
  }

  private expectFieldCount() {
    this.expecting = "fieldCount";
    this.want = 2;
  }

  private expectFieldLength() {
    this.expecting = "fieldLength";
    this.want = 4;
  }
}
