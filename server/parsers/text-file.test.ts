import { describe, expect, it } from "vitest";
import { decodeTextFile } from "./text-file";

const CSV = "Code,Ex Date,Pay Date,Amount Per Share,Franking %\r\nCBA,2024-08-14,2024-09-26,2.50,100\r\n";
const utf16be = (text: string) => Buffer.from(Buffer.from(text, "utf16le").swap16());

describe("decodeTextFile", () => {
  it("reads UTF-8, with or without its byte-order mark", () => {
    expect(decodeTextFile(Buffer.from(CSV))).toBe(CSV);
    expect(decodeTextFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("Café,1")]))).toBe("Café,1");
  });

  it("reads UTF-16 as Excel and Notepad save it: little- or big-endian, with a byte-order mark", () => {
    expect(decodeTextFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CSV, "utf16le")]))).toBe(CSV);
    expect(decodeTextFile(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(CSV)]))).toBe(CSV);
  });

  it("reads UTF-16 without a byte-order mark by its zero bytes", () => {
    expect(decodeTextFile(Buffer.from(CSV, "utf16le"))).toBe(CSV);
    expect(decodeTextFile(utf16be(CSV))).toBe(CSV);
    expect(decodeTextFile(Buffer.from("Café ☕,Zürich\n", "utf16le"))).toBe("Café ☕,Zürich\n");
    expect(decodeTextFile(Buffer.from("Code,Name\nBHP,Āpiti Holdings\n", "utf16le"))).toBe("Code,Name\nBHP,Āpiti Holdings\n");
  });

  it("is null for bytes that are no text: a NUL in UTF-8, a binary file", () => {
    expect(decodeTextFile(Buffer.from("Code,Units\nBHP,1\u0000\n"))).toBeNull();
    expect(decodeTextFile(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x00, 0x00, 0xff, 0x10, 0x00]))).toBeNull();
    // UTF-16 that holds a NUL character is no CSV either.
    expect(decodeTextFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("a,b\u0000\n", "utf16le")]))).toBeNull();
  });
});
