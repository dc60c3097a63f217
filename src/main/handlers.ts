import type { AppInfo, Handlers } from '@shared/contract'
import type { SettingsService } from './services/settingsService'

/** What the handlers need from the running app. */
export interface HandlerDeps {
  info: () => AppInfo
  settings: SettingsService
}

/** The contract's implementation: declared as `Handlers`, so a missing call fails to compile. */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    'app:info': () => deps.info(),
    'settings:get': () => deps.settings.get(),
    'settings:set': (patch) => deps.settings.set(patch),
  }
}
