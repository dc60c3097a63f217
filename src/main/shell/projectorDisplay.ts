/** A screen rectangle in Electron's display coordinates. */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** A display as Electron lists it: the fields the projector needs. */
export interface DisplayInfo {
  id: number
  bounds: Rect
}

/**
 * The display a projector window should fill: one the host's window is not on, when a TV or
 * second screen is connected. With a single display (or no host window) the projector opens as
 * an ordinary window the host can move and make full screen.
 */
export function projectorDisplay(
  displays: readonly DisplayInfo[],
  hostDisplayId: number | undefined,
): DisplayInfo | undefined {
  if (hostDisplayId === undefined || displays.length < 2) return undefined
  return displays.find((d) => d.id !== hostDisplayId)
}

/**
 * The display after the one a window is on, in the system's order (wrapping round): where the
 * host's key sends the projector next. Undefined with a single display.
 */
export function nextDisplay(
  displays: readonly DisplayInfo[],
  currentId: number | undefined,
): DisplayInfo | undefined {
  if (displays.length < 2) return undefined
  const at = displays.findIndex((d) => d.id === currentId)
  return displays[(at + 1) % displays.length]
}
