// What a printed page must never show, read from the pen's report and from pdffonts.
import {
  renderDocument,
  type DocumentKind,
  type DrawnText,
  type PdfNight,
} from '../../../../src/main/print/pdf'
import type { PdfOptions } from '../../../../src/main/print/pdf/types'
import type { Language } from '../../../../src/shared/settings'
import { EUROPEAN_NAMES, JAPANESE_NAMES, LATIN_NAMES } from './fixtures'

/** Eleven guests (so one ghost): names Helvetica has beside names it lacks, or Japanese ones. */
export function guests(language: Language): string[] {
  if (language === 'ja') return [...JAPANESE_NAMES.slice(0, 8), ...EUROPEAN_NAMES.slice(0, 3)]
  return [...LATIN_NAMES.slice(0, 6), ...EUROPEAN_NAMES.slice(0, 5)]
}

/** The night with its phones on, at the longest address a home network gives. */
export function withPhones(night: PdfNight): PdfNight {
  return {
    ...night,
    phones: {
      table: (n) => `http://192.168.100.200:47321/p/#t=Il1O0-_${String(n).padStart(15, 'x')}`,
      guest: (p) => `http://192.168.100.200:47321/p/#g=Il1O0-_${p.padStart(15, 'y')}`,
    },
  }
}

/** The smallest text size a guest reads comfortably at arm's length. */
export const SMALLEST_PT = 7

/** Texts cut with an ellipsis or drawn under SMALLEST_PT, one line each. */
export function textProblems(drawn: readonly DrawnText[]): string[] {
  const out: string[] = []
  for (const d of drawn) {
    if (!d.text.trim()) continue
    const where = `p${d.page} "${d.text}"`
    if (d.truncated || d.lines.some((l) => l.includes('…') && !d.text.includes('…')))
      out.push(`${where} cut: "${d.lines.join(' / ')}"`)
    if (d.size < SMALLEST_PT - 1e-9) out.push(`${where} at ${d.size} pt`)
  }
  // One Latin face per document: every Latin letter and digit in the same font.
  const faces = new Set<string>()
  for (const d of drawn) for (const run of d.runs) if (LATIN.test(run.text)) faces.add(run.font)
  if (faces.size > 1) out.push(`Latin letters in ${[...faces].join(' and ')}`)
  return out
}

const LATIN = /[\p{Script=Latin}0-9]/u

/** Fonts pdffonts lists that are not embedded, or not one of the Noto faces. */
export function fontProblems(table: string): string[] {
  const rows = table
    .split('\n')
    .slice(2)
    .filter((r) => r.trim())
  const out: string[] = []
  if (rows.length === 0) out.push('no font at all')
  for (const row of rows) {
    const [name = ''] = row.split(/\s+/)
    const cells = row.trim().split(/\s+/)
    // columns: name type encoding emb sub uni object ID
    const emb = cells.at(-5)
    if (emb !== 'yes') out.push(`${name} not embedded`)
    if (!/^([A-Z]{6}\+)?NotoSans(JP)?$/.test(name)) out.push(`${name} is not a Noto face`)
  }
  return out
}

/** Renders a document and keeps every text the pen drew (its box, size, whether it was cut). */
export async function renderInspected(
  kind: DocumentKind,
  night: PdfNight,
  options: Omit<PdfOptions, 'inspect'>,
): Promise<{ bytes: Uint8Array; drawn: DrawnText[] }> {
  const drawn: DrawnText[] = []
  const bytes = await renderDocument(kind, night, { ...options, inspect: (d) => drawn.push(d) })
  return { bytes, drawn }
}

/** Renders any document (a club's take their own data) and keeps every text the pen drew. */
export async function inspectedBy(
  render: (inspect: (drawn: DrawnText) => void) => Promise<Uint8Array>,
): Promise<{ bytes: Uint8Array; drawn: DrawnText[] }> {
  const drawn: DrawnText[] = []
  const bytes = await render((d) => drawn.push(d))
  return { bytes, drawn }
}
