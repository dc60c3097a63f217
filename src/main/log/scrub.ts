// What the log may not keep: the host's guests, night titles and places, sums of money, and the
// user's home folder. Over-scrubbing a log line costs nothing; a guest's name in a bug report does.

/** Put in place of a guest's name (or a night's title or venue). */
export const NAME_MARK = '[name]'
/** Put in place of a sum of money. */
export const MONEY_MARK = '[money]'

const NUMBER = String.raw`\d[\d.,' ]*\d|\d`
const SIGN = String.raw`[$€£¥₩₹]|\b(?:EUR|USD|GBP|JPY|CAD|AUD|CHF)\b|円|ドル|ユーロ`
const MONEY = new RegExp(`(?:${SIGN})\\s?(?:${NUMBER})|(?:${NUMBER})\\s?(?:${SIGN})`, 'giu')
const LATIN_WORD = /^[\p{Script=Latin}\p{N}'’-]+$/u

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The pieces of private texts worth hiding: each whole text and its words of 2+ letters. */
export function privatePieces(texts: readonly string[]): string[] {
  const pieces = new Set<string>()
  for (const text of texts) {
    const whole = text.trim()
    if (whole.length < 2) continue
    pieces.add(whole)
    for (const word of whole.split(/[\s,.;:!?()«»"“”]+/u)) if (word.length >= 2) pieces.add(word)
  }
  // longest first: "Ann Lee" goes before "Ann"
  return [...pieces].sort((a, b) => b.length - a.length)
}

/** A pattern matching any of the pieces: Latin words whole, other scripts anywhere. */
function piecesPattern(pieces: readonly string[]): RegExp | undefined {
  if (pieces.length === 0) return undefined
  const parts = pieces.map((p) =>
    LATIN_WORD.test(p) ? `(?<![\\p{L}\\p{N}])${escape(p)}(?![\\p{L}\\p{N}])` : escape(p),
  )
  return new RegExp(parts.join('|'), 'giu')
}

/** The text with private words, sums of money and the home folder replaced by marks. */
export function scrub(text: string, privateTexts: readonly string[], home?: string): string {
  let out = home && home.length > 1 ? text.split(home).join('~') : text
  const names = piecesPattern(privatePieces(privateTexts))
  if (names) out = out.replace(names, NAME_MARK)
  return out.replace(MONEY, MONEY_MARK)
}
