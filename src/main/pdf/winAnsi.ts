// Helvetica (a PDF standard font) only has the WinAnsi (Windows-1252) characters.
const EXTRA = new Set(
  [
    0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
    0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
    0x20ac, 0x2122,
  ].map((c) => String.fromCharCode(c)),
)

/** True when every character of the text exists in Helvetica's WinAnsi encoding. */
export function helveticaCanShow(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff)) continue
    if (!EXTRA.has(text.charAt(i))) return false
  }
  return true
}
