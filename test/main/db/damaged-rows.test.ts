// One damaged row of settings or app state (not JSON) in a real SQLite file: the app starts on
// the defaults for those values, says which ones, and works on.
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { StoreStatus } from '@shared/storage'
import type { NightSummary } from '@shared/views'
import { describe, expect, it } from 'vitest'
import { must } from '../../drivers/night-driver'
import { createMainContext } from '../../../src/main/context'
import { tempFolder } from '../helpers'

describe('damaged settings and app state rows', () => {
  it('start on the defaults, are named in the store status, and heal when saved', async () => {
    const dataFolder = tempFolder()
    const open = (): ReturnType<typeof createMainContext> =>
      createMainContext({ dataFolder, locales: ['fr-FR'], version: '0.1.0' })
    const first = open()
    await must(first.dispatch, 'settings:set', { language: 'de', theme: 'dark' })
    await must(first.dispatch, 'ui:setLocation', { screen: 'roster', nightId: null, tab: null })
    await must(first.dispatch, 'night:create', { title: 'Fri', date: '2026-01-09' })
    first.close()

    const raw = new Database(join(dataFolder, 'bunco-night.sqlite'))
    raw.prepare("UPDATE settings SET value = 'de' WHERE key = 'language'").run()
    raw.prepare("UPDATE app_state SET value = '{\"screen\":' WHERE key = 'ui.location'").run()
    raw.prepare("UPDATE app_state SET value = '' WHERE key = 'projection.version'").run()
    raw.close()

    const second = open()
    const call = second.dispatch
    expect(await must(call, 'settings:get', {})).toEqual({
      language: 'fr',
      paperSize: 'a4',
      theme: 'dark',
      textSize: 'standard',
    })
    expect(await must(call, 'ui:getLocation', {})).toBeNull()
    const nights = await must<NightSummary[]>(call, 'night:list', {})
    expect(nights.map((n) => n.title)).toEqual(['Fri'])
    const status = await must<StoreStatus>(call, 'storage:status', {})
    // The projection version was rebuilt (and so rewritten) at start.
    expect(status.unreadable).toEqual([
      { table: 'settings', key: 'language' },
      { table: 'app_state', key: 'ui.location' },
    ])
    await must(call, 'settings:set', { language: 'de' })
    await must(call, 'ui:setLocation', { screen: 'home', nightId: null, tab: null })
    expect((await must<StoreStatus>(call, 'storage:status', {})).unreadable).toEqual([])
    second.close()
  })
})
