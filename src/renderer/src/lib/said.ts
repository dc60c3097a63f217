import { isGhost } from '@shared/bunco'
import { resolveKeyParams } from '@shared/i18n/nested'
import { listOf } from '../i18n'

/** A message from main to say: its key and parameters (see HistorySaid and Notice). */
export interface Said {
  key: string
  params: Record<string, string | number | readonly string[]>
}

/**
 * Says a message from main in the host's words: a list of names is joined the way the language
 * lists them (a ghost called a ghost), a text starting with '@' is itself a message key, and a
 * param named '@name' holds a message key whose text fills `{name}`.
 */
export function sayText(
  said: Said,
  t: (key: string, params?: Record<string, unknown>) => string,
): string {
  const params = Object.fromEntries(
    Object.entries(said.params).map(([name, value]) => {
      if (Array.isArray(value))
        return [name, listOf(value.map((v: string) => (isGhost(v) ? t('common.ghost') : v)))]
      if (typeof value === 'string' && value.startsWith('@')) return [name, t(value.slice(1))]
      return [name, value]
    }),
  )
  return t(
    said.key,
    resolveKeyParams(params, (key, filled) => t(key, filled)),
  )
}
