import { ja as jaRules } from '../rules/ja'
import { ja as ui } from '../messages/ja'
import { prizeNames } from '../rules/names'
import type { PdfTexts } from './en'

/** PDF の日本語テキスト。 */
export const ja: PdfTexts = {
  documents: {
    scoreSheets: 'スコアシート',
    tallies: 'テーブル集計表',
    rules: 'ハウスルール',
    tableCards: 'テーブルカード',
    seatingChart: '座席表',
    results: '結果',
  },
  common: {
    ghost: 'ゴースト',
    ghostSeat: 'ゴースト（空席）',
    guest: 'ゲスト',
    table: 'テーブル {n}',
    headTable: 'ヘッドテーブル',
    round: 'ラウンド {n}',
    set: 'セット {n}',
    // the screen's words, so a round reads the same on screen and on paper
    setRound: ui.night.setRound,
    rollFor: '{face} の目をねらう',
    seats: { N: '北', E: '東', S: '南', W: '西' },
    seatShort: { N: '北', E: '東', S: '南', W: '西' },
    teams: { NS: '北・南', EW: '東・西' },
    page: '{n} / {total} ページ',
  },
  scoreSheet: {
    title: 'スコアシート',
    name: '名前',
    start: '最初の席',
    startAt: 'テーブル {table}・{seat}',
    round: 'ラウンド',
    target: '目',
    win: '勝',
    loss: '負',
    buncos: 'バンコ',
    minis: 'ミニ',
    wipeouts: 'ワイプアウト',
    wins: '勝ち',
    losses: '負け',
  },
  tally: {
    title: 'テーブル集計表',
    playToBell: 'ヘッドテーブルのベルが鳴るまで',
    playTo: '{target} 点先取',
    round: 'ラウンド',
    target: '目',
    team: 'チーム {team}',
    player: '{seat} の席',
    winner: '勝者',
    hint: '得点の入った手番のあと、チームの新しい合計を次の枠に書きます。ラウンドが終わったら勝ったチームに印をつけます。',
    hintAlone:
      '得点の入った手番のあと、その人の新しい合計を次の枠に書きます。ラウンドが終わったら勝った人に印をつけます。',
  },
  rules: jaRules,
  prizes: prizeNames(jaRules),
  cards: {
    seatsFor: '{round} の席',
    partners: 'ペアは向かい合って座ります',
    fold: 'ここで折る',
  },
  phones: {
    table: 'スキャンしてこのテーブルの結果を送信',
    guest: 'スキャンして自分の席と順位を見る',
  },
  chart: {
    title: '座席表',
  },
  results: {
    title: '結果',
    standings: '順位',
    rank: '順位',
    name: '名前',
    wins: '勝ち',
    losses: '負け',
    buncos: 'バンコ',
    minis: 'ミニ',
    wipeouts: 'ワイプアウト',
    points: '得点',
    rounds: 'ラウンド',
    prizes: '賞品',
    status: {
      won: '決定',
      shared: '分け合い',
      needsRollOff: '決着戦が必要',
      none: '該当なし',
    },
    leading: {
      won: '首位',
      shared: '首位で並んでいる',
      needsRollOff: '首位が同点',
      none: 'まだいません',
    },
    skipped: {
      pointsMissing: '得点は使いません: {names} の全ラウンドの得点が記録されていません',
    },
    decidedBy: {
      outright: '単独',
      buncos: 'バンコ数で決定',
      points: '得点で決定',
      rollOff: '決着戦で決定',
      shared: '分け合い',
    },
    tied: '同点: {names}',
    counts: {
      wins: { one: '{n} 勝', other: '{n} 勝' },
      losses: { one: '{n} 敗', other: '{n} 敗' },
      buncos: { one: 'バンコ {n} 回', other: 'バンコ {n} 回' },
      minis: { one: 'ミニバンコ {n} 回', other: 'ミニバンコ {n} 回' },
    },
    nobody: 'この賞の対象者はいません。',
    noStandings:
      'まだラウンドが行われていないため、順位はありません。ラウンド 1 の後にもう一度印刷してください。',
    after: '{total} ラウンド中 {played} ラウンド終了時点。',
    provisional: 'ナイトはまだ終わっていません。賞品は暫定です。',
    nothing: 'まだラウンドは行われていません。',
  },
}
