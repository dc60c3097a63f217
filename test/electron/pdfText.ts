// The text a PDF shows, read without poppler (not on the Windows and macOS runners): Mozilla's
// PDF.js reads the pages as a viewer does, through each font's ToUnicode map (the app embeds its
// Noto fonts as Identity-H, so the page streams hold glyph numbers, not letters).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** Every page's text, one line per line of text as PDF.js groups it, in page order. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise
  const lines: string[] = []
  try {
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n)
      const content = await page.getTextContent()
      let line = ''
      for (const item of content.items) {
        if (!('str' in item)) continue
        line += item.str
        if (item.hasEOL) {
          lines.push(line)
          line = ''
        }
      }
      if (line) lines.push(line)
    }
  } finally {
    await document.destroy()
  }
  return lines.join('\n')
}
