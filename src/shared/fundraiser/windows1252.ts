// Windows-1252 decoded by hand: Node's TextDecoder has read it as Latin-1 since 20.18.3 and
// 22.13.0 (nodejs/node#60888), turning an older Excel's € and curly quotes (bytes 0x80–0x9F) into
// invisible control characters; the WHATWG table for those 32 bytes is small enough to keep here.

/** The characters of bytes 0x80–0x9F (the five unassigned ones are their C1 controls, as WHATWG has). */
const HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178'

/** Bytes in Windows-1252 as text, as a browser's TextDecoder reads them. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = []
  // in slices, so a 10 MB file never builds one argument list too long for fromCharCode
  for (let start = 0; start < bytes.length; start += 8192) {
    const slice = bytes.subarray(start, start + 8192)
    const codes = Array.from(slice, (b) => (b >= 0x80 && b <= 0x9f ? HIGH.charCodeAt(b - 0x80) : b))
    parts.push(String.fromCharCode(...codes))
  }
  return parts.join('')
}
