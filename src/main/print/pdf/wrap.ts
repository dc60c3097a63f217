// Line breaking for Latin words and for Japanese, which breaks between characters.

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u
// Characters that may not start a line in Japanese (closing marks, small kana, prolonged sound).
const NO_START = new Set([
  ...'、。，．・：；？！）」』】〕〉》ー～ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ',
])
// Characters that may not end a line in Japanese (opening brackets).
const NO_END = new Set([...'（「『【〔〈《'])

/** Splits text into units a line break may separate: words with their trailing spaces, single Japanese characters. */
export function breakUnits(text: string): string[] {
  const units: string[] = []
  let word = ''
  for (const ch of text) {
    const last = word.slice(-1)
    if (ch === ' ' || NO_START.has(ch) || NO_END.has(last)) {
      word += ch
    } else if (word && (CJK.test(ch) || last === ' ' || CJK.test(last))) {
      units.push(word)
      word = ch
    } else {
      word += ch
    }
  }
  if (word) units.push(word)
  return units
}

/** Breaks a unit that is wider than a line into pieces that fit, character by character. */
function hardBreak(unit: string, width: number, measure: (s: string) => number): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const ch of unit) {
    if (piece && measure(piece + ch) > width) {
      pieces.push(piece)
      piece = ch
    } else {
      piece += ch
    }
  }
  if (piece) pieces.push(piece)
  return pieces
}

/** Greedy line breaking: every returned line measures at most `width` (unless one character is wider). */
export function wrapLines(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = []
  let line = ''
  for (const unit of breakUnits(text)) {
    const candidate = line + unit
    if (measure(candidate.trimEnd()) <= width) {
      line = candidate
      continue
    }
    if (line.trim()) lines.push(line.trimEnd())
    const start = unit.trimStart()
    if (measure(start.trimEnd()) <= width) {
      line = start
      continue
    }
    const pieces = hardBreak(start.trimEnd(), width, measure)
    lines.push(...pieces.slice(0, -1))
    line = (pieces.at(-1) ?? '') + start.slice(start.trimEnd().length)
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines
}
