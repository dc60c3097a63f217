import { SettingsSchema } from '@shared/schemas/settings'
import type { Settings } from '@shared/settings'
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/keyValueRepo'

/** Reads and saves the host's preferences. */
export interface SettingsService {
  get(): Settings
  set(patch: Partial<Settings>): Settings
  onChange(listener: (settings: Settings) => void): void
  /** The settings whose stored value is damaged (not JSON): their defaults are in use. */
  unreadable(): string[]
}

/** Creates the settings service; the first start stores `defaults` (chosen from the OS). */
export function settingsService(db: Db, defaults: Settings): SettingsService {
  const repo = keyValueRepo(db, 'settings')
  const listeners: ((s: Settings) => void)[] = []

  const read = (): Settings => {
    const stored = repo.all()
    // A value this version cannot read falls back to the default instead of breaking start-up.
    const pick = <K extends keyof Settings>(key: K): Settings[K] => {
      const parsed = SettingsSchema.shape[key].safeParse(stored[key])
      return parsed.success ? (parsed.data as Settings[K]) : defaults[key]
    }
    return { language: pick('language'), paperSize: pick('paperSize'), theme: pick('theme') }
  }

  const write = db.transaction((patch: Partial<Settings>) => {
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) repo.set(key, value)
    }
  })

  // First start only: rows that cannot be read are kept (and named in the store's status).
  if (Object.keys(repo.all()).length === 0 && repo.unreadable().length === 0) {
    write.immediate(defaults)
  }

  return {
    get: read,
    set(patch) {
      write.immediate(patch)
      const settings = read()
      for (const listener of listeners) listener(settings)
      return settings
    },
    onChange(listener) {
      listeners.push(listener)
    },
    unreadable: () => repo.unreadable(),
  }
}
