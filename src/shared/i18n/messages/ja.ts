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
    storeNotAFile:
      'データファイル {file} がフォルダーになっているため開けません。そのフォルダーを移動してからアプリを再起動してください。',
    diskFull:
      'ディスクがいっぱいのため保存されませんでした。空き容量を確保してからもう一度お試しください。',
    storeCheckFailed:
      '起動時にデータファイルを確認できませんでした (読み取りできますか?)。何も変更されていません。',
    storeMoveFailed:
      '破損したデータファイル {file} を退避できませんでした。何も変更されていません。',
    backupFailed:
      'バックアップを書き込めませんでした。データはメインのファイルに安全に残っています。',
    backupNotFound: '{name} という名前のバックアップはありません。',
    backupDamaged: 'バックアップ {name} は破損しているため復元できません。',
    restoreFailed: 'バックアップを復元できませんでした。何も変更されていません。',
    night: {
      alreadyCreated: 'このナイトはすでに作成されています。',
      notCreated: 'このナイトはまだ作成されていません。',
      notInSetup: 'ナイトはすでに始まっています。この方法ではゲストや席を選べません。',
      notStarted: 'ナイトはまだ始まっていません。',
      notPlaying: 'ナイトは現在進行中ではありません。',
      notFinished: '賞品の決着戦はナイト終了後に入力します。',
      nightOver: 'このナイトのラウンドはすべて終了しました。',
      tooFewGuests: '少なくとも {minimum} 人が必要です (現在 {count} 人)。',
      individualTooMany: '個人戦は 1 テーブルで 2〜4 人です。{count} 人が選ばれています。',
      nothingPlayed: 'まだラウンドが行われていないため、賞品はありません。',
      roundInProgress:
        'ラウンド {round} にはすでに結果があります。ナイトを終える前にラウンドを確定するか、取り消してください。',
      roundCommitted: 'ラウンド {round} はすでに確定しています。変更するには訂正を使ってください。',
      roundNotOpen: 'ラウンド {round} はまだ始まっていません。現在はラウンド {current} です。',
      roundNotPlayed: 'ラウンド {round} は行われていないため訂正できません。',
      tableTwice: 'テーブル {table} が 2 回指定されています。',
      missingResults:
        'ラウンド {round} はまだ確定できません。テーブル {tables} の勝者が未入力です。',
      noSuchTable: 'ラウンド {round} にテーブル {table} はありません (テーブル 1〜{tables})。',
      notAtTable: '{player} はテーブル {table} に座っていません。',
      badWinner: 'テーブル {table} の勝者を 1 つだけ選んでください。',
      pointsTied: 'テーブル {table} は {points} 点で同点です。決着戦と勝者を入力してください。',
      winnerFewerPoints: 'テーブル {table} で勝ったチームの得点が相手より少なくなっています。',
      engine: 'ルール上できません: {problems}',
      rulesLocked:
        'すでに結果が入力されているため、ゲームのルールは変更できません。変更された項目: {fields}。賞品の設定は変更できます。',
      unknownPlayer: '{player} はこのナイトのゲストではありません。',
      guestTwice: '{player} が 2 回含まれています。',
      alreadyHere: '{player} はすでに参加しています。',
      notSeated: '{player} はこのラウンドに着席していません。',
      alreadyLeaving: '{player} はすでにこのラウンド後に退出する予定です。',
      dieDisabled: '今夜はトラベリング・ダイスを使いません (賞品の設定を参照)。',
      noSuchPrize: '今夜は賞品 {prize} はありません。',
      notTied: '{player} は {prize} の同点者ではありません。',
    },
    store: {
      nightNotFound: 'ナイト {id} は存在しません。',
      personNotFound: '名簿の項目 {id} は存在しません。',
      nameEmpty: '名前を空にはできません。',
      mergeSame: '同じ項目どうしは統合できません。',
      personMerged: '{name} は別の項目に統合されています。そちらを使ってください。',
      nothingToUndo: '取り消す操作はありません。',
      nothingToRedo: 'やり直す操作はありません。',
      importInvalid: 'このファイルは読み込めません: {problem}。何も読み込まれていません。',
      importVersion:
        'このファイルは新しいバージョンの Bunco Night のものです (形式 {found})。何も読み込まれていません。',
      mergeOverlap: '{name} はこの項目と同じナイトに参加しているため、別の人です。',
      wrongNight: '{what} は別のナイトのものです。',
    },
  },
  notices: {
    corrected:
      'ラウンド {round} のテーブル {table} を訂正しました。得点と順位は更新され、すでに行われた席順は変わりません。',
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
