// PDF figures: 400 score sheets with Latin and with Japanese names, bytes per page, and the size
// of a 12-guest Japanese file.
import { execFileSync } from 'node:child_process'
import { DEFAULT_RULES } from '../../src/shared/bunco'
import { applyAction, type NightState } from '../../src/shared/night'
import { renderDocument, type PdfNight } from '../../src/main/print/pdf'
import type { Language } from '../../src/shared/settings'

const LATIN = ['Élodie', 'Jürgen', 'Zoë', 'Anaïs', 'Björn', 'François', 'Grete', 'Raúl']
const FAMILY = ['Marchand', 'Groß', 'O’Neill', 'Lefèvre', 'Müller', 'Dubœuf', 'Núñez', 'Straße']
const JAPANESE = ['山田', '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '中村', '小林', '加藤']
const GIVEN = ['太郎', '花子', '一郎', '美咲', '健太', 'さくら', '翔', '陽菜', '大輔', '結衣', '蓮']

function night(names: readonly string[]): PdfNight {
  const keys = names.map((_, i) => `p${i + 1}`)
  let state: NightState = applyAction(null, {
    type: 'create',
    details: { title: 'Bench night', date: '2026-11-28', venue: '' },
    rules: DEFAULT_RULES,
  })
  state = applyAction(state, { type: 'guests', guests: keys })
  state = applyAction(state, { type: 'start', seed: 42 })
  return { state, names: new Map(keys.map((k, i) => [k, names[i] as string])) }
}

function latinNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${LATIN[i % 8]} ${FAMILY[(i >> 3) % 8]} ${i + 1}`)
}

function japaneseNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${JAPANESE[i % 10]} ${GIVEN[(i * 7) % 11]}${i + 1}`)
}

async function timed(
  input: PdfNight,
  language: Language,
): Promise<{ ms: number; bytes: Uint8Array }> {
  const start = performance.now()
  const bytes = await renderDocument('scoreSheets', input, { language, paper: 'letter' })
  return { ms: Math.round(performance.now() - start), bytes }
}

function pages(bytes: Uint8Array): number {
  const info = execFileSync('pdfinfo', ['-'], { input: bytes }).toString()
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1])
}

/** Times 400 score sheets (Latin names in English, Japanese names in Japanese), bytes per Latin page, and a 12-guest Japanese file. */
export default async function (argv: string[]): Promise<Record<string, unknown>> {
  const runs = Number(argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3)
  const latin = night(latinNames(400))
  const japanese = night(japaneseNames(400))
  await timed(night(latinNames(8)), 'en') // warm up jsPDF and the JIT
  let best = { latin: Infinity, japanese: Infinity }
  let latinBytes: Uint8Array = new Uint8Array()
  for (let i = 0; i < runs; i++) {
    const l = await timed(latin, 'en')
    const j = await timed(japanese, 'ja')
    latinBytes = l.bytes
    best = { latin: Math.min(best.latin, l.ms), japanese: Math.min(best.japanese, j.ms) }
  }
  const small = await timed(night(japaneseNames(12)), 'ja')
  return {
    bench: 'pdf',
    latin400Ms: best.latin,
    latinBytesPerPage: Math.round(latinBytes.length / pages(latinBytes)),
    japanese400Ms: best.japanese,
    japanese12Bytes: small.bytes.length,
  }
}
