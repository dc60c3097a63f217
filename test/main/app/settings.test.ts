import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/connection'
import { migrate } from '../../../src/main/db/migrate'
import { MIGRATIONS } from '../../../src/main/db/migrations'
import { keyValueRepo } from '../../../src/main/db/keyValueRepo'
import {
  onSettingsChange,
  openSettings,
  readSettings,
  saveSettings,
  unreadableSettings,
} from '../../../src/main/app/settings'
import { tempFolder } from '../helpers'

function store(): ReturnType<typeof openDatabase> {
  const db = openDatabase(join(tempFolder(), 's.sqlite'))
  migrate(db, MIGRATIONS)
  return db
}

describe('settings service', () => {
  it('stores the OS defaults on first start and keeps them afterwards', () => {
    const db = store()
    const first = openSettings(db, {
      language: 'ja',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
    expect(readSettings(first)).toEqual({
      language: 'ja',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
    // A later start on another OS language keeps what was chosen.
    const second = openSettings(db, {
      language: 'en',
      paperSize: 'letter',
      theme: 'light',
      textSize: 'standard',
    })
    expect(readSettings(second)).toEqual({
      language: 'ja',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
    db.close()
  })

  it('saves a partial change and tells listeners', () => {
    const db = store()
    const s = openSettings(db, {
      language: 'en',
      paperSize: 'letter',
      theme: 'system',
      textSize: 'standard',
    })
    const seen: string[] = []
    onSettingsChange(s, (v) => seen.push(v.language))
    expect(saveSettings(s, { language: 'fr' })).toEqual({
      language: 'fr',
      paperSize: 'letter',
      theme: 'system',
      textSize: 'standard',
    })
    expect(saveSettings(s, { theme: 'dark', paperSize: 'a4' }).theme).toBe('dark')
    expect(seen).toEqual(['fr', 'fr'])
    db.close()
  })

  it('keeps large print once chosen, and reads a store saved before text sizes as standard', () => {
    const db = store()
    const s = openSettings(db, {
      language: 'en',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
    // a store from before the setting: its row is not there at all
    db.prepare("DELETE FROM settings WHERE key = 'textSize'").run()
    expect(readSettings(s).textSize).toBe('standard')
    expect(saveSettings(s, { textSize: 'largest' }).textSize).toBe('largest')
    expect(readSettings(openSettings(db, s.defaults)).textSize).toBe('largest')
    keyValueRepo(db, 'settings').set('textSize', 'huge')
    expect(readSettings(s).textSize).toBe('standard')
    db.close()
  })

  it('falls back to the default for a stored value it cannot read', () => {
    const db = store()
    const s = openSettings(db, {
      language: 'de',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
    keyValueRepo(db, 'settings').set('language', 'klingon')
    keyValueRepo(db, 'settings').set('theme', 42)
    expect(readSettings(s)).toEqual({
      language: 'de',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
    db.close()
  })
})

describe('a damaged settings row', () => {
  it('reads as its default, is named, is kept until the host saves that setting', () => {
    const db = store()
    const defaults = {
      language: 'de',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    } as const
    saveSettings(openSettings(db, defaults), { language: 'fr', theme: 'dark' })
    db.prepare("UPDATE settings SET value = '{\"fr' WHERE key = 'language'").run()
    db.prepare("UPDATE settings SET value = 'dark' WHERE key = 'theme'").run()
    const s = openSettings(db, defaults)
    expect(readSettings(s)).toEqual({
      language: 'de',
      paperSize: 'a4',
      theme: 'system',
      textSize: 'standard',
    })
    expect(unreadableSettings(s)).toEqual(['language', 'theme'])
    expect(keyValueRepo(db, 'settings').get('language')).toBeUndefined()
    expect(keyValueRepo(db, 'settings').all()).toEqual({ paperSize: 'a4', textSize: 'standard' })
    // Not taken for a first start: the damaged rows stay as they are.
    expect(db.prepare("SELECT value FROM settings WHERE key = 'theme'").get()).toEqual({
      value: 'dark',
    })
    saveSettings(s, { language: 'ja' })
    expect(unreadableSettings(s)).toEqual(['theme'])
    expect(readSettings(s).language).toBe('ja')
    db.close()
  })

  it('keeps damaged rows even when no row at all can be read', () => {
    const db = store()
    db.prepare("INSERT INTO settings (key, value) VALUES ('language', 'x')").run()
    const s = openSettings(db, {
      language: 'en',
      paperSize: 'letter',
      theme: 'light',
      textSize: 'standard',
    })
    expect(readSettings(s)).toEqual({
      language: 'en',
      paperSize: 'letter',
      theme: 'light',
      textSize: 'standard',
    })
    expect(unreadableSettings(s)).toEqual(['language'])
    expect(db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: 1 })
    db.close()
  })
})
