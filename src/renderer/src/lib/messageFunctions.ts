import { splitPlaceholders } from '@shared/i18n/placeholders'
import type { MessageContext } from 'vue-i18n'

/** A vue-i18n message function: named values in, text out. */
export type MessageFn = (ctx: MessageContext) => string

/** Turns one catalogue text with `{name}` placeholders into a message function. */
export function toMessageFunction(text: string): MessageFn {
  const parts = splitPlaceholders(text)
  return ({ named }) =>
    parts.map((part) => (typeof part === 'string' ? part : String(named(part.name) ?? ''))).join('')
}

/**
 * Turns every text of a catalogue into a message function. vue-i18n uses message functions as
 * they are, so the build can leave out its general message compiler (a smaller bundle, and no
 * parsing of labels while the first screen draws). The keys stay those of the catalogue.
 */
export function toMessageFunctions<T extends object>(catalogue: T): T {
  const converted: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(catalogue)) {
    converted[key] =
      typeof value === 'string'
        ? toMessageFunction(value)
        : toMessageFunctions(value as Record<string, unknown>)
  }
  return converted as T
}
