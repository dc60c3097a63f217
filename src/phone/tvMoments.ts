// What the TV's page says for a few seconds, as the projector does: that the bell was just rung,
// and a Bunco just rolled at a table ("Bunco! Ann at table 3"). Only what happens while the page
// is open is said: the bell rung and the Buncos rolled before it first read the night are not.
import type { PhoneTvView } from '@shared/phones/views'
import type { LiveBunco } from '@shared/phones/live'

/** How long the bell and a Bunco are said on the TV. */
export const TV_MOMENT_MS = { bell: 8_000, bunco: 6_000 } as const

/** What the TV says at this moment. */
export interface TvMoment {
  bellRang: boolean
  bunco: LiveBunco | null
  /** The Bunco is new since the last draw: it pops in (once, not at every redraw). */
  fresh: boolean
}

/** Follows the TV's views; `redraw` is called when something starts or stops being said. */
export function tvMoments(redraw: () => void): {
  seen: (view: PhoneTvView) => void
  now: () => TvMoment
} {
  let bells: number | null = null
  let lastBunco: number | null = null
  const moment: TvMoment = { bellRang: false, bunco: null, fresh: false }
  const timers: Partial<Record<keyof TvMoment, ReturnType<typeof setTimeout>>> = {}
  const sayFor = (what: keyof TvMoment, ms: number): void => {
    clearTimeout(timers[what])
    timers[what] = setTimeout(() => {
      if (what === 'bellRang') moment.bellRang = false
      else moment.bunco = null
      redraw()
    }, ms)
  }
  return {
    seen(view) {
      if (bells !== null && view.bell.bells > bells) {
        moment.bellRang = true
        sayFor('bellRang', TV_MOMENT_MS.bell)
      }
      bells = view.bell.bells
      const newest = view.buncos[view.buncos.length - 1]
      if (newest && lastBunco !== null && newest.id > lastBunco) {
        moment.bunco = newest
        moment.fresh = true
        sayFor('bunco', TV_MOMENT_MS.bunco)
      }
      lastBunco = Math.max(lastBunco ?? 0, newest?.id ?? 0)
    },
    now: () => {
      const shown = { ...moment }
      moment.fresh = false
      return shown
    },
  }
}
