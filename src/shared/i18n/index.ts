import type { Language } from '../settings'
import { de } from './messages/de'
import { en, type Messages } from './messages/en'
import { fr } from './messages/fr'
import { ja } from './messages/ja'
import { resolveKeyParams } from './nested'
import { splitPlaceholders } from './placeholders'

export type { Messages }

/** Every language's catalogue, keyed by language code. */
export const messages: Record<Language, Messages> = { en, fr, de, ja }

/** Lists every dotted key of a catalogue ('home.title', …), sorted, for completeness checks. */
export function messageKeys(catalogue: object, prefix = ''): string[] {
  const keys: string[] = []
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === 'object') keys.push(...messageKeys(value, path))
    else keys.push(path)
  }
  return keys.sort()
}

function lookUp(language: Language, key: string): unknown {
  let node: unknown = messages[language]
  for (const part of key.split('.')) {
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[part]
        : undefined
  }
  return node
}

/** Tells whether a key names a text in the language's catalogue. */
export function hasMessage(language: Language, key: string): boolean {
  return typeof lookUp(language, key) === 'string'
}

/**
 * Looks up a dotted key in one language and fills `{name}` placeholders (main-side texts); a
 * param named '@name' holds a message key whose text fills `{name}` (see ./nested).
 */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const node = lookUp(language, key)
  if (typeof node !== 'string') return key
  if (Object.keys(params).some((name) => name.startsWith('@'))) {
    const filled = resolveKeyParams(params, (k, p) => translate(language, k, p))
    return translate(language, key, filled)
  }
  return splitPlaceholders(node)
    .map((part) =>
      typeof part === 'string'
        ? part
        : part.name in params
          ? String(params[part.name])
          : `{${part.name}}`,
    )
    .join('')
}
