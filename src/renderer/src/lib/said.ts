import { isGhost } from '@shared/bunco'
import { listOf } from '../i18n'

/** A message from main to say: its key and parameters (see HistorySaid and Notice). */
export interface Said {
  key: string
  params: Record<string, string | number | readonly string[]>
}

/**
 * Says a message from main in the host's words: a list of names is joined the way the language
 * lists them (a ghost called a ghost), and a text starting with '@' is itself a message key.
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
  return t(said.key, params)
}
