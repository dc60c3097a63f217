import { nightSchemas as n } from '../schemas/night'
import { SettingsPatchSchema } from '../schemas/settings'
import type { Settings } from '../settings'
import type { SavedFile, UiLocation } from '../views'
import { call, NoArgs } from './call'

/** What the app tells about itself. */
export interface AppInfo {
  name: string
  version: string
  dataFolder: string
  databaseFile: string
  schemaVersion: number
  locale: string
}

/** The app's own calls: what it is, its settings, where the host was, files and windows. */
export const appCalls = {
  'app:info': call(NoArgs).returns<AppInfo>(),
  'settings:get': call(NoArgs).returns<Settings>(),
  'settings:set': call(SettingsPatchSchema).returns<Settings>(),
  'ui:getLocation': call(NoArgs).returns<UiLocation | null>(),
  'ui:setLocation': call(n.uiLocation).returns<UiLocation>(),
  'file:save': call(n.fileSave).returns<SavedFile>(),
  'window:openProjector': call(NoArgs).returns<{ opened: boolean }>(),
  // the host's first screen is drawn: main notes it in the log, where a start check looks for it
  'window:shown': call(NoArgs).returns<null>(),
}
