// The host's preferences: read with the defaults chosen from the OS where a stored value cannot
// be read, saved a few at a time, and told to whoever listens (the menus follow the language).
import { SettingsSchema } from '@shared/schemas/settings'
import type { Settings } from '@shared/settings'
import type { Db } from '../db/connection'
import { keyValueRepo, type KeyValueRepo } from '../db/keyValueRepo'

/** What the settings functions work with. */
export interface SettingsDeps {
  db: Db
  repo: KeyValueRepo
  defaults: Settings
  listeners: ((settings: Settings) => void)[]
}

// the changed settings in one transaction
function write(deps: SettingsDeps, patch: Partial<Settings>): void {
  deps.db
    .transaction(() => {
      for (const [key, value] of Object.entries(patch)) {
        if (value !== undefined) deps.repo.set(key, value)
      }
    })
    .immediate()
}

/** The settings over the store; the first start stores `defaults` (chosen from the OS). */
export function openSettings(db: Db, defaults: Settings): SettingsDeps {
  const deps: SettingsDeps = { db, repo: keyValueRepo(db, 'settings'), defaults, listeners: [] }
  // First start only: rows that cannot be read are kept (and named in the store's status).
  if (Object.keys(deps.repo.all()).length === 0 && deps.repo.unreadable().length === 0) {
    write(deps, defaults)
  }
  return deps
}

/** The host's settings; a value this version cannot read is its default (start-up never breaks). */
export function readSettings(deps: SettingsDeps): Settings {
  const stored = deps.repo.all()
  const pick = <K extends keyof Settings>(key: K): Settings[K] => {
    const parsed = SettingsSchema.shape[key].safeParse(stored[key])
    return parsed.success ? (parsed.data as Settings[K]) : deps.defaults[key]
  }
  return {
    language: pick('language'),
    paperSize: pick('paperSize'),
    theme: pick('theme'),
    textSize: pick('textSize'),
  }
}

/** Saves a few settings and tells the listeners; the settings as they now are. */
export function saveSettings(deps: SettingsDeps, patch: Partial<Settings>): Settings {
  write(deps, patch)
  const settings = readSettings(deps)
  for (const listener of deps.listeners) listener(settings)
  return settings
}

/** Hears every saved change of the settings. */
export function onSettingsChange(deps: SettingsDeps, listener: (settings: Settings) => void): void {
  deps.listeners.push(listener)
}

/** The settings whose stored value is damaged (not JSON): their defaults are in use. */
export function unreadableSettings(deps: SettingsDeps): string[] {
  return deps.repo.unreadable()
}
