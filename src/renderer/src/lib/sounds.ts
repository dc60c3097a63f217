// The app's two sounds (resources/sounds, CC0, made by scripts/sounds/make.ts). Each screen
// plays them only once the host or player has switched sound on.
import bellUrl from '../../../../resources/sounds/bell.wav?url'
import diceUrl from '../../../../resources/sounds/dice.wav?url'

const URLS = { bell: bellUrl, dice: diceUrl } as const

/** One of the app's sounds. */
export type SoundName = keyof typeof URLS

/** Plays a sound once; a machine without audio simply stays silent. */
export function playSound(name: SoundName): void {
  const audio = new Audio(URLS[name])
  audio.play().catch(() => undefined)
}

/** True when the system asks for less motion: dice then land without rolling. */
export function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
