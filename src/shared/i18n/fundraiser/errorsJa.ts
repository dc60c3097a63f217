import type { FundraiserErrorTexts } from './types'

/** チャリティーの夜の日本語の拒否メッセージ（errors.fundraiser 以下）。 */
export const fundraiserErrorsJa: FundraiserErrorTexts = {
  money: {
    notWhole:
      '{field}：{got} は整数の金額ではありません。金額は通貨の最小単位で数え、それより細かい端数は使えません。',
    negative: '{field}：金額をマイナスにはできません（{got}）。',
    zero: '{field}：金額を 0 にはできません。',
    tooLarge: '{field}：{got} はチャリティーで扱う額を超えています。金額を確かめてください。',
  },
  settings: {
    currency:
      '「{got}」はこのコンピューターが知らない通貨です。JPY、USD、EUR、GBP のような 3 文字のコードを使ってください。',
  },
  event: {
    idTwice: 'これはすでに記録されています（{id}）。二重には数えません。',
    unknown: '「{got}」はチャリティーの選択肢にありません。',
    time: '「{got}」は読み取れる日時ではありません。',
    text: '{field}：文字がないか、500 文字を超えています。',
  },
  registration: {
    unknown: 'この参加者は名簿にいません（別の受付で削除されましたか？）。',
    name: '参加者には名か姓が必要です。',
    freePriced: '招待（無料）は無料です。{price} にはできません。',
    alreadyArrived:
      'この参加者はすでに受付済みです（もう一方の受付かもしれません）。二重には数えていません。',
    notArrived: 'この参加者は受付していないので、取り消す受付がありません。',
    arrivedNoShow: 'この参加者は来場済みなので、欠席にはできません。',
    alreadyNoShow: 'この参加者はすでに欠席になっています。',
  },
  payment: {
    unknown: 'その支払いはチャリティーの記録にありません。',
    method: '「{got}」はここで受け付ける支払い方法ではありません。',
    moreThanDue:
      '未払いは {due} だけで、{got} はそれより多い額です。残りは寄付として記録してください。',
    freeNotZero: '招待（無料）ではお金を受け取りません（{got} と入力されました）。',
  },
  refund: {
    moreThanPaid: 'この支払いから返金できるのは残り {left} だけで、{got} はそれより多い額です。',
    free: '招待（無料）はお金を受け取っていないので、返金するものはありません。',
  },
  raffle: {
    range:
      '{first}〜{last} は券の番号の範囲ではありません。9,999,999 までの整数で、最初の番号を最後の番号以下にしてください。',
    rangeTooLong:
      '{first} 番〜{last} 番は 1 回の販売で {max} 枚を超えています。番号を確かめてください。',
    rangeOverlap:
      '{first} 番〜{last} 番は、すでに売れた {soldFirst} 番〜{soldLast} 番と重なっています。同じ券は二度売りません。',
    ticketNotSold: '{ticket} 番は売れていないので、当たりません。',
    noTicketSold: 'まだ券が 1 枚も売れていないので、抽選できません。',
    noTicketLeft: '売れた {sold} 枚はすべて当選済みで、今夜は同じ券が二度当たりません。',
    ticketWonBefore: '{ticket} 番はすでに当選しています。今夜は 1 枚の券が当たるのは一度だけです。',
    ticketUnclaimed: '{ticket} 番は以前に当たり、賞品が受け取られませんでした。もう当たりません。',
    prizeUnknown: 'その賞品はラッフルの一覧にありません。',
    prizeTwice: 'その賞品はすでに一覧にあります。',
    prizeDrawn: 'その賞品はすでに抽選済みです。',
    drawUnknown: 'その抽選は記録にありません。',
    drawNotStanding: 'その抽選はすでに受け取りなしになっていて、賞品は引き直されます。',
    drawPaid: '50/50 の当選者には支払い済みなので、その抽選は確定しています。',
    strip: '1 つづりは 2 枚以上です。{size} 枚にはできません。',
    salesClosed: '50/50 は抽選済みです。もう券は売れません。',
    random:
      '抽選の乱数がありえない値を返しました（{n} 中 {got}）。何も引いていません。もう一度どうぞ。',
  },
  payout: {
    fiftyFiftyNotDrawn: '50/50 はまだ抽選していないので、支払う当選者がいません。',
    fiftyFiftyAmount: '50/50 の当選者に支払うのはちょうど {due} で、{got} ではありません。',
    fiftyFiftyTwice: '50/50 の当選者にはすでに支払っています。',
  },
  csv: {
    empty: 'このファイルには参加者がいません。何も取り込んでいません。',
    binary: 'このファイルはテキストの名簿（CSV）ではありません。何も取り込んでいません。',
    tooLarge:
      'このファイルは {max} 文字を超えていて、名簿としては長すぎます。何も取り込んでいません。',
    tooManyRows: 'このファイルは {max} 行を超えています。何も取り込んでいません。',
    tooManyColumns: 'このファイルの行に {max} 列を超えるものがあります。何も取り込んでいません。',
    unclosedQuote: '{record} 行目で始まった引用符が閉じていません。何も取り込んでいません。',
    noNameColumn: 'このファイルに名前の列がありません。名前の列を選んでください。',
    noSuchColumn: '{field} に選んだ {column} 列目は、このファイルにありません。',
  },
  label: {
    position: 'この用紙に {position} 番目のラベルはありません。1〜{labels} から選んでください。',
  },
  donation: {
    unknown: 'その寄付はチャリティーの記録にありません。',
  },
  log: {
    notStarted: 'この夜はまだチャリティーではありません。先にチャリティーにしてください。',
    damaged:
      'チャリティーの記録 {seq} 番が壊れているか欠けているため、金額を信頼できません。何も変更していません。',
    refused: 'チャリティーの記録 {seq} 番がそれまでの記録と合いません：{reason}',
  },
  import: {
    rowNoName: '{row} 行目に名前がありません。この行を外すか、名前の列を選んでください。',
  },
}
