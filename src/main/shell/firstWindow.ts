import type { Rect } from './projectorDisplay'

/** The size a first window asks for, before it is fitted to the screen. */
export const PREFERRED_WINDOW = { width: 1280, height: 860 }

/**
 * A first window's bounds: the preferred size, no larger than the screen's work area (a 1366×768
 * laptop with its task bar), centred in it.
 */
export function firstWindowBounds(workArea: Rect): Rect {
  const width = Math.min(PREFERRED_WINDOW.width, workArea.width)
  const height = Math.min(PREFERRED_WINDOW.height, workArea.height)
  return {
    x: workArea.x + Math.round((workArea.width - width) / 2),
    y: workArea.y + Math.round((workArea.height - height) / 2),
    width,
    height,
  }
}
