// The text a PDF shows, read without poppler (not on the Windows and macOS runners): jsPDF writes
// each page as a Flate stream whose text operators carry literal strings, `(Ann Lee) Tj`.
import { inflateSync } from 'node:zlib'

const STREAM = /stream\r?\n/g
const LITERAL = /\((?:\\.|[^\\)])*\)/g

function unescape(literal: string): string {
  return literal.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, c: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(parseInt(c, 8))
    return simple[c] ?? c
  })
}

/** The literal strings of every page's text, one line per text object, in the order drawn. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes)
  const latin = raw.toString('latin1')
  const lines: string[] = []
  for (const match of latin.matchAll(STREAM)) {
    const start = (match.index ?? 0) + match[0].length
    const end = latin.indexOf('endstream', start)
    if (end < 0) continue
    let content: string
    try {
      content = inflateSync(raw.subarray(start, end)).toString('latin1')
    } catch {
      continue // not a Flate stream (an image, a font): no page text in it
    }
    for (const block of content.split(/\bET\b/)) {
      const strings = block.match(LITERAL)
      if (strings) lines.push(strings.map(unescape).join(''))
    }
  }
  return lines.join('\n')
}
