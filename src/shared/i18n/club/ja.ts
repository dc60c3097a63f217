import type { ClubTexts } from './types'

/** クラブの日本語テキスト：メンバー、シーズン、予定、出欠、賞金。 */
export const clubJa: ClubTexts = {
  calendar: {
    title: '{club}：{host} さんの家でバンコ',
    titleNoHost: '{club}：バンコの夜',
    hostLine: 'ホスト：{host}',
    notesLine: 'メモ：{notes}',
    fileName: '{club} {season}',
  },
}
