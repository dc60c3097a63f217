import type { ClubTexts } from './types'

/** Deutsche Texte des Clubs: Mitglieder, Saisons, Terminplan, Zusagen und Kasse. */
export const clubDe: ClubTexts = {
  calendar: {
    title: '{club}: Bunco bei {host}',
    titleNoHost: '{club}: Bunco-Abend',
    hostLine: 'Gastgeber: {host}',
    notesLine: 'Notizen: {notes}',
    fileName: '{club} {season}',
  },
}
