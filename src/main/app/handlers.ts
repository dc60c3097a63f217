import type { AppInfo, Handlers } from '@shared/contract'
import { readSettings, saveSettings, type SettingsDeps } from './settings'

/** The app and settings calls. */
export function appHandlers(
  info: () => AppInfo,
  settings: SettingsDeps,
): Pick<Handlers, 'app:info' | 'settings:get' | 'settings:set'> {
  return {
    'app:info': () => info(),
    'settings:get': () => readSettings(settings),
    'settings:set': (patch) => saveSettings(settings, patch),
  }
}
