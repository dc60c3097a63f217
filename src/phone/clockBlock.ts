// The night's clock on the TV and the phones: the move countdown between rounds ("Move to your
// new table: 1:47"), and the call at a timed round's end, read against this screen's clock.
import type { PhoneTexts } from '@shared/i18n/phone'
import { moveLeft, timesUp, type RoomClock } from '@shared/roomClock'
import { clockText } from '@shared/roundTimer'
import { fill, h } from './dom'

/**
 * The move countdown, naming the guest's next table when it is known, or the time's-up call
 * (null when neither is due); `big` for the TV.
 */
export function clockBlock(
  clock: RoomClock,
  t: PhoneTexts,
  now: number,
  options: { table?: number | null; big?: boolean } = {},
): HTMLElement | null {
  const size = options.big ? ' clock-big' : ''
  const left = moveLeft(clock, now)
  if (left !== null) {
    const time = clockText(left)
    const text =
      options.table != null
        ? fill(t.clock.moveToTable, { table: options.table, time })
        : fill(t.clock.moveTo, { time })
    return h(
      'p',
      { class: `clock-move${size}`, role: 'timer', 'data-testid': 'move-countdown' },
      text,
    )
  }
  if (!timesUp(clock, now)) return null
  return h(
    'p',
    { class: `clock-up${size}`, role: 'alert', 'data-testid': 'times-up' },
    t.clock.timesUp,
  )
}

/** What keeps a page's clock moving: a redraw each second of the move, and one at time's up. */
export interface ClockTicker {
  /** Follows the clock of the view just read (null: none to follow). */
  seen(clock: RoomClock | null): void
  stop(): void
}

/** A ticker that calls `redraw` as the clock needs (`now`: this screen's clock). */
export function clockTicker(redraw: () => void, now: () => number = Date.now): ClockTicker {
  let each: ReturnType<typeof setInterval> | undefined
  let once: ReturnType<typeof setTimeout> | undefined
  const stop = (): void => {
    clearInterval(each)
    clearTimeout(once)
    each = undefined
    once = undefined
  }
  return {
    seen(clock) {
      stop()
      if (!clock) return
      if (moveLeft(clock, now()) !== null) {
        each = setInterval(() => {
          redraw()
          // the move is over: the last redraw took the countdown away
          if (moveLeft(clock, now()) === null) clearInterval(each)
        }, 1000)
      }
      const end = clock.roundEndsAt
      if (end !== null && now() < end) once = setTimeout(redraw, end - now() + 50)
    },
    stop,
  }
}
