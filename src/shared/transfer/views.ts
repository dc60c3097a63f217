// "Move to another computer": what the host is shown before an import, and what it added.
import type { Settings } from '../settings'

/** A night as the preview names it. */
export interface TransferNight {
  title: string
  date: string
}

/** What importing a moved file would add, and what this computer already has (by id). */
export interface TransferPreview {
  exportedAt: string
  /** Names of the people the file would add. */
  addPeople: string[]
  /** People of the file already here. */
  samePeople: number
  /** People it would add whose name someone here already has: they stay two people. */
  nameTwins: string[]
  addNights: TransferNight[]
  sameNights: number
  /** Nights already here whose results differ in the file: this computer's copy is kept. */
  otherNights: TransferNight[]
  settings: Settings
  settingsDiffer: boolean
  /** Clubs the file would add, by name, and clubs here it would bring new changes to. */
  addClubs: string[]
  updatedClubs: string[]
}

/** What an import added. */
export interface TransferResult {
  people: number
  nights: number
  clubs: number
  updatedClubs: number
  settings: boolean
}
