/** What `app.relaunch` is given: where to start from, and with which arguments. */
export interface RelaunchPlan {
  execPath: string
  args: string[]
}

/**
 * How the app starts itself again (after a backup is restored). Inside an AppImage the running
 * executable lives on a mount that disappears when the app exits, so the AppImage file itself is
 * started instead (electron-builder#1727); everywhere else Electron's own default is right.
 */
export function relaunchPlan(facts: {
  isPackaged: boolean
  appImage: string | undefined
  argv: readonly string[]
}): RelaunchPlan | undefined {
  if (!facts.isPackaged || !facts.appImage) return undefined
  return { execPath: facts.appImage, args: facts.argv.slice(1) }
}
