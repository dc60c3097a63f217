// A draw's reveal on the TV (the page over the Wi-Fi and the projector alike): a draw made while
// the screen is open rolls its ticket number for a moment (not under reduced motion), then shows
// the ticket, the prize and the buyer for a while, then rests as the last draw beside the tables.
// A draw made before the screen first read the night is not revealed again.
import type { TvDraw } from './tvFundraiser'

/** How long a new draw's ticket rolls, then how long its reveal fills the screen. */
export const TV_DRAW_MS = { roll: 2_400, show: 30_000, tick: 90 } as const

/** Where a draw's reveal is. */
export type DrawPhase = 'rolling' | 'shown' | 'rest'

/** The draw the TV shows now and how. */
export interface DrawMoment {
  draw: TvDraw | null
  phase: DrawPhase
}

/** A ticket number of as many digits as `ticket`, for the roll before the real one shows. */
export function rollingNumber(ticket: number, random: () => number = Math.random): string {
  const digits = String(ticket).length
  const n = Math.floor(random() * 10 ** digits)
  return String(n).padStart(digits, '0')
}

/** What a reveal tells its screen, and what it asks of it. */
export interface RevealHooks {
  /** The reveal moved on (rolling, shown, resting): draw it again. */
  redraw: () => void
  /** A rolling ticket's number changes (the screen writes a new one without drawing again). */
  tick: () => void
  /** Whether the screen asks for reduced motion (no roll: the ticket shows at once). */
  still: () => boolean
}

/** Follows the newest draw a screen reads; `now` says where its reveal is. */
export function drawReveal(hooks: RevealHooks): {
  seen: (draw: TvDraw | null) => void
  now: () => DrawMoment
  stop: () => void
} {
  let known: string | null | undefined
  const moment: DrawMoment = { draw: null, phase: 'rest' }
  let timer: ReturnType<typeof setTimeout> | undefined
  let ticker: ReturnType<typeof setInterval> | undefined
  const stopRolling = (): void => {
    clearInterval(ticker)
    ticker = undefined
  }
  const show = (): void => {
    stopRolling()
    moment.phase = 'shown'
    hooks.redraw()
    timer = setTimeout(() => {
      moment.phase = 'rest'
      hooks.redraw()
    }, TV_DRAW_MS.show)
  }
  return {
    seen(draw) {
      const id = draw?.id ?? null
      moment.draw = draw
      // the page's first read: what was drawn before is the last draw, not news
      if (known === undefined || id === known) {
        known = id
        return
      }
      known = id
      clearTimeout(timer)
      stopRolling()
      if (!draw) {
        moment.phase = 'rest'
        return
      }
      if (hooks.still()) return show()
      moment.phase = 'rolling'
      ticker = setInterval(hooks.tick, TV_DRAW_MS.tick)
      timer = setTimeout(show, TV_DRAW_MS.roll)
    },
    now: () => ({ ...moment }),
    stop() {
      clearTimeout(timer)
      stopRolling()
    },
  }
}
