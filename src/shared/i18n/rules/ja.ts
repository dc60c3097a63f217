import { playoffJa } from '../playoff/ja'
import type { RuleTexts } from './format'

/** 日本語のルール表：ハウスルールについてエンジンが言えることのすべて。 */
export const ja: RuleTexts = {
  title: 'ハウスルール',
  sections: {
    setup: '準備',
    night: 'ナイトの流れ',
    scoring: '得点',
    roundEnd: 'ラウンドの終わり',
    moving: 'テーブルとペア',
    movingAlone: 'テーブル',
    sheet: 'スコアシート',
    die: 'トラベリング・ダイス',
    prizes: '賞品',
  },
  gap: '',
  then: '、次に',
  say: {
    'setup.gear': '各テーブルにサイコロ {dice} 個、集計用紙、鉛筆を用意します。',
    'setup.gearAlone': 'テーブルにサイコロ {dice} 個、集計用紙、鉛筆を用意します。',
    'setup.bell': 'ヘッドテーブル（テーブル 1）にはベルも置きます。',
    'setup.scorekeeper':
      '各テーブルで 1 人が記録係になり、最初に振ります。そのあとサイコロは左回りに渡します。',
    'setup.scorekeeperAlone':
      '1 人が記録係になり、最初に振ります。そのあとサイコロは左回りに渡します。',
    'setup.callBunco': 'バンコを出した人は「バンコ！」と声に出して知らせます。',
    'night.sets':
      '6 ラウンドのセットを {sets} 回、合計 {rounds} ラウンド行います。各ラウンドはその番号の目をねらいます。セットのラウンド 1 は 1 の目、ラウンド 6 は 6 の目で、セットが変わるとまた 1 から始めます。',
    'night.oneSet':
      '6 ラウンドのセットを 1 回行います。各ラウンドはその番号の目をねらい、ラウンド 1 は 1 の目、ラウンド 6 は 6 の目です。',
    'night.teams':
      '1 テーブル 4 人、2 チームで対戦します。ペアは向かい合って座ります（北と南、東と西）。',
    'night.individual': '1 つのテーブルで、全員が個人で競います。',
    'night.ghosts':
      '空いた席はゴーストとし、そのペアがゴーストの分も振ります。ゴーストは賞品の対象外です。',
    'night.comeAndGo':
      'ゴーストは各テーブルに散らし、そのためにプレイヤーがゴーストと席を替えることがあります。ラウンド開始前に抜けた人の席は、そのラウンドからゴーストになります。',
    'scoring.dice':
      'サイコロを {dice} 個振ります。ラウンドの数の目が出たサイコロ 1 個につき 1 点です。',
    'scoring.bunco': '{dice} 個ともラウンドの数の目ならバンコで、合計 21 点です。',
    'scoring.mini': 'ほかの数の目が {count} 個そろうとミニバンコで {points} 点です。',
    'scoring.miniSplit':
      'ほかの数の目が {count} 個そろうとミニバンコです。その数がラウンドの数より小さければ {lower} 点、大きければ {higher} 点です。',
    'scoring.miniWipeout':
      '1 以外のほかの数の目が {count} 個そろうとミニバンコで {points} 点です（1 が {count} 個ならワイプアウト）。',
    'scoring.miniSplitWipeout':
      '1 以外のほかの数の目が {count} 個そろうとミニバンコです。その数がラウンドの数より小さければ {lower} 点、大きければ {higher} 点です（1 が {count} 個ならワイプアウト）。',
    'scoring.turn':
      '得点が入るかぎり振り続けます。得点のない目が出たら手番は終わり、左隣の人にサイコロを渡します。',
    'scoring.wipeout':
      'ワイプアウト：1 の目をねらうラウンド以外で 1 が {count} 個そろうと、そのラウンドのチームの得点は 0 に戻り、サイコロは次の人へ移ります。',
    'scoring.wipeoutAlone':
      'ワイプアウト：1 の目をねらうラウンド以外で 1 が {count} 個そろうと、そのラウンドの自分の得点は 0 に戻り、サイコロは次の人へ移ります。',
    'scoring.noWipeout':
      '今夜はワイプアウトなし：1 の目のラウンド以外で 1 が {count} 個そろっても、ほかと同じミニバンコです。',
    'scoring.own':
      'バンコは手番の本人だけの記録で、ペアの記録にはなりません。ゴーストの手番にペアが振ったバンコはゴーストの記録になり、ペアの記録にはなりません。',
    'scoring.miniNotBunco': 'ミニバンコはバンコに数えません。',
    'end.headTarget':
      'ヘッドテーブルのチームが {target} 点に達してベルを鳴らすと、全テーブルのラウンドが終わります。',
    'end.headBunco': 'ヘッドテーブルでバンコが出たときも、点数に関係なくベルを鳴らします。',
    'end.finishTurn':
      'ベルが鳴ったら、サイコロを持っている人は得点のない目が出るまで振って手番を終えます。ほかのテーブルで手番を始めていた人も最後まで終えます。',
    'end.othersPassTarget':
      'ほかのテーブルは {target} 点を超えてもよく、そこでバンコが出てもラウンドは終わりません。',
    'end.buncoStopsAll':
      'どのテーブルでもバンコが出たら、その場で全テーブルのラウンドが終わります。手番の続きはありません。',
    'end.eachTable':
      '各テーブルは、どちらかのチームが {target} 点に達するまで単独で続け、そのときサイコロを持っている人は手番を終えます。',
    'end.individual':
      '最初に {target} 点に達した人が、その場でラウンドの勝者です。ほかの人はもう振りません。',
    'end.winner':
      '各テーブルでは得点の多いチームがラウンドの勝ちです。得点は毎ラウンド 0 から始めます。',
    'end.tie':
      '同点のテーブルは決着戦を行います。記録係から順に 1 人 1 回ずつ手番を行い、どちらかのチームがリードするまで繰り返します。',
    'move.line': '{where}：{winners}、{losers}。',
    'move.part.head': 'ヘッドテーブル',
    'move.part.middle': '間のテーブル',
    'move.part.last': '最後のテーブル',
    'move.part.others': 'ほかのすべてのテーブル',
    'move.winners.stay': '勝ったチームは残り',
    'move.winners.up': '勝ったチームは 1 つ上のテーブルへ移り',
    'move.winners.down': '勝ったチームは 1 つ下のテーブルへ移り',
    'move.winners.last': '勝ったチームは最後のテーブルへ移り',
    'move.losers.stay': '負けたチームは残ります',
    'move.losers.up': '負けたチームは 1 つ上のテーブルへ移ります',
    'move.losers.down': '負けたチームは 1 つ下のテーブルへ移ります',
    'move.losers.last': '負けたチームは最後のテーブルへ移ります',
    'move.oneTable':
      'テーブルが 1 つだけのときは誰も移動せず、毎ラウンド 1 人が 1 つ席を移ってペアが替わります。',
    'move.split':
      'テーブルに残ったチームはペアを解消して敵同士になり、それぞれ新しく来た人と組みます。',
    'move.mix':
      '同じ人と 2 ラウンド続けて組むことがなく、できるだけ多くの人と組めるようにペアを決めます。',
    'move.classic': '誰も残らなかったテーブルに来たチームは、そのままのペアで続けます。',
    'move.individual': 'テーブルの移動はありません。',
    'move.groups':
      'テーブルは {groups} つのグループに分かれます。各グループに専用のヘッドテーブルがあり、テーブルの移動とパートナーの交代はグループの中だけで、独立した一晩のように行います。',
    'move.groupsStay': '全員が一晩中、自分のグループに残ります。',
    'move.groupsWinnersUp':
      '各ラウンドの後、各グループのヘッドテーブルの勝者は、一つ上のグループの最後のテーブルの敗者と席を入れ替えます。',
    'clock.bellOnly':
      '各ラウンドはホストの時計で {minutes} 分です。終わるのはベルのときだけで、点数やバンコでは終わりません。',
    'clock.bellOrScore': 'ホストの時計で {minutes} 分たったときもラウンドは終わります。',
    'clock.atBell':
      'そのベルで全員いま振っている一投を終えて止めます。リードしているチームの勝ちで、同点なら下の決着戦で決めます。',
    'clock.move':
      'ラウンドの間に {seconds} 秒でテーブルを移ります。そのあと次のラウンドの時計がひとりでに始まります。',
    'clock.hostStarts': '全員が席に着いたら、ホストが各ラウンドの時計を始めます。',
    'clock.moveOnly': 'ラウンドの間に {seconds} 秒でテーブルを移ります。',
    'sheet.marks':
      'ラウンドごとにスコアシートの「勝」か「負」に丸をつけます。ペアの 2 人は同じ印です。',
    'sheet.marksAlone': 'ラウンドごとにスコアシートの「勝」か「負」に丸をつけます。',
    'sheet.buncos': '自分の手番で出たバンコを 1 回ずつ数えます。',
    'sheet.minis': 'ミニバンコも数えます。',
    'sheet.wipeouts': 'ワイプアウトも数えます。',
    'die.off': '今夜はトラベリング・ダイスを使いません。',
    'die.passes': 'トラベリング・ダイスは、{trigger}を出した人に渡ります。',
    'die.trigger.bunco': 'バンコ',
    'die.trigger.face': '{face} のゾロ目（{count} 個）',
    'die.prize': '最後のラウンドが終わったときに持っている人が、その賞品を受け取ります。',
    'die.noPrize': '今夜は賞品はなく、お楽しみとして回します。',
    'prizes.overall': 'ナイトの優勝者は、勝ち数がいちばん多い人です。',
    'prizes.item': '{n}．{prize}（{tie}）',
    'prizes.tie.chain': '同点なら{chain}',
    'prizes.tie.share': '同点なら分け合う',
    'prizes.tie.rollOff': '同点なら決着戦',
    'prizes.breaker.buncos': 'バンコ数',
    'prizes.breaker.points': '得点',
    'prizes.breaker.rollOff': '決着戦',
    'prizes.endShared': 'それでも同点なら分け合う',
    'prizes.rollOff':
      '賞品の決着戦：同点の人が 1 回ずつサイコロを 3 個振り、合計がいちばん大きい人の勝ちです。トップが同点なら振り直します。',
    'prizes.pointsNote':
      '得点で決めるのは、同点の全員について全ラウンドの得点が記録されているときだけです。そうでなければこの段階は飛ばします。',
    'prizes.onePrize': '賞品は 1 人 1 つ：この一覧で上位の賞品をすでに取った人は飛ばします。',
    'prizes.manyPrizes': '1 人で複数の賞品を取ることもできます。',
    'prizes.playoff': playoffJa.rule,
    'prizes.none': '今夜は賞品がありません。',
    'count.3': '3',
    'count.4': '4',
    'prize.mostWins': '最多勝利',
    'prize.mostBuncos': '最多バンコ',
    'prize.mostLosses': '最多敗北',
    'prize.evenSplit': '勝ち数と負け数が同じ',
    'prize.lastBunco': 'その夜最後のバンコ',
    'prize.travelingDie': 'トラベリング・ダイスの持ち主',
    'prize.mostMinis': '最多ミニバンコ',
  },
}
