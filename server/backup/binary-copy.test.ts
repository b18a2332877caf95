// The scanner finds the end of a binary COPY stream and counts its rows however the stream is cut,
// and refuses what is not such a stream rather than miscounting it.
import { describe, expect, it } from "vitest";
import { binaryCopy } from "./binary-copy-for-tests";
import { BinaryCopyError, BinaryCopyScanner } from "./binary-copy";

const ROWS: (string | null)[][] = [
  ["BHP", "2024-01-02", "45.2"],
  ["CSL", null, ""],
  ["a value longer than a chunk ".repeat(20), "x", null],
];

/** Feeds `bytes` in pieces of `size`; returns the scanner and how many bytes it took. */
function scanInPieces(bytes: Buffer, size: number) {
  const scanner = new BinaryCopyScanner();
  let taken = 0;
  for (let at = 0; at < bytes.length; at += size) {
    const piece = bytes.subarray(at, at + size);
    const used = scanner.scan(piece);
    taken += used;
    if (used < piece.length) break;
  }
  return { scanner, taken };
}

describe("the binary COPY scanner", () => {
  it("counts the rows and ends at the trailer, for any cut of the stream", () => {
    const stream = binaryCopy(ROWS, { extension: Buffer.from("ext") });
    for (const size of [1, 2, 3, 5, 7, 19, 64, stream.length]) {
      const { scanner, taken } = scanInPieces(stream, size);
      expect(scanner.done, `size ${size}`).toBe(true);
      expect(scanner.rows, `size ${size}`).toBe(3);
      expect(taken, `size ${size}`).toBe(stream.length);
    }
  });

  it("takes only the stream's bytes when more follow its trailer in the same chunk", () => {
    const stream = binaryCopy(ROWS);
    const scanner = new BinaryCopyScanner();
    expect(scanner.scan(Buffer.concat([stream, Buffer.from("TABLE next\n")]))).toBe(stream.length);
    expect(scanner.rows).toBe(3);
  });

  it("counts no rows in an empty table's stream", () => {
    const { scanner } = scanInPieces(binaryCopy([]), 4);
    expect([scanner.done, scanner.rows]).toEqual([true, 0]);
  });

  it("is not done with a stream cut anywhere before its trailer", () => {
    const stream = binaryCopy(ROWS);
    for (let length = 0; length < stream.length; length++) {
      const { scanner } = scanInPieces(stream.subarray(0, length), 5);
      expect(scanner.done, `cut at ${length}`).toBe(false);
    }
  });

  it("refuses text, row OIDs, a damaged header, a negative field count or length", () => {
    const good = binaryCopy([["a"]]);
    const withOids = binaryCopy([["a"]], { flags: 1 << 16 });
    const badExtension = Buffer.from(good);
    badExtension.writeInt32BE(-5, 15);
    const badCount = Buffer.from(good);
    badCount.writeInt16BE(-2, 19);
    const badLength = Buffer.from(good);
    badLength.writeInt32BE(-2, 21);
    const cases: [Buffer, RegExp][] = [
      [Buffer.from("1\tBHP\t45.2\n".repeat(3)), /not a COPY stream/],
      [withOids, /row OIDs/],
      [badExtension, /damaged header/],
      [badCount, /-2 fields/],
      [badLength, /length -2/],
    ];
    for (const [bytes, message] of cases) {
      for (const size of [1, 3, bytes.length]) {
        expect(() => scanInPieces(bytes, size), `${message} in pieces of ${size}`).toThrow(BinaryCopyError);
        expect(() => scanInPieces(bytes, size)).toThrow(message);
      }
    }
  });
});
