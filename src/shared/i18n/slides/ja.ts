import type { SlidesTexts } from './types'

/** スライド（ホストの画面、テレビ、プロジェクター）とテーブル札の日本語テキスト。 */
export const slidesJa: SlidesTexts = {
  errors: {
    notImage:
      'このファイルは PNG でも JPEG でもありません（名前ではなく中身を確認しました）。何も追加していません。',
    imageTooBig: 'この画像は {size} MB を超えています。小さく保存してからもう一度お試しください。',
    imageTooLarge:
      'この画像は {width} × {height} ピクセルです。スライドは一辺 {max} ピクセルまでです。',
    noImage: 'このスライドの画像を選んでください。',
    textEmpty: '会場に見せる文章を入力してください。',
    textTooLong: 'スライドの文章は {max} 文字までです。',
    captionTooLong: 'キャプションは {max} 文字までです。',
    sponsorTooLong: 'スポンサー名は {max} 文字までです。',
    tooMany: '1 回の会のスライドは {max} 枚までです。先に 1 枚削除してください。',
    unknownSlide: 'このスライドはもう会にありません。一覧を読み直しました。',
    damaged: 'スライド {id} はデータファイル内で壊れているため表示できません。',
  },
  screen: {
    title: 'スライド',
    hint: 'スポンサーの画像と短いお知らせは、最初のラウンドの前、ラウンドの合間、終了後にテレビとプロジェクターに表示されます。サイコロを振っている間は表示しません。スライドの枚数にかかわらず、どのスポンサーも同じ時間だけ表示されます。',
    empty: 'スライドはまだありません。',
    kind: 'スライドの種類',
    kindImage: '画像',
    kindText: '文章',
    sponsor: 'スポンサー',
    sponsorHint: 'お知らせの場合は空欄のままにします。',
    image: '画像（PNG または JPEG、{size} MB まで）',
    caption: 'キャプション（任意）',
    text: '文章',
    add: 'スライドを追加',
    remove: '削除',
    up: '上へ',
    down: '下へ',
    announcement: 'お知らせ',
    size: '{width} × {height}',
    share: '各スポンサーの表示の割合：{n} 枚に 1 枚。',
  },
  show: {
    announcement: 'お知らせ',
    thanks: '{name} 様のご協賛に感謝します',
  },
  signs: {
    title: 'テーブル札',
    hint: '1 ページに大きなテーブル番号とそのグループ、最後に会場の配置図。',
    table: 'テーブル',
    group: 'グループ {n}',
    head: 'ヘッドテーブル',
    roomPlan: '会場の配置図',
    planHint: 'グループごとのテーブル。各グループのヘッドテーブルにはベルの印があります。',
    planChain: '1 つのチェーン：テーブル 1 がヘッドテーブルです。',
    tables: { one: 'テーブル {n} 卓', other: 'テーブル {n} 卓' },
  },
}
