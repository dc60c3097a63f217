// The night's clock on the TV and the phones: "Move to your new table: 1:47" between rounds, the
// time's-up call at a timed round's end (in place of the bell's line), each in the guest's
// language; and the ticker that redraws each second of the move and once at time's up.
import { phoneTexts } from '@shared/i18n/phone'
import type { PhoneTvView } from '@shared/phones/views'
import type { RoomClock } from '@shared/roomClock'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clockBlock, clockTicker } from '../../src/phone/clockBlock'
import { tvPage } from '../../src/phone/tvPage'

const NOW = 1_800_000_000_000
const NONE: RoomClock = { moveEndsAt: null, roundEndsAt: null }

function view(clock: RoomClock, bellAt: number | null = null): PhoneTvView {
  return {
    title: 'Bunco',
    notStarted: false,
    round: { n: 2, set: 1, inSet: 2, total: 6, face: 2 },
    bell: { bells: bellAt ? 1 : 0, bellAt },
    clock,
    tables: [],
    buncos: [],
    top: [],
    hidden: false,
    dieHolders: [],
    champions: [],
    awards: null,
    wifi: null,
    fundraiser: null,
    slides: { status: 'playing', items: [] },
  }
}

const tv = (clock: RoomClock, language: 'en' | 'fr' | 'de' | 'ja' = 'en', rang = false) =>
  tvPage(
    view(clock, rang ? NOW : null),
    phoneTexts[language],
    language,
    0,
    { bellRang: rang, bunco: null, fresh: false },
    { draw: null, phase: 'rest' },
    NOW,
  )
const testid = (page: HTMLElement, id: string): HTMLElement | null =>
  page.querySelector(`[data-testid="${id}"]`)

describe('the TV’s clock', () => {
  it('shows the move countdown in minutes and seconds, large', () => {
    const page = tv({ moveEndsAt: NOW + 107_000, roundEndsAt: null })
    const shown = testid(page, 'move-countdown')
    expect(shown?.textContent).toBe('Move to your new table: 1:47')
    expect(shown?.className).toContain('clock-big')
    expect(testid(page, 'times-up')).toBeNull()
    // the last part of a second still shows it, rounded up
    expect(
      testid(tv({ moveEndsAt: NOW + 1, roundEndsAt: null }), 'move-countdown')?.textContent,
    ).toBe('Move to your new table: 0:01')
  })

  it('shows nothing once the move is over or without a clock', () => {
    expect(testid(tv({ moveEndsAt: NOW, roundEndsAt: NOW + 60_000 }), 'move-countdown')).toBeNull()
    expect(testid(tv(NONE), 'move-countdown')).toBeNull()
    expect(testid(tv(NONE), 'times-up')).toBeNull()
  })

  it('calls time’s up at the round’s end in the guest’s language, in place of the bell’s line', () => {
    const up = { moveEndsAt: null, roundEndsAt: NOW - 1_000 }
    for (const language of ['en', 'fr', 'de', 'ja'] as const) {
      const page = tv(up, language, true)
      expect(testid(page, 'times-up')?.textContent).toBe(phoneTexts[language].clock.timesUp)
      expect(testid(page, 'tv-bell')).toBeNull()
    }
    // before the end the bell (the head table's) is said as ever
    const before = tv({ moveEndsAt: null, roundEndsAt: NOW + 1_000 }, 'en', true)
    expect(testid(before, 'times-up')).toBeNull()
    expect(testid(before, 'tv-bell')).not.toBeNull()
  })

  it('names a guest’s next table in the countdown', () => {
    const block = clockBlock({ moveEndsAt: NOW + 30_000, roundEndsAt: null }, phoneTexts.fr, NOW, {
      table: 3,
    })
    expect(block?.textContent).toBe('Rejoignez la table 3 : 0:30')
  })
})

describe('the clock’s ticker', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }))
  afterEach(() => vi.useRealTimers())

  it('redraws each second of the move, then stops', () => {
    const redraw = vi.fn()
    const ticker = clockTicker(redraw)
    ticker.seen({ moveEndsAt: NOW + 3_000, roundEndsAt: null })
    vi.advanceTimersByTime(3_000)
    expect(redraw).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(10_000)
    expect(redraw).toHaveBeenCalledTimes(3)
  })

  it('redraws once when a timed round’s time is up, and forgets a clock replaced', () => {
    const redraw = vi.fn()
    const ticker = clockTicker(redraw)
    ticker.seen({ moveEndsAt: null, roundEndsAt: NOW + 60_000 })
    vi.advanceTimersByTime(59_000)
    expect(redraw).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2_000)
    expect(redraw).toHaveBeenCalledTimes(1)
    ticker.seen({ moveEndsAt: null, roundEndsAt: NOW + 200_000 })
    ticker.seen(NONE)
    vi.advanceTimersByTime(600_000)
    expect(redraw).toHaveBeenCalledTimes(1)
  })
})
