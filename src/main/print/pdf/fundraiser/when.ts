// Dates and times on a fundraiser's papers, in the document's language and the laptop's own clock.
import type { Language } from '@shared/settings'
import { formatDate } from '../night'

// ICU may use narrow no-break spaces, which a font may lack: a plain space prints the same.
const plain = (text: string): string => text.replace(/[\u2000-\u200b\u202f]/g, ' ')

/** A day ("5 December 2026"): an ISO date as it is, an ISO date and time on this laptop's clock. */
export function dayOf(iso: string, language: Language): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatDate(iso, language)
  const when = new Date(iso)
  if (Number.isNaN(when.getTime())) return iso
  return plain(new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(when))
}

/** A time of day ("21:04"), on this laptop's clock. */
export function timeOf(iso: string, language: Language): string {
  const when = new Date(iso)
  if (Number.isNaN(when.getTime())) return iso
  return plain(new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(when))
}
