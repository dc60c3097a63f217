// What a look at a club folder met and left unread: each kind is said once in the Shared folder
// panel, with how many and one example, so a stray file or a forged one never stops a look.

/** Every kind of thing a look leaves unread, in the order the panel lists them. */
export const FOLDER_NOTICES = [
  /** A file that is not one of the app's (.DS_Store, desktop.ini, Thumbs.db, a README). */
  'stray',
  /** A folder where the app keeps files, or one not named like a laptop. */
  'strayFolder',
  /** A symbolic link or shortcut: never followed. */
  'link',
  /** A pipe, device or socket: never opened. */
  'special',
  /** A file larger than any the app writes. */
  'tooBig',
  /** More entries in a folder, or more bytes in a look, than the app reads. */
  'tooMany',
  /** JSON nested deeper than any the app writes. */
  'tooDeep',
  /** A file named like the app's whose content is not the app's, or was altered. */
  'altered',
  /** A file without the passphrase's seal in a locked folder, not vouched for by its lock. */
  'unsealed',
  /** A change claiming another laptop than the one whose files hold it. */
  'wrongLaptop',
  /** A change whose clock or id is not of the app's shape. */
  'badShape',
  /** Changes stamped more than a week ahead of this laptop's clock: taken once their time comes. */
  'future',
  /** The same change found in two different versions (the one read first is kept). */
  'twoVersions',
  /** A lock file (club.json) not written by this app: other key parameters, or another shape. */
  'lockForeign',
] as const

/** One of FOLDER_NOTICES. */
export type FolderNoticeKind = (typeof FOLDER_NOTICES)[number]

/** One kind of thing the last look left unread: how many, and one of them (a path in the folder). */
export interface FolderNotice {
  kind: FolderNoticeKind
  count: number
  example: string
}
