import type { Messages } from './en'

/** 日本語のテキスト。 */
export const ja: Messages = {
  app: {
    name: 'Bunco Night',
    tagline: 'バンコ・パーティーの席決め、得点、賞品をまとめて管理。',
  },
  nav: {
    home: 'ホーム',
    settings: '設定',
    main: 'メインナビゲーション',
  },
  home: {
    title: 'ようこそ',
    intro:
      'ゲストを登録してハウスルールを選ぶだけで、各テーブルの席決め、得点の記録、賞品の決定をアプリが行います。',
    aboutTitle: 'このアプリについて',
    version: 'バージョン',
    dataFolder: 'データフォルダー',
    databaseFile: 'データファイル',
    schemaVersion: 'データベースのスキーマ',
    locale: 'システムの言語',
    loading: '読み込み中…',
  },
  settings: {
    title: '設定',
    language: '言語',
    paperSize: '用紙サイズ',
    paper: { letter: 'レター (US)', a4: 'A4' },
    theme: 'テーマ',
    themes: { system: 'システムに合わせる', light: 'ライト', dark: 'ダーク' },
    saved: '保存しました。',
  },
  languages: { en: 'English', fr: 'Français', de: 'Deutsch', ja: '日本語' },
  errors: {
    title: 'エラーが発生しました',
    dismiss: '閉じる',
    unknownCall: '不明な操作が要求されました: {name}',
    invalidArgs: '保存できませんでした: {problems}',
    forbidden: 'このウィンドウからはその操作を行えません。',
    internal: '予期しないエラーが発生しました。変更は行われていません。({detail})',
    storage: 'データファイルに書き込めませんでした。変更は行われていません。({detail})',
    databaseTooNew:
      'このデータファイルは新しいバージョンの Bunco Night で作成されています (スキーマ {found}、このバージョンは {supported} まで対応)。アプリを更新してください。',
  },
  menu: {
    file: 'ファイル',
    quit: 'Bunco Night を終了',
    edit: '編集',
    view: '表示',
    help: 'ヘルプ',
    about: 'Bunco Night について',
    aboutDetail: 'バージョン {version}。バンコ・パーティー全体をオフラインで運営します。',
  },
}
