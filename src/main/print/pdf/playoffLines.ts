// The results' playoff section as lines of text: its field, each stage's tables with who went
// through, and the champions; the standings above stay the qualifying ones.
import { SEATS } from '@shared/bunco'
import { fill } from '@shared/i18n/pdf'
import type { Canvas } from './document'
import { displayName, type PdfNight } from './night'

/** One line of the playoff section. */
export interface PlayoffLine {
  text: string
  size: number
  bold: boolean
}

/** The playoff section's lines (none when the night had no playoff, or its cut still waits). */
export function playoffLines(canvas: Canvas, night: PdfNight): PlayoffLine[] {
  const playoff = night.state.playoff
  if (!playoff || playoff.stages.length === 0) return []
  const t = canvas.texts.playoff
  const name = (p: string): string => displayName(night, p, canvas.texts)
  const lines: PlayoffLine[] = [
    { text: t.title, size: 13, bold: true },
    { text: fill(t.field, { n: playoff.field }), size: 10, bold: false },
  ]
  for (const stage of playoff.stages) {
    const count = stage.tables.length
    const title = t.stage[count === 1 ? 'final' : count === 2 ? 'semi' : 'quarter']
    lines.push({ text: title, size: 11, bold: true })
    for (const table of stage.tables) {
      const seated = SEATS.map((s) => name(table.seats[s])).join(', ')
      const won = stage.winners.find((w) => w.table === table.table)
      const through = won
        ? ` · ${fill(t.through, { names: won.seats.map((s) => name(table.seats[s])).join(', ') })}`
        : ''
      lines.push({
        text: `${fill(t.table, { n: table.table })}: ${seated}${through}`,
        size: 9.5,
        bold: false,
      })
    }
  }
  const champions = playoff.champions.map(name)
  if (champions.length === 1)
    lines.push({ text: fill(t.champion, { name: champions[0] ?? '' }), size: 12, bold: true })
  if (champions.length > 1)
    lines.push({ text: fill(t.champions, { names: champions.join(', ') }), size: 12, bold: true })
  return lines
}
