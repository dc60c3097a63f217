// Reads generated PDFs back the way a reader would: text, page count and size, fonts, pixels.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The sentence a test fails with when a poppler tool is not installed. */
export function missingToolSentence(tool: string): string {
  return (
    `${tool} (from poppler) is needed by this test and is not installed: install poppler ` +
    '(Debian/Ubuntu: apt-get install poppler-utils; macOS: brew install poppler; ' +
    'Windows: choco install poppler) and run the tests again.'
  )
}

/** Runs one of poppler's tools; a missing tool fails with a sentence naming it, not ENOENT. */
export function poppler(tool: string, args: readonly string[]): Buffer {
  try {
    return execFileSync(tool, args)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(missingToolSentence(tool), { cause: err })
    }
    throw err
  }
}

/** Where the tests leave their PDFs and PNGs for a human to look at. */
export const OUT = resolve(__dirname, '../../../test-output/pdf')

/** Writes PDF bytes to test-output/pdf/<name>.pdf and returns the path. */
export function save(name: string, bytes: Uint8Array): string {
  mkdirSync(OUT, { recursive: true })
  const path = join(OUT, `${name}.pdf`)
  writeFileSync(path, bytes)
  return path
}

/** The text pdftotext extracts (UTF-8). */
export function pdfText(path: string): string {
  return poppler('pdftotext', ['-enc', 'UTF-8', path, '-']).toString('utf8')
}

/** Page count and first page size in points, from pdfinfo. */
export function pdfInfo(path: string): { pages: number; width: number; height: number } {
  const info = poppler('pdfinfo', [path]).toString()
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    width: Number(size?.[1]),
    height: Number(size?.[2]),
  }
}

/** The pdffonts table. */
export function pdfFonts(path: string): string {
  return poppler('pdffonts', [path]).toString()
}

/** Runs pdftoppm on one page of `path` with `options`, writing `<base>.<ext>`. */
export function renderPage(path: string, base: string, page: number, options: string[]): void {
  poppler('pdftoppm', [...options, '-f', `${page}`, '-l', `${page}`, '-singlefile', path, base])
}

/**
 * Renders one page at 60 dpi to test-output/pdf/<name>.png for a person to look at, only when
 * asked (SCREENSHOTS=1): no assertion reads these pictures.
 */
export function renderPng(path: string, name: string, page = 1): string | undefined {
  if (process.env['SCREENSHOTS'] !== '1') return undefined
  const base = join(OUT, name)
  renderPage(path, base, page, ['-png', '-r', '60'])
  return `${base}.png`
}

/** One word as pdftotext -bbox places it, in points from the page's top left. */
export interface Word {
  page: number
  text: string
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

/** Every word with its box, and each page's size. */
export function words(path: string): { pages: { width: number; height: number }[]; words: Word[] } {
  const html = poppler('pdftotext', ['-bbox', '-enc', 'UTF-8', path, '-']).toString('utf8')
  const pages: { width: number; height: number }[] = []
  const found: Word[] = []
  const tag =
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g
  for (const m of html.matchAll(tag)) {
    if (m[1]) pages.push({ width: Number(m[1]), height: Number(m[2]) })
    else
      found.push({
        page: pages.length,
        text: m[7] ?? '',
        xMin: Number(m[3]),
        yMin: Number(m[4]),
        xMax: Number(m[5]),
        yMax: Number(m[6]),
      })
  }
  return { pages, words: found }
}

/** Text without any whitespace, so wrapped lines compare equal to the sentence. */
export function squash(text: string): string {
  return text.replace(/\s+/g, '')
}

/** How many times a template such as 'Round {n}' appears with n = 1..6. */
export function countRoundLabels(text: string, template: string): number {
  const [before, after] = template
    .split('{n}')
    .map((p) => p.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  // a label is on one line: a column header over a column of digits is not one
  return [...text.matchAll(new RegExp(`${before}[^\\S\\n]*[1-6]\\b${after ?? ''}`, 'gu'))].length
}
