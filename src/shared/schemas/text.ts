import { z } from 'zod'

// Controls (C0, DEL, C1) break lines and layouts; the bidirectional embeddings, overrides and
// isolates (U+202A–U+202E, U+2066–U+2069) make a name read differently from what it holds.
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u

/** The issue param naming the message main translates for an issue (see `keyedIssue`). */
export const MESSAGE_KEY_PARAM = 'messageKey'

/** `U+202E` for a character: how the host is told which invisible character was found. */
export function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
}

// a check refusing text in which `pattern` finds a character, naming the first one found
function refuseChars(pattern: RegExp) {
  return (text: string, ctx: z.RefinementCtx): void => {
    const found = pattern.exec(text)
    if (!found) return
    ctx.addIssue({
      code: 'custom',
      input: text,
      message: `contains the invisible character ${codePoint(found[0])}`,
      params: { [MESSAGE_KEY_PARAM]: 'errors.text.forbiddenChar', char: codePoint(found[0]) },
    })
  }
}

/**
 * Text a person reads on screen and paper (names, titles, venues, notes): no control character
 * and no bidirectional override, refused with `errors.text.forbiddenChar` naming the character.
 */
export const PrintableText = z.string().superRefine(refuseChars(FORBIDDEN))

// In a name, what shows nothing makes a second name that reads the same as the first: the soft
// hyphen, the Arabic letter mark, Hangul fillers, zero-width spaces and joiners, the plain
// direction marks, the word joiner and invisible operators, the byte-order mark. A joiner
// between two parts of an emoji draws one emoji, and is kept.
const INVISIBLE_IN_NAME =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200C\u200E\u200F\u2060-\u2064\u3164\uFEFF\uFFA0]|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/u

/**
 * A name as a host types it: printable text (see PrintableText) with nothing invisible in it,
 * refused with `errors.text.forbiddenChar` naming the character. Names saved before are read as
 * they were.
 */
export const NameText = PrintableText.superRefine(refuseChars(INVISIBLE_IN_NAME))

/**
 * Text as versions before direction marks were refused saved it: read back from the event log
 * only, so that a night saved then never reads as damaged.
 */
export const StoredText = z.string().regex(/^[^\p{Cc}]*$/u)

/** A message key and its params carried by a zod issue, when main should translate it. */
export function keyedIssue(
  issue: z.core.$ZodIssue,
): { key: string; params: Record<string, string | number> } | null {
  if (issue.code !== 'custom') return null
  const key: unknown = issue.params?.[MESSAGE_KEY_PARAM]
  if (typeof key !== 'string') return null
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (name !== MESSAGE_KEY_PARAM && (typeof value === 'string' || typeof value === 'number')) {
      params[name] = value
    }
  }
  return { key, params }
}
