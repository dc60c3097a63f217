import type { LanTexts } from './types'

/** テーブルのスマホ用パネルの日本語テキスト。 */
export const lanJa: LanTexts = {
  title: 'テーブルのスマホ',
  intro:
    '各テーブルのスマホが家のWi-Fi経由で自分のテーブルの結果を入力し、ゲストは自分の席を確認できます。データは部屋の外へ出ません。オンにするまではオフです。',
  on: 'テーブルのスマホ：オン',
  off: 'テーブルのスマホをオフにする',
  address: 'スマホが使うネットワーク',
  likely: 'おそらくWi-Fi',
  loopback: 'このコンピューターのみ',
  start: 'オンにする',
  mode: 'スマホからの結果',
  modes: {
    trust: 'すぐに反映（そのテーブルのスマホからと記録）',
    confirm: 'わたしのクリックを待つ',
    table: 'テーブルの相手チームがスマホで確認してから記録する',
  },
  open: 'スマホで {url} を開きます',
  scan: 'テーブル{table}：スキャンして開く',
  board: '結果の届いたテーブル',
  tableCol: 'テーブル',
  phonesCol: 'スマホ',
  resultCol: 'このラウンド',
  status: {
    none: 'まだ',
    applied: '反映済み',
    waiting: '確認待ち',
    replaced: '置き換え済み',
    accepted: '承認済み',
    declined: '却下',
    held: 'このテーブルは入力済みです。承認するまであなたの入力が有効です',
    overridden: 'あなたが変更または取り消しました',
    confirming: '{names}の確認待ち',
    disputed: '{names}が「違う」と回答',
  },
  entered: '入力済み',
  flagged: 'このテーブルの2回目の結果',
  confirmedBy: '{names}がテーブルで確認済み',
  from: '{device}・{time}',
  phones: { one: '{n}台', other: '{n}台' },
  won: '{names} の勝ち',
  accept: '承認',
  decline: '却下',
  reissue: '新しいコード',
  revoke: '無効にする',
  confirmReissue:
    'テーブル{table}に新しいコードを発行しますか？スマホで新しいQRコードを読み取る必要があります。',
  reissueYes: '新しいコード',
  waiting: { one: '{n}件の結果が確認待ちです', other: '{n}件の結果が確認待ちです' },
  guests: {
    title: 'ゲスト個人のページ',
    hint: 'スマホ機能がオンの間に印刷したスコアシートには、そのゲストのQRコードが入ります。なくした場合は、ゲストを選ぶとここに表示されます。',
    pick: 'ゲスト',
    none: 'ゲストを選ぶ',
    scan: '{name}:読み取ると自分の席がわかります',
  },
  help: {
    title: 'スマホでページが開けないとき',
    sameWifi:
      'スマホはこのコンピューターと同じWi-Fiにつないでください。モバイル通信やゲスト用ネットワーク（機器どうしを分けます）では届きません。',
    firewall:
      '初回はWindowsやmacOSが接続を許可するか尋ねます。プライベート（家庭）ネットワークでのみ許可してください。',
    vpn: 'このコンピューターやスマホのVPNがアドレスを隠すことがあります。パーティーの間は一時停止してください。',
    address:
      'それでもだめなら、上で別のネットワークアドレスを選んでください。QRコードも切り替わります。',
  },
  live: {
    title: 'ライブの得点',
    table: 'テーブル{table} · {score}',
    bunco: 'バンコ！テーブル{table}の{name}さん',
  },
  fromPhone: 'テーブル{table}のスマホから',
  errors: {
    notPlaying: 'テーブルのスマホはパーティーの進行中に使えます。',
    noSuchAddress: '{address} は今このコンピューターのネットワークアドレスではありません。',
    cannotListen:
      'スマホ用ページを {address} のポート{port}で始められませんでした（{code}）。ほかのアプリがポートを使っているかもしれません。別のネットワークアドレスを試してください。',
    notWaiting: 'その結果はもう確認待ちではありません。',
    roundClosed: 'ラウンド{round}はすでに締められています。その結果はもう反映できません。',
    damagedSubmission:
      'スマホから送られた結果（No. {id}）がデータファイル内で壊れていて読めません。そのまま残してあります。',
  },
}
