import type { ClubTexts } from './types'

/** Textes français du club : ses membres, ses saisons, son calendrier, ses réponses, sa cagnotte. */
export const clubFr: ClubTexts = {
  calendar: {
    title: '{club} : Bunco chez {host}',
    titleNoHost: '{club} : soirée Bunco',
    hostLine: 'Hôte : {host}',
    notesLine: 'Notes : {notes}',
    fileName: '{club} {season}',
  },
}
