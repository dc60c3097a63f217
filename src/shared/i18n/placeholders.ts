/** One piece of a catalogue text: literal text, or a `{name}` placeholder to fill. */
export type TextPart = string | { readonly name: string }

const PLACEHOLDER = /\{\s*([A-Za-z_]\w*)\s*\}/g

/**
 * Cuts a catalogue text into literal pieces and `{name}` placeholders, the only syntax our
 * catalogues use. Throws on any other brace, so a typo cannot reach the screen half-filled.
 */
export function splitPlaceholders(text: string): TextPart[] {
  const parts: TextPart[] = []
  let from = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > from) parts.push(literal(text.slice(from, match.index), text))
    parts.push({ name: match[1] as string })
    from = match.index + match[0].length
  }
  if (from < text.length) parts.push(literal(text.slice(from), text))
  return parts
}

function literal(piece: string, text: string): string {
  if (/[{}]/.test(piece)) throw new Error(`a brace that is not a {name} placeholder in "${text}"`)
  return piece
}
