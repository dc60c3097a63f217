import type { CallArgs } from '@shared/contract'
import { defineStore } from 'pinia'
import { call } from '../api'

type Mime = CallArgs<'file:save'>['mimeType']
/** A night's saved files, and the type each is saved as. */
const NIGHT_FILES = {
  'night:exportJson': 'application/json',
  'night:exportCsv': 'text/csv',
} as const satisfies Record<string, Mime>

/** Files the host saves where they choose: a night's JSON or CSV, a club's calendar, a picture. */
export const useFilesStore = defineStore('files', () => {
  /** Saves a file where the host picks; its path, or null when the host cancelled. */
  async function save(file: CallArgs<'file:save'>): Promise<string | null> {
    const result = await call('file:save', file)
    return result.saved ? result.path : null
  }

  /** Saves a night as JSON (to import again) or its standings as CSV. */
  async function night(kind: keyof typeof NIGHT_FILES, nightId: number): Promise<string | null> {
    const file = await call(kind, { nightId })
    return save({ fileName: file.fileName, mimeType: NIGHT_FILES[kind], content: file.content })
  }

  /** Saves a club season's schedule as a calendar file. */
  async function calendar(args: CallArgs<'club:calendar'>): Promise<string | null> {
    const file = await call('club:calendar', args)
    return save({ fileName: file.fileName, mimeType: 'text/calendar', content: file.content })
  }

  return { save, night, calendar }
})
