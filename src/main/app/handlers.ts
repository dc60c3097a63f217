import type { AppInfo, Handlers } from '@shared/contract'
import type { SettingsService } from './settingsService'

/** The app and settings calls. */
export function appHandlers(deps: {
  info: () => AppInfo
  settings: SettingsService
}): Pick<Handlers, 'app:info' | 'settings:get' | 'settings:set'> {
  return {
    'app:info': () => deps.info(),
    'settings:get': () => deps.settings.get(),
    'settings:set': (patch) => deps.settings.set(patch),
  }
}
