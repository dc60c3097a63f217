// An in-memory stand-in for window.bunco, answering the contract like main would.
import type { AppInfo, BuncoBridge } from '@shared/contract'
import type { CallOutcome } from '@shared/errors'
import type { Settings } from '@shared/settings'
import type { StoreStatus } from '@shared/storage'

/** Installs a fake bridge on window and returns the calls it received. */
export function installFakeBridge(
  initial: Partial<Settings> = {},
  store: Partial<StoreStatus> = {},
): { calls: [string, unknown][] } {
  const calls: [string, unknown][] = []
  let settings: Settings = {
    language: 'en',
    paperSize: 'a4',
    theme: 'system',
    textSize: 'standard',
    ...initial,
  }
  const info: AppInfo = {
    name: 'Bunco Night',
    version: '0.1.0',
    dataFolder: '/tmp/data',
    databaseFile: '/tmp/data/bunco-night.sqlite',
    schemaVersion: 1,
    locale: 'en-GB',
  }
  const answer = (name: string, args: unknown): CallOutcome<unknown> => {
    if (name === 'app:info') return { ok: true, value: info }
    if (name === 'ui:getLocation') return { ok: true, value: null }
    if (name === 'ui:setLocation') return { ok: true, value: args }
    if (name === 'night:list') return { ok: true, value: [] }
    if (name === 'storage:status') {
      return { ok: true, value: { recovery: null, backups: [], unreadable: [], ...store } }
    }
    if (name === 'settings:get') return { ok: true, value: settings }
    if (name === 'settings:set') {
      const patch = args as Partial<Settings>
      if (patch.language && !['en', 'fr', 'de', 'ja'].includes(patch.language)) {
        return { ok: false, error: { code: 'invalid-args', message: 'bad language' } }
      }
      settings = { ...settings, ...patch }
      return { ok: true, value: settings }
    }
    return { ok: false, error: { code: 'unknown-call', message: `unknown ${name}` } }
  }
  const bridge = {
    call: (name: string, args?: unknown) => {
      calls.push([name, args])
      return Promise.resolve(answer(name, args))
    },
    on: () => () => undefined,
  } as unknown as BuncoBridge
  window.bunco = bridge
  return { calls }
}
