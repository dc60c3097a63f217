import type { Notice } from '@shared/views'

/** A notice from main in the host's words; a parameter '@key' is itself a message to translate. */
export function noticeText(
  notice: Notice,
  t: (key: string, params?: Record<string, unknown>) => string,
): string {
  const params = Object.fromEntries(
    Object.entries(notice.params).map(([name, value]) => [
      name,
      typeof value === 'string' && value.startsWith('@') ? t(value.slice(1)) : value,
    ]),
  )
  return t(notice.key, params)
}
