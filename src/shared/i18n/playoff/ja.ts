import type { PlayoffTexts } from './types'

/** 決勝ラウンドの日本語テキスト。 */
export const playoffJa: PlayoffTexts = {
  errors: {
    started:
      'このナイトの決勝ラウンドはすでに始まっています。別の人数にするには元に戻してください。',
    notFinished: '決勝ラウンドは予選ラウンドがすべて終わってから始まります。',
    noRollOff: '通過ラインで待っている決着戦はありません。',
    picks:
      '同点の人からちょうど{places}人を、1人1回ずつ選んでください（選んだ数：{got}）。選ばれた人が通過します。',
    teamWinner: 'チーム戦では決勝のテーブルはペアが勝ちます：南北か東西を選んでください。',
    seatWinner: '個人戦では決勝のテーブルは1人が勝ちます：席を選んでください。',
    notSeated: '決勝のテーブルはまだ席が決まっていません。',
    crowned:
      'チャンピオンが決まり、決勝ラウンドは終わりました。決勝を変えるには元に戻してください。',
    noTable: 'この決勝ステージのテーブルは{tables}卓です。テーブル{table}はありません。',
    correctAfterCut:
      '決勝の出場者はこのラウンドから選ばれました。訂正する前に決勝ラウンドを元に戻してください。',
  },
  screen: {
    title: '決勝ラウンド',
    start: '決勝ラウンドを始める',
    intro:
      '終了する代わりに、ナイトの順位の上位が前のテーブルで続けて遊び、チャンピオンを決めます。',
    field: '決勝出場：{n}人',
    fieldLabel: '決勝の人数',
    tooFew: '{n}人必要です。遊べるのは{players}人だけです。',
    hint: 'いつも4人ずつのテーブルです。順位、次にタイブレークの順で選び、通過ラインでまだ同点の人は決着戦をします。',
    rollOffTitle: '通過ラインの決着戦',
    rollOffText:
      'この{count}人が通過ラインで同点で、そのうち{places}人が通過します。決着戦のあと、勝った人を選んでください。',
    rollOffSave: '選んだ人を通過させる',
    stage: {
      final: '決勝',
      semi: '準決勝',
      quarter: '準々決勝',
    },
    whoWon: 'テーブル{n}の勝者は？',
    won: '通過：{names}',
    champion: 'チャンピオン',
    champions: 'チャンピオン',
  },
  winners: {
    NS: '南北',
    EW: '東西',
    N: '北',
    E: '東',
    S: '南',
    W: '西',
  },
  history: {
    playoff: '決勝ラウンド開始（{field}人）',
    playoffRollOff: '通過ラインの決着戦：{names}が通過',
    playoffTable: '決勝テーブル{table}：{winner}の勝ち',
  },
  paper: {
    title: '決勝ラウンド',
    field: '予選の順位から選ばれた{n}人の決勝。',
    table: 'テーブル{n}',
    through: '通過：{names}',
    champions: 'チャンピオン：{names}',
    champion: 'チャンピオン：{name}',
  },
  rule: '決勝ラウンド（任意）：上位16・8・4人が前のテーブルで続け、勝者が進んでチャンピオンを決めます。',
}
