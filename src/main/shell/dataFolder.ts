import { join } from 'node:path'

/** The data folder's name under the system's app-data folder, where hosts' data has always been. */
export const DATA_FOLDER_NAME = 'bunco-night'

/**
 * Where the app keeps its data: the folder given by `--user-data-dir` when there is one (a test,
 * a second profile), else `<app data>/bunco-night`. Electron would otherwise name it after the
 * product name ("Bunco Night") and a host's existing data would seem gone.
 */
export function pinnedDataFolder(facts: {
  hasUserDataSwitch: boolean
  appData: string
}): string | undefined {
  return facts.hasUserDataSwitch ? undefined : join(facts.appData, DATA_FOLDER_NAME)
}
