// The text of an uploaded CSV (trade and dividend files). Most files are UTF-8; Excel's "Unicode
// Text", Notepad's "Unicode" and some broker exports are UTF-16, whose ASCII characters each carry a
// zero byte. Such a file is text, read as such, not refused as binary. A NUL character left after
// decoding means the bytes are no text file (PostgreSQL text cannot hold NUL either).

/**
 * Without a byte-order mark, UTF-16 is recognised by its zero bytes: in little-endian ASCII-range
 * text every odd byte is 0, in big-endian every even one. Half the pairs is far more than a UTF-8
 * file (which has none) or a binary file with a stray zero would show.
 */
function utf16WithoutMark(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  if (bytes.length < 2 || bytes.length % 2 !== 0) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < bytes.length; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = bytes.length / 2;
  // A character such as U+0100 puts a zero on the other side now and then.
  if (oddZeros >= pairs / 2 && evenZeros * 10 <= oddZeros) return "utf-16le";
  if (evenZeros >= pairs / 2 && oddZeros * 10 <= evenZeros) return "utf-16be";
  return null;
}

function encodingOf(bytes: Uint8Array): "utf-8" | "utf-16le" | "utf-16be" {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  return utf16WithoutMark(bytes) ?? "utf-8";
}

/** The file's text (its byte-order mark dropped), or null when the bytes are no text. */
export function decodeTextFile(bytes: Uint8Array): string | null {
  const text = new TextDecoder(encodingOf(bytes)).decode(bytes);
  return text.includes("\u0000") ? null : text;
}
