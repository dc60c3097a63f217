import type { ClockTexts } from './types'

/** Japanese words of the night's clock: its house rules, the move countdown and time's up. */
export const clockJa: ClockTexts = {
  /** The rules form's labels and choices (the refusals name the options by the same labels). */
  rules: {
    roundClock: '時計',
    roundMinutes: '1 ラウンドの分数',
    moveSeconds: 'テーブル移動の秒数',
    values: {
      off: '時計なし（点数でラウンド終了）',
      clockOnly: '時計だけでラウンド終了',
      clockOrScore: '時計か点数の早いほう',
    },
    noMove: '0 にすると、ラウンド間のカウントダウンはありません。',
  },
  /** What the TV, the projector and the phones say between and at the end of rounds. */
  screen: {
    moveTo: '新しいテーブルへ移動してください：{time}',
    moveToTable: 'テーブル {table} へ移動してください：{time}',
    timesUp: '時間です。いま振っている一投を終えて、点数を記録してください。',
    untilTime: '時間になるまで続け、そのときリードしているチームの勝ちです。',
  },
}
