// Which encoding an attendee file's bytes are in: main decodes with TextDecoder, this picks the
// label. Spreadsheets write UTF-8 (often with a BOM), UTF-16 for Excel's "Unicode text", and
// Windows-1252 for an older Excel's "CSV"; bytes that are not valid UTF-8 are taken as the last.

/** The encodings an attendee file is decoded with (WHATWG labels). */
export type TextEncodingLabel = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

/** The length of a valid UTF-8 sequence starting at `i`, or 0 when it is not one. */
function utf8Sequence(bytes: Uint8Array, i: number): number {
  const b = bytes[i] as number
  if (b < 0x80) return 1
  const need =
    b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1
  if (need < 0) return 0
  const second = bytes[i + 1] ?? 0
  // overlong forms and surrogates start with these second bytes
  if (b === 0xe0 && second < 0xa0) return 0
  if (b === 0xed && second > 0x9f) return 0
  if (b === 0xf0 && second < 0x90) return 0
  if (b === 0xf4 && second > 0x8f) return 0
  for (let k = 1; k <= need; k++) {
    const c = bytes[i + k]
    if (c === undefined || (c & 0xc0) !== 0x80) return 0
  }
  return need + 1
}

/** Whether the bytes are valid UTF-8 throughout. */
export function isValidUtf8(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length;) {
    const length = utf8Sequence(bytes, i)
    if (length === 0) return false
    i += length
  }
  return true
}

/** The likely encoding of an attendee file's bytes: a BOM says it, else valid UTF-8, else Windows-1252. */
export function guessEncoding(bytes: Uint8Array): TextEncodingLabel {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  return isValidUtf8(bytes) ? 'utf-8' : 'windows-1252'
}
