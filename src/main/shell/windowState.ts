import type { Rectangle } from 'electron'
import { z } from 'zod'
import type { Db } from '../db/connection'
import { keyValueRepo } from '../db/keyValueRepo'

const KEY = 'window.main'

const WindowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(400).max(20000),
  height: z.number().int().min(300).max(20000),
  maximized: z.boolean(),
})

/** Where the main window was and whether it was maximised. */
export type WindowState = z.infer<typeof WindowStateSchema>

/** Reads the saved window state, or undefined if none or unreadable. */
export function loadWindowState(db: Db): WindowState | undefined {
  const parsed = WindowStateSchema.safeParse(keyValueRepo(db, 'app_state').get(KEY))
  return parsed.success ? parsed.data : undefined
}

/** Saves the window state. */
export function saveWindowState(db: Db, state: WindowState): void {
  keyValueRepo(db, 'app_state').set(KEY, state)
}

/** Keeps saved bounds only if at least 100×60 px of the title area lands on a current display. */
export function visibleBounds(
  state: WindowState | undefined,
  displays: readonly Rectangle[],
): WindowState | undefined {
  if (!state) return undefined
  const onScreen = displays.some(
    (d) =>
      state.x + 100 > d.x &&
      state.x < d.x + d.width - 100 &&
      state.y >= d.y - 10 &&
      state.y < d.y + d.height - 60,
  )
  return onScreen ? state : undefined
}
